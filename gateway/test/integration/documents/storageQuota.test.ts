import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { createDeal } from '../collaboration/helpers';

/** A PDF of exactly `size` bytes. */
const pdf = (size: number, fill = 'a') => {
  const head = '%PDF-1.4\n%';
  const tail = '\n%%EOF\n';
  return Buffer.from(head + fill.repeat(size - head.length - tail.length) + tail);
};

type Doc = { id: string; originalName: string; fileSize: number };

describe('stored-bytes quotas per member and per deal (uploadDocument)', () => {
  let t: TestGateway;
  let member: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({ STORED_BYTES_PER_MEMBER: '5000', STORED_BYTES_PER_DEAL: '3000' });
    member = await t.signInAs('storage-quota-member');
    other = await t.signInAs('storage-quota-other');
    admin = await t.signInAs('storage-quota-admin', { isAdmin: true });
  });
  afterAll(() => t.close());

  const upload = (token: string, dealId: string, fileName: string, content: Buffer) =>
    t.upload(token, { dealId, fileName, content });
  const documentsOf = async (dealId: string): Promise<Doc[]> =>
    (await (await t.request(`/deals/${dealId}/documents`, { token: member.token })).json()) as Doc[];
  const contentOf = async (id: string) =>
    Buffer.from(await (await t.request(`/documents/${id}/download`, { token: member.token })).arrayBuffer());

  it("refuses an upload past the deal's or the member's quota with a specific 413, keeping what is stored", async () => {
    const dealA = await createDeal(t, member, '1 Storage Street');
    const dealB = await createDeal(t, member, '2 Storage Street');
    const first = pdf(1200, 'x');
    expect((await upload(member.token, dealA, 'one.pdf', first)).status).toBe(201);
    expect((await upload(member.token, dealA, 'two.pdf', pdf(1200))).status).toBe(201);

    // Deal A holds 2400 of 3000 bytes.
    const overDeal = await upload(member.token, dealA, 'three.pdf', pdf(1200));
    expect(overDeal.status).toBe(413);
    const dealError = (await overDeal.json()) as { error: string; message: string };
    expect(dealError.error).toBe("This deal's storage quota is full: 2.3 KB of 2.9 KB used, and this file is 1.2 KB");
    expect(dealError.message).toMatch(/deal's storage quota/);

    // The member has 2400 of 5000 bytes; deal B takes 1200 more, then a 1500-byte file is past the member's quota.
    expect((await upload(member.token, dealB, 'four.pdf', pdf(1200))).status).toBe(201);
    const overMember = await upload(member.token, dealB, 'five.pdf', pdf(1500));
    expect(overMember.status).toBe(413);
    expect(((await overMember.json()) as { error: string }).error).toBe(
      'Your storage quota is full: 3.5 KB of 4.9 KB used, and this file is 1.5 KB',
    );

    // Nothing stored before was lost or changed.
    const inA = await documentsOf(dealA);
    expect(inA.map((doc) => doc.originalName).sort()).toEqual(['one.pdf', 'two.pdf']);
    const one = inA.find((doc) => doc.originalName === 'one.pdf')!;
    expect((await contentOf(one.id)).equals(first)).toBe(true);
    expect((await documentsOf(dealB)).map((doc) => doc.originalName)).toEqual(['four.pdf']);

    // Another member's quota is their own.
    const theirs = await createDeal(t, other, '3 Storage Street');
    expect((await upload(other.token, theirs, 'theirs.pdf', pdf(2500))).status).toBe(201);

    // Deleting a document frees its bytes.
    expect((await t.request(`/documents/${one.id}`, { method: 'DELETE', token: member.token })).status).toBe(200);
    expect((await upload(member.token, dealB, 'five.pdf', pdf(1500))).status).toBe(201);
  }, 120_000);

  it('an admin raising the quotas lets the upload through', async () => {
    const deal = await createDeal(t, member, '4 Storage Street');
    const refused = await upload(member.token, deal, 'big.pdf', pdf(2000));
    expect(refused.status).toBe(413);
    const saved = await t.request('/admin/settings/quotas', {
      method: 'PUT',
      token: admin.token,
      json: { storedBytesPerMember: 100_000, storedBytesPerDeal: 100_000 },
    });
    expect(saved.status).toBe(200);
    expect((await upload(member.token, deal, 'big.pdf', pdf(2000))).status).toBe(201);
  }, 60_000);

  it('the running totals agree with the documents (the rollup repair, which also builds them for older data, finds nothing to fix)', async () => {
    const { rollups } = t.gateway.container.services;
    const report = await rollups.repair();
    expect(report).not.toBeNull();
    expect(report!.repaired.filter((key) => key.startsWith('storage:'))).toEqual([]);
    const totals = (await rollups.readAll()).filter((rollup) => rollup._id.startsWith('storage:user:'));
    expect(totals.map((rollup) => rollup.counters.bytes).sort()).toEqual([2500, 5900]);
  }, 60_000);
});
