import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, pdfOfSize, png, zip } from '../../support/files';
import { seedDeal, seedDocument } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import type { DealRecord } from '../../../src/features/deals/model';

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('GET /documents/{id}/download with Range and disposition=inline (the preview)', () => {
  let t: TestGateway;
  let member: SignedIn;
  let other: SignedIn;
  let deal: DealRecord;
  const content = pdfOfSize(100_000);
  let pdfId: string;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('range-member');
    other = await t.signInAs('range-other');
    deal = await seedDeal(t.gateway.container, { _id: member.user.id, username: 'range-member' });
    pdfId = (await seedDocument(t.gateway.container, deal, { fileName: 'Rent roll.pdf', content }))._id;
  });
  afterAll(() => t.close());

  const get = (id: string, headers: Record<string, string> = {}, token = member.token, query = '') =>
    t.request(`/documents/${id}/download${query}`, { token, headers });

  it('a whole download says ranges are accepted', async () => {
    const response = await get(pdfId);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect((await bytesOf(response)).equals(content)).toBe(true);
  });

  it('bytes=a-b answers 206 with exactly those bytes and Content-Range', async () => {
    const response = await get(pdfId, { Range: 'bytes=1000-5999' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 1000-5999/${content.length}`);
    expect(response.headers.get('content-length')).toBe('5000');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect((await bytesOf(response)).equals(content.subarray(1000, 6000))).toBe(true);
  });

  it('an open range runs to the end; a suffix range is the last n bytes', async () => {
    const open = await get(pdfId, { Range: 'bytes=99000-' });
    expect(open.status).toBe(206);
    expect(open.headers.get('content-range')).toBe(`bytes 99000-99999/${content.length}`);
    expect((await bytesOf(open)).equals(content.subarray(99_000))).toBe(true);

    const suffix = await get(pdfId, { Range: 'bytes=-1024' });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe(`bytes 98976-99999/${content.length}`);
    expect((await bytesOf(suffix)).equals(content.subarray(-1024))).toBe(true);

    const past = await get(pdfId, { Range: 'bytes=99990-200000' });
    expect(past.status).toBe(206);
    expect((await bytesOf(past)).equals(content.subarray(99_990))).toBe(true);
  });

  it('a range starting past the end answers 416 with the size', async () => {
    const response = await get(pdfId, { Range: `bytes=${content.length}-` });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${content.length}`);
    expect(await response.json()).toMatchObject({ error: 'Range not satisfiable' });
  });

  it('a malformed or multi-part range is ignored: the whole file', async () => {
    for (const range of ['bytes=0-1,5-9', 'pages=1', 'bytes=9-2']) {
      const response = await get(pdfId, { Range: range });
      expect(response.status).toBe(200);
      expect((await bytesOf(response)).equals(content)).toBe(true);
    }
  });

  it('disposition=inline answers a PDF, JPG or PNG with its own type, inline, nosniff', async () => {
    const pdf = await get(pdfId, { Range: 'bytes=0-99' }, member.token, '?disposition=inline');
    expect(pdf.status).toBe(206);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `inline; filename="Rent roll.pdf"; filename*=UTF-8''Rent%20roll.pdf`,
    );
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await bytesOf(pdf)).equals(content.subarray(0, 100))).toBe(true);

    for (const [fileName, bytes, type] of [
      ['photo.jpg', jpeg(), 'image/jpeg'],
      ['site.png', png(), 'image/png'],
    ] as const) {
      const doc = await seedDocument(t.gateway.container, deal, { fileName, content: bytes, mimeType: type });
      const response = await get(doc._id, {}, member.token, '?disposition=inline');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('content-disposition')).toMatch(/^inline; /);
      expect((await bytesOf(response)).equals(bytes)).toBe(true);
    }
  });

  it('disposition=inline refuses any other type (400), so nothing else is ever rendered by the browser', async () => {
    const doc = await seedDocument(t.gateway.container, deal, {
      fileName: 'model.zip',
      content: zip({ 'a.txt': 'a' }),
      mimeType: 'application/zip',
    });
    const response = await get(doc._id, {}, member.token, '?disposition=inline');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Only PDF, JPG and PNG documents can be previewed' });
    expect((await get(doc._id, {}, member.token, '?disposition=preview')).status).toBe(400);
  });

  it("another member gets 404 for a range or a preview of someone else's document; an admin may", async () => {
    expect((await get(pdfId, { Range: 'bytes=0-99' }, other.token)).status).toBe(404);
    expect((await get(pdfId, {}, other.token, '?disposition=inline')).status).toBe(404);
    const admin = await t.signInAs('range-admin', { isAdmin: true });
    const response = await get(pdfId, { Range: 'bytes=0-99' }, admin.token, '?disposition=inline');
    expect(response.status).toBe(206);
    expect((await bytesOf(response)).equals(content.subarray(0, 100))).toBe(true);
  });

  it('a browser on the portal may send Range and read Content-Range and Accept-Ranges (CORS)', async () => {
    const origin = new URL(t.config.FRONTEND_ORIGINS[0]!).origin;
    const preflight = await t.request(`/documents/${pdfId}/download`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,range',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('range');
    const response = await get(pdfId, { Range: 'bytes=0-9', Origin: origin });
    const exposed = response.headers.get('access-control-expose-headers')?.toLowerCase() ?? '';
    for (const name of ['accept-ranges', 'content-range', 'content-length']) expect(exposed).toContain(name);
  });
});
