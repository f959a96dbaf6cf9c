import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeal, seedDocument } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

describe('GET /documents (listDocuments) and GET /admin/documents (listAllDocuments)', () => {
  let t: TestGateway;
  let member: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('mine-member');
    other = await t.signInAs('mine-other');
    admin = await t.signInAs('mine-admin', { isAdmin: true });
    const c = t.gateway.container;
    const first = await seedDeal(c, { _id: member.user.id, username: 'mine-member' });
    const second = await seedDeal(c, { _id: member.user.id, username: 'mine-member' });
    const theirs = await seedDeal(c, { _id: other.user.id, username: 'mine-other' });
    await seedDocument(c, first, { fileName: 'a.pdf', createdAt: new Date('2026-01-01T00:00:00Z') });
    // Uploaded by an admin onto the member's deal: still the member's document.
    await seedDocument(c, second, {
      fileName: 'b.pdf',
      createdAt: new Date('2026-03-01T00:00:00Z'),
      uploaderId: admin.user.id,
    });
    await seedDocument(c, theirs, { fileName: 'c.pdf', createdAt: new Date('2026-02-01T00:00:00Z') });
  });
  afterAll(() => t.close());

  it('a member gets the documents of their own deals only, newest first', async () => {
    const response = await t.request('/documents', { token: member.token });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { items: { originalName: string }[] }).items.map((d) => d.originalName)).toEqual(
      ['b.pdf', 'a.pdf'],
    );
    const theirs = (
      (await (await t.request('/documents', { token: other.token })).json()) as { items: { originalName: string }[] }
    ).items;
    expect(theirs.map((d) => d.originalName)).toEqual(['c.pdf']);
  });

  it('the admin list has every document, newest first', async () => {
    const response = await t.request('/admin/documents', { token: admin.token });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { items: { originalName: string }[] }).items.map((d) => d.originalName)).toEqual(
      ['b.pdf', 'c.pdf', 'a.pdf'],
    );
  });

  it('anonymous 401, pending 403 on both; member 403 on the admin list', async () => {
    expect((await t.request('/documents')).status).toBe(401);
    expect((await t.request('/admin/documents')).status).toBe(401);
    const pending = await t.signIn('mine-pending');
    expect((await t.request('/documents', { token: pending.token })).status).toBe(403);
    expect((await t.request('/admin/documents', { token: pending.token })).status).toBe(403);
    expect((await t.request('/admin/documents', { token: member.token })).status).toBe(403);
  });
});
