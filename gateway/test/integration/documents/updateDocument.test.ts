import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeal, seedDocument } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import type { DocumentRecord } from '../../../src/features/documents/model';

describe('PUT /documents/{id} (updateDocument)', () => {
  let t: TestGateway;
  let member: SignedIn;
  let other: SignedIn;
  let doc: DocumentRecord;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('ren-member');
    other = await t.signInAs('ren-other');
    const deal = await seedDeal(t.gateway.container, { _id: member.user.id, username: 'ren-member' });
    doc = await seedDocument(t.gateway.container, deal, { fileName: 'report.pdf', tags: ['old'] });
  });
  afterAll(() => t.close());

  const put = (json: unknown, token = member.token, id = doc._id) =>
    t.request(`/documents/${id}`, { method: 'PUT', token, json });

  it('renames keeping the extension and replaces the tags (trimmed, unique)', async () => {
    const response = await put({ originalName: 'Final / Signed', tags: [' lender ', 'lender', 'signed', ''] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: doc._id,
      originalName: 'Final _ Signed.pdf',
      tags: ['lender', 'signed'],
    });
    const same = await put({ originalName: 'closing.pdf' });
    expect(await same.json()).toMatchObject({ originalName: 'closing.pdf', tags: ['lender', 'signed'] });
    const tagsOnly = await put({ tags: [] });
    expect(await tagsOnly.json()).toMatchObject({ originalName: 'closing.pdf', tags: [] });
  });

  it('a blank name or too many tags answer 400; an empty body breaks the contract (400)', async () => {
    const blank = await put({ originalName: '   ' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: string }).error).toBe('Document name is required');
    expect((await put({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).status).toBe(400);
    expect((await put({})).status).toBe(400);
  });

  it("a member cannot change another member's document (404)", async () => {
    expect((await put({ originalName: 'mine' }, other.token)).status).toBe(404);
    expect((await put({ originalName: 'x' }, member.token, 'unknown-document')).status).toBe(404);
  });

  it("an admin may rename any deal's document", async () => {
    const admin = await t.signInAs('ren-admin', { isAdmin: true });
    const response = await put({ originalName: 'by-admin' }, admin.token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ originalName: 'by-admin.pdf' });
  });

  it('anonymous 401, pending 403', async () => {
    expect((await t.request(`/documents/${doc._id}`, { method: 'PUT', json: { tags: [] } })).status).toBe(401);
    const pending = await t.signIn('ren-pending');
    expect((await put({ tags: [] }, pending.token)).status).toBe(403);
  });
});
