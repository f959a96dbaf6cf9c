import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rollups } from '../../../src/features/analytics/rollups';
import { sameRollup } from '../../../src/features/analytics/rollupMath';
import { smallPdf } from '../../support/files';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { lenderWithContacts } from '../submissions/support';
import { checked, dealForm, flagOf, getDeal, json, type Deal, type ErrorBody, type Flag } from './support';

type Page<T> = { items: T[]; total: number };
type Analytics = { deals: { total: number; totalValue: number } };
type Notification = { kind: string; title: string; message: string; deal: { id: string } | null };
type MergeResult = {
  deal: Deal;
  flag: Flag;
  moved: Record<'documents' | 'comments' | 'checklistReviews' | 'activities' | 'submissions' | 'quotes', number>;
};

/** Stored rollups equal a full recomputation from the deals. */
async function rollupDifferences(rollups: Rollups): Promise<string[]> {
  const { rollups: truth } = await rollups.recompute();
  const stored = new Map((await rollups.readAll()).map((doc) => [doc._id, doc]));
  const wrong: string[] = [];
  for (const key of new Set([...truth.keys(), ...stored.keys()])) {
    const want = truth.get(key) ?? { counters: {}, recent: [] };
    const have = stored.get(key) ?? { counters: {}, recent: [] };
    if (!sameRollup(have, want)) wrong.push(key);
  }
  return wrong;
}

