import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeal, seedDocument } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import type { DealRecord } from '../../../src/features/deals/model';

describe('GET /documents/{id}/download (downloadDocument)', () => {
  let t: TestGateway;
  let member: SignedIn;
  let other: SignedIn;
  let deal: DealRecord;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('dl-member');
    other = await t.signInAs('dl-other');
    deal = await seedDeal(t.gateway.container, { _id: member.user.id, username: 'dl-member' });
  });
  afterAll(() => t.close());

  const get = (id: string, token = member.token) => t.request(`/documents/${id}/download`, { token });

  it('streams the bytes as an attachment with a safe name, never inline', async () => {
    const content = Buffer.from('%PDF-1.4\nhello\n%%EOF\n');
    const doc = await seedDocument(t.gateway.container, deal, { fileName: 'Résumé "final".pdf', content });
    const response = await get(doc._id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-length')).toBe(String(content.length));
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20_final_.pdf`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(content)).toBe(true);
  });

  it("a member cannot download another member's document (404)", async () => {
    const doc = await seedDocument(t.gateway.container, deal);
    expect((await get(doc._id, other.token)).status).toBe(404);
    expect((await get('unknown-document')).status).toBe(404);
  });

  it("an admin may download any deal's document", async () => {
    const doc = await seedDocument(t.gateway.container, deal);
    const admin = await t.signInAs('dl-admin', { isAdmin: true });
    expect((await get(doc._id, admin.token)).status).toBe(200);
  });

  it('a stored file that went missing answers 502, not a stack trace', async () => {
    const doc = await seedDocument(t.gateway.container, deal);
    await rm(join(t.storageDir, doc.storageKey));
    const response = await get(doc._id);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: 'Could not read the document right now. Please try again.',
      message: 'Could not read the document right now. Please try again.',
      requestId: expect.any(String),
    });
  });

  it('anonymous 401, pending 403', async () => {
    const doc = await seedDocument(t.gateway.container, deal);
    expect((await t.request(`/documents/${doc._id}/download`)).status).toBe(401);
    const pending = await t.signIn('dl-pending');
    expect((await get(doc._id, pending.token)).status).toBe(403);
  });
});
