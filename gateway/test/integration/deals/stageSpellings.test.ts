import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseStoredStageNames } from '../../../src/features/deals/stageNames';
import { seedDeals } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Page = { items: { id: string; stage: string | null }[]; nextCursor: string | null; total: number };
type Paged = { stages: { stage: string; count: number; firstPage: Page }[] };

/** Older data and early GHL imports stored stage names the way GHL spelled them at the time. */
const SPELLINGS = [
  'Proposal',
  'Proposal Stage',
  'Proposal stage',
  ' Proposal  STAGE ',
  'Initial Qualification Stage',
  'initial qualification',
  'Qualification',
  'Lender  Submission',
  'Lender Submission Stage',
];

describe('the pipeline’s first page per stage and GET /deals?stage= agree on oddly spelled stages', () => {
  let t: TestGateway;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('spelling-member');
    const start = Date.UTC(2025, 0, 1);
    const seeded = await seedDeals(
      t.gateway.container,
      SPELLINGS.map((stage, i) => ({
        owner: { _id: member.user.id, username: 'spelling-member' },
        fields: { stage, createdAt: new Date(start + i * 60_000) },
      })),
    );
    // Every write stores the normalised name; older databases hold GHL's spellings as they were.
    const deals = t.gateway.db.collection<{ _id: string; stage: string }>('deals');
    for (const [i, deal] of seeded.entries())
      await deals.updateOne({ _id: deal._id }, { $set: { stage: SPELLINGS[i]! } });
    await t.gateway.db.collection('settings').deleteOne({ _id: 'migration:stageNames' as never });
    // The start-up migration stores them normalised once (and not again at the next start).
    expect(await normaliseStoredStageNames(t.gateway.db, t.gateway.container.log)).toBe(7);
    expect(await normaliseStoredStageNames(t.gateway.db, t.gateway.container.log)).toBe(0);
    expect((await deals.distinct('stage')).sort()).toEqual(['Lender Submission', 'Proposal', 'Qualification']);
  });
  afterAll(() => t.close());

  it('each stage’s first page is the stage-filtered list, and the list holds every deal the header counts', async () => {
    const response = await t.request('/deals/pipeline?pageLimit=50', { token: member.token });
    expect(response.status).toBe(200);
    const pipeline = (await response.json()) as Paged;
    const counts = Object.fromEntries(pipeline.stages.map((stage) => [stage.stage, stage.count]));
    expect(counts).toEqual({ Proposal: 4, Qualification: 3, 'Lender Submission': 2 });
    for (const stage of pipeline.stages) {
      const listed = await t.request(`/deals?limit=50&stage=${encodeURIComponent(stage.stage)}`, {
        token: member.token,
      });
      expect(listed.status).toBe(200);
      const page = (await listed.json()) as Page;
      expect(page, stage.stage).toEqual(stage.firstPage);
      expect(page.total).toBe(stage.count);
      expect(page.items).toHaveLength(stage.count);
    }
  });

  it('a stage written in GHL’s spelling (imports, tools) is stored normalised, so the stage filter finds it', async () => {
    const [deal] = await seedDeals(t.gateway.container, [
      { owner: { _id: member.user.id, username: 'spelling-member' }, fields: { stage: 'Closing Stage' } },
    ]);
    const stored = () => t.gateway.db.collection('deals').findOne({ _id: deal!._id as never });
    expect((await stored())?.stage).toBe('Closing');
    await t.gateway.container.repositories.deals.update(deal!._id, { stage: ' signed  proposal stage ' });
    expect((await stored())?.stage).toBe('signed proposal');
    const listed = (await (await t.request('/deals?stage=signed%20proposal', { token: member.token })).json()) as Page;
    expect(listed.items.map((item) => item.id)).toEqual([deal!._id]);
  });
});