describe('merging duplicate deals', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let keeper: SignedIn;
  let other: SignedIn;
  let contactId: string;
  let lenderId: string;

  const get = async <T>(path: string, token = admin.token) => json<T>(await t.request(path, { token }));
  /** Everything a deal holds, as the admin reads it. */
  const holdings = async (id: string) => ({
    documents: (await get<{ id: string }[]>(`/deals/${id}/documents`)).map((doc) => doc.id).sort(),
    comments: (await get<Page<{ id: string }>>(`/deals/${id}/comments?limit=100`)).items.map((c) => c.id).sort(),
    activities: (await get<Page<{ id: string }>>(`/deals/${id}/activities?limit=100`)).items.map((a) => a.id),
    submissions: (await get<{ items: { id: string }[] }>(`/admin/deals/${id}/submissions`)).items
      .map((s) => s.id)
      .sort(),
    quotes: (await get<{ items: { id: string }[] }>(`/admin/deals/${id}/quotes`)).items.map((q) => q.id).sort(),
  });
  const counts = async () => ({
    analytics: (await get<Analytics>('/admin/analytics')).deals.total,
    list: (await get<Page<Deal>>('/admin/deals?limit=1')).total,
    pipeline: (await get<{ totalCount?: number; stages: { count: number }[] }>('/admin/deals/pipeline')).stages.reduce(
      (sum, stage) => sum + stage.count,
      0,
    ),
    keeperList: (await get<Page<Deal>>('/deals?limit=1', keeper.token)).total,
    otherList: (await get<Page<Deal>>('/deals?limit=1', other.token)).total,
  });
  /** Calls that changed an opportunity (anything but a read), since `from`. */
  const writesAbout = (opportunityId: string, from: number) =>
    t
      .ghl!.requests()
      .slice(from)
      .filter((request) => request.method !== 'GET' && request.path.includes(opportunityId));

  async function linkedDeal(who: SignedIn, address: string, extra: Record<string, unknown> = {}): Promise<Deal> {
    // A client of its own: GHL keeps one open opportunity per contact in a pipeline.
    const clientEmail = `client-${randomUUID()}@example.com`;
    const created = await json<Deal>(
      await t.request('/deals', {
        method: 'POST',
        token: who.token,
        json: dealForm(address, { clientEmail, ...extra }),
      }),
      201,
    );
    await checked(t, created.id);
    return t.waitFor(async () => {
      const deal = await getDeal(t, who, created.id);
      return deal.ghlOpportunityId ? deal : undefined;
    }, 30_000);
  }

  beforeAll(async () => {
    t = await startTestGateway({}, { ghl: true, smtp: true });
    admin = await t.signInAs('merge-admin', { isAdmin: true });
    keeper = await t.signInAs('merge-keeper');
    other = await t.signInAs('merge-other');
    await t.configureEmail(admin.token, ['ops@portal.example']);
    contactId = (await lenderWithContacts(t, admin, 'Harbor Lending', ['ann@harbor.example']))[0]!;
    const contact = await t.gateway.db.collection('lendercontacts').findOne({ _id: contactId as never });
    lenderId = String(contact!.lenderId);
  }, 120_000);
  afterAll(() => t.close());

  it('moves everything of the merged deal to the kept one, removes it, keeps counts exact and hands its opportunity over with one push', async () => {
    // The kept deal exists before GHL is configured: it has no opportunity of its own.
    const kept = await json<Deal>(
      await t.request('/deals', {
        method: 'POST',
        token: keeper.token,
        json: dealForm('250 Park Avenue South, New York, NY 10003', {
          dealType: 'Refinance',
          sponsorNetWorth: undefined,
        }),
      }),
      201,
    );
    await checked(t, kept.id);
    await t.configureGhl(admin.token, { onDealDeleted: 'markLost' });
    const merged = await linkedDeal(other, '250 Park Ave. S, New York, New York 10003', {
      dealType: 'Refinance',
      sponsorNetWorth: '$40M',
    });
    const opportunityId = merged.ghlOpportunityId!;
    const flag = (await flagOf(t, admin, merged.id))!;
    expect(flag.matches.map((match) => match.deal.id)).toEqual([kept.id]);

    // The merged deal's records: a checklist upload the admin accepted, a comment, a submission, a quote.
    const upload = await t.upload(other.token, {
      dealId: merged.id,
      fileName: 'rent-roll.pdf',
      content: smallPdf(),
      checklistItemId: 'rent-roll',
    });
    expect(upload.status).toBe(201);
    await json(
      await t.request(`/admin/deals/${merged.id}/checklist/rent-roll/review`, {
        method: 'POST',
        token: admin.token,
        json: { decision: 'accept' },
      }),
    );
    await json(
      await t.request(`/deals/${merged.id}/comments`, {
        method: 'POST',
        token: other.token,
        json: { body: 'Rent roll attached' },
      }),
      201,
    );
    await json(
      await t.request(`/admin/deals/${merged.id}/submissions`, {
        method: 'POST',
        token: admin.token,
        json: { sendKey: randomUUID(), contactIds: [contactId], documentIds: [], message: '' },
      }),
    );
    await json(
      await t.request(`/admin/deals/${merged.id}/quotes`, {
        method: 'POST',
        token: admin.token,
        json: {
          lenderId,
          terms: {
            amount: 1_200_000,
            rateType: 'fixed',
            ratePercent: 6.75,
            termMonths: 60,
            amortisationMonths: 300,
            recourse: 'full',
          },
        },
      }),
      201,
    );
    // A comment on the kept deal too: it stays.
    await json(
      await t.request(`/deals/${kept.id}/comments`, { method: 'POST', token: keeper.token, json: { body: 'Ours' } }),
      201,
    );

    const mergedBefore = await holdings(merged.id);
    const keptBefore = await holdings(kept.id);
    expect(mergedBefore.documents).toHaveLength(1);
    expect(mergedBefore.comments).toHaveLength(1);
    expect(mergedBefore.submissions).toHaveLength(1);
    expect(mergedBefore.quotes).toHaveLength(1);
    const before = await counts();
    const ghlMark = t.ghl!.requests().length;

    const result = await json<MergeResult>(
      await t.request(`/admin/duplicates/${flag.id}/merge`, {
        method: 'POST',
        token: admin.token,
        json: { keepDealId: kept.id, mergeDealId: merged.id },
      }),
    );
    expect(result.moved).toEqual({
      documents: 1,
      comments: 1,
      checklistReviews: 1,
      activities: mergedBefore.activities.length,
      submissions: 1,
      quotes: 1,
    });
    expect(result.flag).toMatchObject({ status: 'merged', keptDealId: kept.id, resolvedBy: 'merge-admin' });
    // The kept deal's values stay; its empty ones take the merged deal's.
    expect(result.deal).toMatchObject({
      id: kept.id,
      propertyAddress: '250 Park Avenue South, New York, NY 10003',
      sponsorNetWorth: '$40M',
    });

    // Nothing lost: everything of both is on the kept deal.
    const keptAfter = await holdings(kept.id);
    expect(keptAfter.documents).toEqual([...keptBefore.documents, ...mergedBefore.documents].sort());
    expect(keptAfter.comments).toEqual([...keptBefore.comments, ...mergedBefore.comments].sort());
    expect(keptAfter.submissions).toEqual([...keptBefore.submissions, ...mergedBefore.submissions].sort());
    expect(keptAfter.quotes).toEqual([...keptBefore.quotes, ...mergedBefore.quotes].sort());
    for (const id of [...keptBefore.activities, ...mergedBefore.activities]) expect(keptAfter.activities).toContain(id);
    const checklist = await get<{ items: { id: string; status: string }[] }>(`/deals/${kept.id}/checklist`);
    expect(checklist.items.find((item) => item.id === 'rent-roll')?.status).toBe('Accepted');
    const timeline = await get<Page<{ kind: string }>>(`/deals/${kept.id}/activities?limit=100`);
    expect(timeline.items.map((entry) => entry.kind)).toContain('dealMerged');

    // The merged deal is gone, for everyone.
    expect((await t.request(`/deals/${merged.id}`, { token: admin.token })).status).toBe(404);
    expect((await t.request(`/deals/${merged.id}`, { token: other.token })).status).toBe(404);

    // Counts exact: one deal fewer everywhere, the merged owner's list one fewer, the rollups right.
    const after = await counts();
    expect(after).toEqual({
      analytics: before.analytics - 1,
      list: before.list - 1,
      pipeline: before.pipeline - 1,
      keeperList: before.keeperList,
      otherList: before.otherList - 1,
    });
    await t.gateway.container.services.rollups.flush();
    expect(await rollupDifferences(t.gateway.container.services.rollups)).toEqual([]);

    // GHL: the kept deal took the opportunity over and pushed it once; no delete policy ran.
    expect((await getDeal(t, keeper, kept.id)).ghlOpportunityId).toBe(opportunityId);
    expect(await t.gateway.container.repositories.ghlLinks.dealIdOf(opportunityId)).toBe(kept.id);
    await t.waitFor(() => writesAbout(opportunityId, ghlMark).length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(writesAbout(opportunityId, ghlMark)).toHaveLength(1);
    expect(t.ghl!.opportunity(opportunityId)?.status).toBe('open');
    expect(
      await t.gateway.db.collection('ghlsyncoutcomes').findOne({ _id: `deleted:${merged.id}` } as never),
    ).toBeNull();

    // Both owners are told; the merged deal's owner learns nothing of the kept deal.
    const keeperNote = await t.waitFor(async () =>
      (await get<Page<Notification>>('/notifications?limit=50', keeper.token)).items.find(
        (n) => n.kind === 'dealMerged',
      ),
    );
    expect(keeperNote.deal?.id).toBe(kept.id);
    const otherNoteResponse = await t.request('/notifications?limit=50', { token: other.token });
    const otherNoteText = await otherNoteResponse.text();
    const otherNote = (JSON.parse(otherNoteText) as Page<Notification>).items.find((n) => n.kind === 'dealMerged');
    expect(otherNote).toMatchObject({ deal: null });
    expect(otherNote!.message).toContain(merged.dealId);
    for (const secret of [kept.id, kept.dealId, 'merge-keeper', keeper.user.id])
      expect(otherNoteText).not.toContain(secret);

    // Resolved once.
    const again = await t.request(`/admin/duplicates/${flag.id}/merge`, {
      method: 'POST',
      token: admin.token,
      json: { keepDealId: kept.id, mergeDealId: merged.id },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error).toBe('This flag is already resolved');
  });

  it('applies the delete policy once to the merged opportunity when the kept deal has its own', async () => {
    await t.configureGhl(admin.token, { onDealDeleted: 'markLost' });
    const kept = await linkedDeal(keeper, '9 Canal Street, Boston, MA 02114');
    const merged = await linkedDeal(other, '9 Canal St., Boston, Massachusetts 02114');
    const flag = (await flagOf(t, admin, merged.id))!;
    const ghlMark = t.ghl!.requests().length;
    await json<MergeResult>(
      await t.request(`/admin/duplicates/${flag.id}/merge`, {
        method: 'POST',
        token: admin.token,
        json: { keepDealId: kept.id, mergeDealId: merged.id },
      }),
    );
    const outcome = await t.waitFor(async () => {
      const found = (await t.gateway.db
        .collection('ghlsyncoutcomes')
        .findOne({ _id: `deleted:${merged.id}` } as never)) as { state: string; action: string } | null;
      return found && found.state === 'succeeded' ? found : undefined;
    });
    expect(outcome.action).toBe('opportunity marked lost');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(writesAbout(merged.ghlOpportunityId!, ghlMark)).toHaveLength(1);
    expect(t.ghl!.opportunity(merged.ghlOpportunityId!)?.status).toBe('lost');
    expect((await getDeal(t, keeper, kept.id)).ghlOpportunityId).toBe(kept.ghlOpportunityId);
  });

  it('refuses a deal outside the flag (400 naming the field) and the same deal twice', async () => {
    await t.configureGhl(admin.token);
    const first = await linkedDeal(keeper, '61 Mercer Street, Jersey City, NJ 07302');
    const second = await linkedDeal(other, '61 Mercer St, Jersey City, New Jersey 07302');
    const flag = (await flagOf(t, admin, second.id))!;
    const outsider = await linkedDeal(other, '1 Nowhere Way, Fargo, ND 58102');
    const foreign = await t.request(`/admin/duplicates/${flag.id}/merge`, {
      method: 'POST',
      token: admin.token,
      json: { keepDealId: first.id, mergeDealId: outsider.id },
    });
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as ErrorBody).details?.[0]?.field).toBe('body.mergeDealId');
    const same = await t.request(`/admin/duplicates/${flag.id}/merge`, {
      method: 'POST',
      token: admin.token,
      json: { keepDealId: first.id, mergeDealId: first.id },
    });
    expect(same.status).toBe(400);
    // Nothing happened: both deals are there and the flag is open.
    expect((await t.request(`/deals/${outsider.id}`, { token: other.token })).status).toBe(200);
    expect((await flagOf(t, admin, second.id))?.status).toBe('open');
  });
});
