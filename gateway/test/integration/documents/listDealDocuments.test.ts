import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeal, seedDocument } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import type { DealRecord } from '../../../src/features/deals/model';

/** GET /deals/{id}/documents and GET /documents/deal/{dealId} give the same answer. */
describe.each([
  ['listDealDocuments', (id: string) => `/deals/${id}/documents`],
  ['listDocumentsByDeal', (id: string) => `/documents/deal/${id}`],
])('%s', (_operation, path) => {
  let t: TestGateway;
  let member: SignedIn;
  let other: SignedIn;
  let deal: DealRecord;
  let otherDeal: DealRecord;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('docs-member');
    other = await t.signInAs('docs-other');
    const c = t.gateway.container;
    deal = await seedDeal(c, { _id: member.user.id, username: 'docs-member' });
    otherDeal = await seedDeal(c, { _id: other.user.id, username: 'docs-other' });
    await seedDocument(c, deal, {
      fileName: 'old.pdf',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      tags: ['appraisal'],
    });
    await seedDocument(c, deal, { fileName: 'new.pdf', createdAt: new Date('2026-02-01T00:00:00Z') });
    await seedDocument(c, otherDeal, { fileName: 'not-yours.pdf' });
  });
  afterAll(() => t.close());

  it("lists the deal's documents, newest first", async () => {
    const response = await t.request(path(deal._id), { token: member.token });
    expect(response.status).toBe(200);
    const docs = (await response.json()) as {
      originalName: string;
      dealId: string;
      tags: string[];
      oneDriveUrl: null;
    }[];
    expect(docs.map((d) => d.originalName)).toEqual(['new.pdf', 'old.pdf']);
    expect(docs[1]).toMatchObject({
      dealId: deal._id,
      tags: ['appraisal'],
      oneDriveUrl: null,
      mimeType: 'application/pdf',
    });
  });

  it("a member cannot list another member's deal documents (404)", async () => {
    const response = await t.request(path(otherDeal._id), { token: member.token });
    expect(response.status).toBe(404);
    expect((await t.request(path('unknown-deal'), { token: member.token })).status).toBe(404);
  });

  it("an admin lists any deal's documents", async () => {
    const admin = await t.signInAs('docs-admin', { isAdmin: true });
    const docs = (await (await t.request(path(otherDeal._id), { token: admin.token })).json()) as {
      originalName: string;
    }[];
    expect(docs.map((d) => d.originalName)).toEqual(['not-yours.pdf']);
  });

  it('anonymous 401, pending 403', async () => {
    expect((await t.request(path(deal._id))).status).toBe(401);
    const pending = await t.signIn('docs-pending');
    expect((await t.request(path(deal._id), { token: pending.token })).status).toBe(403);
  });
});
