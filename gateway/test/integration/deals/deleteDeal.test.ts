import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeal, seedDocument } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('DELETE /deals/{id} (deleteDeal)', () => {
  let t: TestGateway;
  let member: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('del-member');
    other = await t.signInAs('del-other');
  });
  afterAll(() => t.close());

  const owner = () => ({ _id: member.user.id, username: 'del-member' });

  it('deletes the deal, its documents and their files on disk', async () => {
    const deal = await seedDeal(t.gateway.container, owner());
    const uploaded = await t.upload(member.token, { dealId: deal._id, fileName: 'appraisal.pdf', content: PDF });
    expect(uploaded.status).toBe(201);
    const seeded = await seedDocument(t.gateway.container, deal, { fileName: 'rent-roll.pdf' });
    const folder = join(t.storageDir, deal.dealId);
    expect(await readdir(folder)).toHaveLength(2);

    const response = await t.request(`/deals/${deal._id}`, { method: 'DELETE', token: member.token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Deal deleted successfully' });

    expect(existsSync(folder)).toBe(false);
    expect(await t.gateway.container.repositories.documents.listByDeal(deal._id)).toEqual([]);
    expect(await t.gateway.container.repositories.documents.findById(seeded._id)).toBeNull();
    expect((await t.request(`/deals/${deal._id}`, { token: member.token })).status).toBe(404);
  });

  it("a member cannot delete another member's deal (404); deal and files stay", async () => {
    const deal = await seedDeal(t.gateway.container, owner());
    const doc = await seedDocument(t.gateway.container, deal);
    const response = await t.request(`/deals/${deal._id}`, { method: 'DELETE', token: other.token });
    expect(response.status).toBe(404);
    expect(await t.gateway.container.repositories.deals.findById(deal._id)).not.toBeNull();
    expect(existsSync(join(t.storageDir, doc.storageKey))).toBe(true);
  });

  it('an admin cannot delete a deal they do not own (404)', async () => {
    const deal = await seedDeal(t.gateway.container, owner());
    const admin = await t.signInAs('del-admin', { isAdmin: true });
    expect((await t.request(`/deals/${deal._id}`, { method: 'DELETE', token: admin.token })).status).toBe(404);
  });

  it('an unknown id answers 404', async () => {
    expect((await t.request('/deals/unknown', { method: 'DELETE', token: member.token })).status).toBe(404);
  });

  it('anonymous 401, pending 403', async () => {
    const deal = await seedDeal(t.gateway.container, owner());
    expect((await t.request(`/deals/${deal._id}`, { method: 'DELETE' })).status).toBe(401);
    const pending = await t.signIn('del-pending');
    expect((await t.request(`/deals/${deal._id}`, { method: 'DELETE', token: pending.token })).status).toBe(403);
  });
});
