import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeal, seedDocument } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import type { DealRecord } from '../../../src/features/deals/model';

describe('DELETE /documents/{id} (deleteDocument)', () => {
  let t: TestGateway;
  let member: SignedIn;
  let other: SignedIn;
  let deal: DealRecord;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('rm-member');
    other = await t.signInAs('rm-other');
    deal = await seedDeal(t.gateway.container, { _id: member.user.id, username: 'rm-member' });
  });
  afterAll(() => t.close());

  const del = (id: string, token = member.token) => t.request(`/documents/${id}`, { method: 'DELETE', token });

  it('deletes the record and the stored file', async () => {
    const doc = await seedDocument(t.gateway.container, deal);
    const file = join(t.storageDir, doc.storageKey);
    expect(existsSync(file)).toBe(true);
    const response = await del(doc._id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Document deleted successfully' });
    expect(existsSync(file)).toBe(false);
    expect(await t.gateway.container.repositories.documents.findById(doc._id)).toBeNull();
    expect((await del(doc._id)).status).toBe(404);
  });

  it("a member cannot delete another member's document (404); the file stays", async () => {
    const doc = await seedDocument(t.gateway.container, deal);
    expect((await del(doc._id, other.token)).status).toBe(404);
    expect(existsSync(join(t.storageDir, doc.storageKey))).toBe(true);
  });

  it("an admin may delete any deal's document", async () => {
    const doc = await seedDocument(t.gateway.container, deal);
    const admin = await t.signInAs('rm-admin', { isAdmin: true });
    expect((await del(doc._id, admin.token)).status).toBe(200);
  });

  it('anonymous 401, pending 403', async () => {
    const doc = await seedDocument(t.gateway.container, deal);
    expect((await t.request(`/documents/${doc._id}`, { method: 'DELETE' })).status).toBe(401);
    const pending = await t.signIn('rm-pending');
    expect((await del(doc._id, pending.token)).status).toBe(403);
  });
});
