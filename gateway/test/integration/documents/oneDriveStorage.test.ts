import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOfSize, smallPdf } from '../../support/files';
import { seedDeal } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import type { DealRecord } from '../../../src/features/deals/model';

const CHUNK_UNIT = 320 * 1024;
const MB = 1024 * 1024;
const sha256 = (data: Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');

type UploadBody = { document: { id: string; oneDriveUrl: string | null; fileSize: number } };

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('documents in the admin-connected OneDrive', () => {
  let t: TestGateway;
  let member: SignedIn;
  let admin: SignedIn;
  let deal: DealRecord;

  beforeAll(async () => {
    t = await startTestGateway({}, { microsoft: true });
    admin = await t.signInAs('od-admin', { isAdmin: true });
    member = await t.signInAs('od-member');
    await t.connectOneDrive(admin);
    deal = await seedDeal(t.gateway.container, { _id: member.user.id, username: 'od-member' });
  });
  afterAll(() => t.close());

  it('a 9.9 MB PDF goes to OneDrive in 320 KiB-multiple chunks, into the deal folder, and downloads byte-identical', async () => {
    const content = pdfOfSize(Math.floor(9.9 * MB));
    const chunksBefore = t.microsoft!.chunks.length;
    const response = await t.upload(member.token, { dealId: deal._id, fileName: 'Appraisal.pdf', content });
    expect(response.status).toBe(201);
    const { document } = (await response.json()) as UploadBody;

    const chunks = t.microsoft!.chunks.slice(chunksBefore);
    expect(chunks.length).toBeGreaterThan(1);
    expect(t.microsoft!.rejectedChunks).toEqual([]);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.bytes % CHUNK_UNIT).toBe(0);
    expect(chunks.reduce((sum, chunk) => sum + chunk.bytes, 0)).toBe(content.length);
    expect(chunks.at(-1)!.end + 1).toBe(content.length);

    const file = t.microsoft!.files().find((f) => f.path === `Deal Portal Documents/${deal.dealId}/Appraisal.pdf`);
    expect(file?.sha256).toBe(sha256(content));
    expect(document.oneDriveUrl).toBe(file?.webUrl);
    expect(document.fileSize).toBe(content.length);
    // Nothing was kept on the gateway's disk.
    expect((await readdir(t.storageDir)).filter((name) => name !== '.incoming')).toEqual([]);

    const download = await t.request(`/documents/${document.id}/download`, { token: member.token });
    expect(download.status).toBe(200);
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(content));
  });

  it('the sandbox drive refuses chunks that are not multiples of 320 KiB (so the test above proves our chunking)', async () => {
    const session = await fetch(`${t.microsoft!.graphUrl}/me/drive/root:/probe.bin:/createUploadSession`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await accessToken()}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    const { uploadUrl } = (await session.json()) as { uploadUrl: string };
    const bad = await fetch(uploadUrl, {
      method: 'PUT',
      headers: { 'Content-Range': `bytes 0-99999/300000` },
      body: Buffer.alloc(100_000),
    });
    expect(bad.status).toBe(400);
    t.microsoft!.rejectedChunks.length = 0;
  });

  it('the same name twice is kept as two files', async () => {
    const first = await t.upload(member.token, { dealId: deal._id, fileName: 'rent-roll.pdf', content: smallPdf() });
    const second = await t.upload(member.token, { dealId: deal._id, fileName: 'rent-roll.pdf', content: smallPdf() });
    expect([first.status, second.status]).toEqual([201, 201]);
    const paths = t
      .microsoft!.files()
      .map((f) => f.path)
      .filter((p) => p.includes('rent-roll'));
    expect(paths.sort()).toEqual([
      `Deal Portal Documents/${deal.dealId}/rent-roll 1.pdf`,
      `Deal Portal Documents/${deal.dealId}/rent-roll.pdf`,
    ]);
  });

  it('an expired access token is refreshed transparently', async () => {
    t.microsoft!.expireAccessTokens();
    const response = await t.upload(member.token, {
      dealId: deal._id,
      fileName: 'after-expiry.pdf',
      content: smallPdf(),
    });
    expect(response.status).toBe(201);
  });

  it('OneDrive unavailable: the upload answers 502 and nothing is recorded', async () => {
    t.microsoft!.setUnavailable(true);
    try {
      const response = await t.upload(member.token, { dealId: deal._id, fileName: 'down.pdf', content: smallPdf() });
      expect(response.status).toBe(502);
      expect(((await response.json()) as { error: string }).error).toBe(
        'Could not store the document right now. Please try again.',
      );
    } finally {
      t.microsoft!.setUnavailable(false);
    }
    const docs = await t.gateway.container.repositories.documents.listByDeal(deal._id);
    expect(docs.map((d) => d.originalName)).not.toContain('down.pdf');
  });

  it('deleting a document removes it from OneDrive', async () => {
    const response = await t.upload(member.token, { dealId: deal._id, fileName: 'to-delete.pdf', content: smallPdf() });
    const { document } = (await response.json()) as UploadBody;
    expect(t.microsoft!.files().some((f) => f.path.endsWith('/to-delete.pdf'))).toBe(true);
    expect((await t.request(`/documents/${document.id}`, { method: 'DELETE', token: member.token })).status).toBe(200);
    expect(t.microsoft!.files().some((f) => f.path.endsWith('/to-delete.pdf'))).toBe(false);
  });

  it('deleting a deal removes its OneDrive folder; with OneDrive down the clean-up is retried until it succeeds', async () => {
    const doomed = await seedDeal(t.gateway.container, { _id: member.user.id, username: 'od-member' });
    await t.upload(member.token, { dealId: doomed._id, fileName: 'a.pdf', content: smallPdf() });
    const inFolder = () =>
      t.microsoft!.files().filter((f) => f.path.startsWith(`Deal Portal Documents/${doomed.dealId}/`));
    expect(inFolder()).toHaveLength(1);

    t.microsoft!.setUnavailable(true);
    const response = await t.request(`/deals/${doomed._id}`, { method: 'DELETE', token: member.token });
    expect(response.status).toBe(200);
    expect(inFolder()).toHaveLength(1);
    t.microsoft!.setUnavailable(false);
    await until(() => inFolder().length === 0);
  });

  it('a revoked connection makes uploads fail with a reconnect message and the status report expired', async () => {
    t.microsoft!.revokeRefreshTokens();
    t.microsoft!.expireAccessTokens();
    t.clock.advance(2 * 3600_000);
    try {
      const response = await t.upload(member.token, { dealId: deal._id, fileName: 'late.pdf', content: smallPdf() });
      expect(response.status).toBe(502);
      expect(((await response.json()) as { error: string }).error).toMatch(/OneDrive needs to be reconnected/);
      const status = await t.request('/admin/onedrive/status', { token: admin.token });
      expect(await status.json()).toMatchObject({ connected: true, expired: true });
    } finally {
      t.clock.advance(-2 * 3600_000);
    }
  });

  async function accessToken(): Promise<string> {
    const record = await t.gateway.container.repositories.oneDriveConnections.get();
    return t.gateway.container.infra.secrets.decrypt(record!.accessTokenEncrypted);
  }
});
