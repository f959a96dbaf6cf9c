import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeals } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Page = { items: { id: string; stage: string | null }[]; nextCursor: string | null; total: number };
type Paged = { stages: { stage: string; count: number; firstPage: Page }[] };

/** Older data and GHL imports stored stage names the way GHL spelled them at the time. */
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
    await seedDeals(
      t.gateway.container,
      SPELLINGS.map((stage, i) => ({
        owner: { _id: member.user.id, username: 'spelling-member' },
        fields: { stage, createdAt: new Date(start + i * 60_000) },
      })),
    );
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
});
