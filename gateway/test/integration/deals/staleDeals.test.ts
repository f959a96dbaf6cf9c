import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_STAGES } from '../../../sandbox/ghl';
import { backfillStageEnteredAt } from '../../../src/features/deals/stageEnteredAtBackfill';
import { seedDeals, seedGhlLinkedDeal, seedUser } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Deal = {
  id: string;
  dealId: string;
  userId: string;
  stage: string | null;
  propertyType: string | null;
  stageEnteredAt: string;
  daysInStage: number;
  stale: boolean;
};
type Page = { items: Deal[]; nextCursor: string | null; total: number };
type Thresholds = { stages: { stage: string; days: number | null }[]; updatedAt: string | null };
type Pipeline = { total: number; stages: { stage: string; count: number; firstPage?: Page }[] };

const DAY = 24 * 3600 * 1000;
const STAGES = [
  'Qualification',
  'Needs Analysis',
  'Lender Submission',
  'Proposal',
  'Signed Proposal',
  'Underwriting',
  'Approved',
  'Closed',
];

const form = (email: string) => ({
  clientFirstName: 'Grace',
  clientLastName: 'Hopper',
  clientPhone: '555-0142',
  clientEmail: email,
  propertyAddress: '9 Compiler Court, Arlington',
  loanRequest: '$2M',
});

describe('stale deals: days in stage, thresholds and the stale filter', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { ghl: true });
    admin = await t.signInAs('stale-admin', { isAdmin: true });
    member = await t.signInAs('stale-member');
    await t.configureGhl(admin.token);
  });
  afterAll(() => t.close());

  /** Moves the clock on, then signs in again (access tokens expire as the clock moves). */
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    admin = await t.signInAs('stale-admin', { isAdmin: true });
    member = await t.signInAs('stale-member');
  };

  const json = async <T>(path: string, token: string): Promise<T> => {
    const response = await t.request(path, { token });
    expect(response.status, `${path}: ${response.status}`).toBe(200);
    return (await response.json()) as T;
  };
  const read = (id: string, token = member.token) => json<Deal>(`/deals/${id}`, token);
  const saveThresholds = (stages: { stage: string; days: number | null }[], token = admin.token) =>
    t.request('/admin/settings/stale-thresholds', { method: 'PUT', token, json: { stages } });
  const now = () => t.clock.now().toISOString();

  describe('GET/PUT /admin/settings/stale-thresholds', () => {
    it('lists every stage with its default until an admin saves; a Closed deal is never stale', async () => {
      const thresholds = await json<Thresholds>('/admin/settings/stale-thresholds', admin.token);
      expect(thresholds.stages.map((row) => row.stage)).toEqual(STAGES);
      expect(thresholds.stages.find((row) => row.stage === 'Qualification')).toEqual({
        stage: 'Qualification',
        days: 7,
      });
      expect(thresholds.stages.find((row) => row.stage === 'Closed')).toEqual({ stage: 'Closed', days: null });
      expect(thresholds.updatedAt).toBeNull();
    });

    it('only admins read or change the thresholds (members and pending users 403, anonymous 401)', async () => {
      const pending = await t.signInAs('stale-pending', { isWhitelisted: false });
      for (const token of [member.token, pending.token]) {
        expect((await t.request('/admin/settings/stale-thresholds', { token })).status).toBe(403);
        expect((await saveThresholds([{ stage: 'Proposal', days: 1 }], token)).status).toBe(403);
      }
      expect((await t.request('/admin/settings/stale-thresholds')).status).toBe(401);
      const unchanged = await json<Thresholds>('/admin/settings/stale-thresholds', admin.token);
      expect(unchanged.stages.find((row) => row.stage === 'Proposal')?.days).toBe(14);
    });

    it.each([
      [[{ stage: 'Site Visit', days: 5 }], 'Unknown stage: Site Visit', 'body.stages.0.stage'],
      [
        [{ stage: 'Proposal', days: 0 }],
        'Proposal: days in stage must be a whole number from 1 to 365, or empty for never stale',
        'body.stages.0.days',
      ],
      [
        [{ stage: 'Proposal', days: 366 }],
        'Proposal: days in stage must be a whole number from 1 to 365, or empty for never stale',
        'body.stages.0.days',
      ],
      [
        [{ stage: 'Underwriting', days: 2.5 }],
        'Underwriting: days in stage must be a whole number from 1 to 365, or empty for never stale',
        'body.stages.0.days',
      ],
      [
        [
          { stage: 'Proposal', days: 3 },
          { stage: 'Proposal', days: 4 },
        ],
        'Proposal is listed more than once',
        'body.stages.1.stage',
      ],
    ])('refuses %j with 400 naming the stage', async (stages, message, field) => {
      const response = await saveThresholds(stages);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; details: { field: string; message: string }[] };
      expect(body.message).toBe(message);
      expect(body.details).toContainEqual({ field, message });
    });

    it('a saved stage changes; stages left out keep theirs; null means never stale', async () => {
      const response = await saveThresholds([
        { stage: 'Needs Analysis', days: 3 },
        { stage: 'Approved', days: null },
      ]);
      expect(response.status).toBe(200);
      const saved = (await response.json()) as Thresholds;
      expect(saved.updatedAt).toBe(now());
      const byStage = Object.fromEntries(saved.stages.map((row) => [row.stage, row.days]));
      expect(byStage).toMatchObject({ 'Needs Analysis': 3, Approved: null, Qualification: 7, Proposal: 14 });
      expect(await json<Thresholds>('/admin/settings/stale-thresholds', admin.token)).toEqual(saved);
    });
  });

  describe('stageEnteredAt follows every stage change, whatever its path', () => {
    it('a deal created in the portal entered Qualification when it was created; an edit does not move it', async () => {
      const created = (await (
        await t.request('/deals', { method: 'POST', token: member.token, json: form('created@example.com') })
      ).json()) as Deal;
      expect(created).toMatchObject({ stage: 'Qualification', stageEnteredAt: now(), daysInStage: 0, stale: false });
      const enteredAt = created.stageEnteredAt;
      await advance(2 * DAY);
      const edited = await t.request(`/deals/${created.id}`, {
        method: 'PUT',
        token: member.token,
        json: { ...form('created@example.com'), propertyVintage: '1999' },
      });
      expect(edited.status).toBe(200);
      expect(await edited.json()).toMatchObject({ stageEnteredAt: enteredAt, daysInStage: 2 });
    });

    it('a GHL webhook moving the opportunity sets it to the time of the change', async () => {
      const owner = { _id: member.user.id, username: 'stale-member' };
      const { deal, opportunityId } = await seedGhlLinkedDeal(t.gateway.container, t.ghl!, owner, {
        stageEnteredAt: new Date(t.clock.now().getTime() - 40 * DAY),
      });
      expect(await read(deal._id)).toMatchObject({ daysInStage: 40, stale: true });
      t.clock.advance(60_000);
      await t.ghl!.moveOpportunity(opportunityId, SANDBOX_STAGES.proposal.id);
      const ack = await t.ghl!.sendSignedWebhook(
        t.gateway.url,
        t.ghl!.webhookEvent('OpportunityStageUpdate', opportunityId),
      );
      expect(await ack.json()).toEqual({ received: true, applied: true });
      expect(await read(deal._id)).toMatchObject({
        stage: 'Proposal',
        stageEnteredAt: now(),
        daysInStage: 0,
        stale: false,
      });
    });

    it('a sync that takes GHL’s stage sets it too', async () => {
      const owner = { _id: member.user.id, username: 'stale-member' };
      const { deal } = await seedGhlLinkedDeal(
        t.gateway.container,
        t.ghl!,
        owner,
        { stageEnteredAt: new Date(t.clock.now().getTime() - 20 * DAY) },
        { stageId: SANDBOX_STAGES.lenderSubmission.id },
      );
      t.clock.advance(60_000);
      const response = await t.request('/deals/sync/ghl', {
        method: 'POST',
        token: admin.token,
        json: { dealIds: [deal._id] },
      });
      expect(response.status).toBe(200);
      expect(await read(deal._id)).toMatchObject({ stage: 'Lender Submission', stageEnteredAt: now(), daysInStage: 0 });
    });

    it('an import sets it when the deal is created, and a re-import that moves the stage sets it again', async () => {
      const opportunity = t.ghl!.addOpportunity({
        name: 'Imported stale check',
        contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.stale@example.com' },
        stageId: SANDBOX_STAGES.needsAnalysis.id,
      });
      const importIt = async () => {
        const response = await t.request('/admin/ghl/import-opportunity', {
          method: 'POST',
          token: admin.token,
          json: { opportunityId: opportunity.id, userId: member.user.id },
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { deal: Deal }).deal;
      };
      const imported = await importIt();
      expect(imported).toMatchObject({ stage: 'Needs Analysis', stageEnteredAt: now(), daysInStage: 0 });
      await advance(4 * DAY);
      // Needs Analysis was set to 3 days above: four days later the imported deal is stale.
      expect(await read(imported.id)).toMatchObject({ daysInStage: 4, stale: true });
      await t.ghl!.moveOpportunity(opportunity.id, SANDBOX_STAGES.signedProposal.id);
      const reimported = await importIt();
      expect(reimported).toMatchObject({
        stage: 'Signed Proposal',
        stageEnteredAt: now(),
        daysInStage: 0,
        stale: false,
      });
    });

    it('deals stored before stageEnteredAt existed get it from their history, else stageLastUpdated, else creation', async () => {
      const owner = await seedUser(t.gateway.container, { username: 'stale-legacy-owner' });
      const created = new Date('2026-01-05T10:00:00.000Z');
      const changed = new Date('2026-02-01T09:00:00.000Z');
      const updated = new Date('2026-03-01T08:00:00.000Z');
      const raw = t.gateway.db.collection('deals');
      const legacy = (id: string, fields: Record<string, unknown>) => ({
        _id: id,
        dealId: `DL-LEGACY-${id}`,
        userId: owner._id,
        stage: 'Proposal',
        status: 'Open',
        stageHistory: [],
        stageLastUpdated: null,
        createdAt: created,
        updatedAt: created,
        ...fields,
      });
      await raw.insertMany([
        legacy('legacy-history', {
          stageHistory: [{ from: 'Qualification', to: 'Proposal', at: changed, source: 'webhook' }],
          stageLastUpdated: changed,
        }),
        legacy('legacy-updated', { stageLastUpdated: updated }),
        legacy('legacy-created', {}),
      ] as never[]);
      await t.gateway.db.collection('settings').deleteOne({ _id: 'migration:stageEnteredAt' } as never);
      expect(await backfillStageEnteredAt(t.gateway.db, t.gateway.container.log)).toBeGreaterThanOrEqual(3);
      const stored = await raw
        .find({ _id: { $in: ['legacy-history', 'legacy-updated', 'legacy-created'] } } as never)
        .toArray();
      const enteredAt = Object.fromEntries(
        stored.map((deal) => [deal._id, (deal.stageEnteredAt as Date).toISOString()]),
      );
      expect(enteredAt).toEqual({
        'legacy-history': changed.toISOString(),
        'legacy-updated': updated.toISOString(),
        'legacy-created': created.toISOString(),
      });
      // Done once: a second start does not scan again.
      expect(await backfillStageEnteredAt(t.gateway.db, t.gateway.container.log)).toBe(0);
      await raw.deleteMany({ _id: { $in: ['legacy-history', 'legacy-updated', 'legacy-created'] } } as never);
    });
  });

  describe('staleness and the stale=true filter', () => {
    let owner: SignedIn;
    let other: SignedIn;
    /** Deals by name: back-dated into their stage. */
    const deals: Record<string, string> = {};

    beforeAll(async () => {
      owner = await t.signInAs('stale-owner');
      other = await t.signInAs('stale-other');
      const c = t.gateway.container;
      const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY - 60_000);
      const mine = { _id: owner.user.id, username: 'stale-owner' };
      const theirs = { _id: other.user.id, username: 'stale-other' };
      const base = t.clock.now().getTime() - 200 * DAY;
      const seeded = await seedDeals(c, [
        // Qualification: 7 days; Proposal: 14; Closed: never; Approved: never (saved above).
        { owner: mine, fields: { stage: 'Qualification', stageEnteredAt: ago(8), createdAt: new Date(base + 1) } },
        { owner: mine, fields: { stage: 'Qualification', stageEnteredAt: ago(6), createdAt: new Date(base + 2) } },
        {
          owner: mine,
          fields: {
            stage: 'Proposal Stage',
            stageEnteredAt: ago(15),
            createdAt: new Date(base + 3),
            propertyType: 'Retail',
          },
        },
        { owner: mine, fields: { stage: 'Proposal', stageEnteredAt: ago(13), createdAt: new Date(base + 4) } },
        { owner: mine, fields: { stage: 'Closed', stageEnteredAt: ago(300), createdAt: new Date(base + 5) } },
        { owner: mine, fields: { stage: 'Approved', stageEnteredAt: ago(300), createdAt: new Date(base + 6) } },
        { owner: mine, fields: { stage: null, stageEnteredAt: ago(300), createdAt: new Date(base + 7) } },
        { owner: theirs, fields: { stage: 'Qualification', stageEnteredAt: ago(30), createdAt: new Date(base + 8) } },
      ]);
      [
        'staleQualification',
        'freshQualification',
        'staleProposal',
        'freshProposal',
        'closed',
        'approved',
        'noStage',
        'othersStale',
      ].forEach((name, i) => (deals[name] = seeded[i]!._id));
    });

    const list = (path: string, token: string) => json<Page>(path, token);
    const ids = (page: Page) => page.items.map((deal) => deal.id);

    it('each deal carries its days in stage and whether that is past its stage’s threshold', async () => {
      const page = await list('/deals', owner.token);
      const byId = new Map(page.items.map((deal) => [deal.id, deal]));
      expect(byId.get(deals.staleQualification!)).toMatchObject({ daysInStage: 8, stale: true });
      expect(byId.get(deals.freshQualification!)).toMatchObject({ daysInStage: 6, stale: false });
      // Written in GHL's spelling, stored (and judged) as its normalised stage.
      expect(byId.get(deals.staleProposal!)).toMatchObject({ stage: 'Proposal', daysInStage: 15, stale: true });
      expect(byId.get(deals.freshProposal!)).toMatchObject({ daysInStage: 13, stale: false });
      expect(byId.get(deals.closed!)).toMatchObject({ daysInStage: 300, stale: false });
      expect(byId.get(deals.approved!)).toMatchObject({ stale: false });
      expect(byId.get(deals.noStage!)).toMatchObject({ stale: false });
    });

    it('GET /deals?stale=true lists only the caller’s stale deals, with the right total and a cursor bound to the filter', async () => {
      const all = await list('/deals?stale=true', owner.token);
      expect(ids(all).sort()).toEqual([deals.staleQualification, deals.staleProposal].sort());
      expect(all.total).toBe(2);
      expect(ids(all)).not.toContain(deals.othersStale);

      const first = await list('/deals?stale=true&limit=1', owner.token);
      expect(first).toMatchObject({ total: 2, items: [{ id: deals.staleProposal }] });
      const second = await list(
        `/deals?stale=true&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`,
        owner.token,
      );
      expect(second).toMatchObject({ total: 2, nextCursor: null, items: [{ id: deals.staleQualification }] });
      // The cursor of the stale list is refused on the unfiltered one.
      const foreign = await t.request(`/deals?limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`, {
        token: owner.token,
      });
      expect(foreign.status).toBe(400);
      expect(await list('/deals?stale=false', owner.token)).toMatchObject({ total: 7 });
    });

    it('GET /admin/deals?stale=true lists every owner’s stale deals and combines with the other filters', async () => {
      const page = await list(`/admin/deals?stale=true&limit=200`, admin.token);
      expect(ids(page)).toEqual(
        expect.arrayContaining([deals.staleQualification, deals.staleProposal, deals.othersStale]),
      );
      expect(ids(page)).not.toContain(deals.freshQualification);
      expect(page.items.every((deal) => deal.stale)).toBe(true);
      expect(page.total).toBe(page.items.length);
      const retail = await list(`/admin/deals?stale=true&propertyType=Retail&userId=${owner.user.id}`, admin.token);
      expect(ids(retail)).toEqual([deals.staleProposal]);
      const mine = await list(`/admin/deals?stale=true&userId=${owner.user.id}&limit=1`, admin.token);
      expect(mine.total).toBe(2);
      const next = await list(
        `/admin/deals?stale=true&userId=${owner.user.id}&limit=1&cursor=${encodeURIComponent(mine.nextCursor!)}`,
        admin.token,
      );
      expect(ids(next)).toEqual([deals.staleQualification]);
    });

    it('the pipelines with stale=true count and page only stale deals; a stage’s first page continues on the stale list', async () => {
      const pipeline = await json<Pipeline>('/deals/pipeline?stale=true&pageLimit=1', owner.token);
      expect(pipeline.total).toBe(2);
      expect(
        pipeline.stages.map(({ stage, count }) => ({ stage, count })).sort((a, b) => a.stage.localeCompare(b.stage)),
      ).toEqual([
        { stage: 'Proposal', count: 1 },
        { stage: 'Qualification', count: 1 },
      ]);
      expect(pipeline.stages.find((s) => s.stage === 'Qualification')?.firstPage?.items[0]?.id).toBe(
        deals.staleQualification,
      );

      const everyone = await json<Pipeline>(
        `/admin/deals/pipeline?stale=true&userId=${other.user.id}&pageLimit=5`,
        admin.token,
      );
      expect(everyone).toMatchObject({ total: 1, stages: [{ stage: 'Qualification', count: 1 }] });
      expect(everyone.stages[0]!.firstPage!.items.map((deal) => deal.id)).toEqual([deals.othersStale]);

      const unfiltered = await json<Pipeline>('/deals/pipeline', owner.token);
      expect(unfiltered.total).toBe(7);
    });
    it('a threshold saved by an admin applies to the next read, and time passing makes a deal stale', async () => {
      expect((await saveThresholds([{ stage: 'Proposal', days: 12 }])).status).toBe(200);
      expect(ids(await list('/deals?stale=true', owner.token))).toContain(deals.freshProposal);
      expect((await read(deals.freshProposal!, owner.token)).stale).toBe(true);
      expect((await saveThresholds([{ stage: 'Proposal', days: 14 }])).status).toBe(200);
      expect(ids(await list('/deals?stale=true', owner.token))).not.toContain(deals.freshProposal);

      // A day later the six-day Qualification deal is past its seven days.
      await advance(1 * DAY + 120_000);
      owner = await t.signInAs('stale-owner');
      expect(ids(await list('/deals?stale=true', owner.token))).toContain(deals.freshQualification);
    });
  });
});
