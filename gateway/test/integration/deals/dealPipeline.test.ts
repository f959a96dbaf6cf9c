import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeals, seedUser } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Stage = {
  stage: string;
  count: number;
  totalAmount: number;
  propertyTypes: { name: string; count: number }[];
  lastStageUpdate: string | null;
};
type Pipeline = { total: number; stages: Stage[] };

describe('GET /deals/pipeline and GET /admin/deals/pipeline (stage headers), and the stage filter', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('pipe-admin', { isAdmin: true });
    member = await t.signInAs('pipe-member');
    const c = t.gateway.container;
    const mine = { _id: member.user.id, username: 'pipe-member' };
    const other = await seedUser(c, { username: 'pipe-other' });
    const at = (day: number) => new Date(Date.UTC(2026, 1, day, 12));
    await seedDeals(c, [
      {
        owner: mine,
        fields: { stage: 'Qualification', loanRequest: '$1.5M', propertyType: 'Office', createdAt: at(1) },
      },
      {
        owner: mine,
        fields: {
          stage: 'Qualification',
          loanRequest: '500K',
          propertyType: 'Office',
          createdAt: at(2),
          stageLastUpdated: at(20),
        },
      },
      {
        owner: mine,
        fields: {
          stage: 'Qualification',
          loanRequest: '$2M',
          propertyType: 'Retail',
          status: 'Closed',
          createdAt: at(3),
          stageLastUpdated: at(10),
        },
      },
      // Stored before stage names were normalised: still Qualification.
      {
        owner: mine,
        fields: { stage: 'Initial Qualification Stage', loanRequest: '1M', propertyType: null, createdAt: at(4) },
      },
      // No loanAmount stored: the parsed loan request (or its application twin) counts.
      {
        owner: mine,
        fields: {
          stage: 'Proposal',
          loanAmount: null,
          loanRequest: null,
          applicationLoanRequest: '$3M',
          propertyType: null,
          applicationPropertyType: 'Industrial',
          createdAt: at(5),
        },
      },
      { owner: mine, fields: { stage: null, loanRequest: 'n/a', propertyType: 'Office', createdAt: at(6) } },
      { owner: other, fields: { stage: 'Proposal', loanRequest: '$9M', propertyType: 'Hotel', createdAt: at(7) } },
    ]);
  });
  afterAll(() => t.close());

  const get = async <T>(path: string, token: string): Promise<T> => {
    const response = await t.request(path, { token });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const byStage = (pipeline: Pipeline) => Object.fromEntries(pipeline.stages.map((stage) => [stage.stage, stage]));

  it("a member's stage headers: count, summed loan amount and property types per normalised stage", async () => {
    const pipeline = await get<Pipeline>('/deals/pipeline', member.token);
    expect(pipeline.total).toBe(6);
    expect(byStage(pipeline)).toEqual({
      Qualification: {
        stage: 'Qualification',
        count: 4,
        totalAmount: 5_000_000,
        propertyTypes: [
          { name: 'Office', count: 2 },
          { name: 'Retail', count: 1 },
        ],
        lastStageUpdate: '2026-02-20T12:00:00.000Z',
      },
      Proposal: {
        stage: 'Proposal',
        count: 1,
        totalAmount: 3_000_000,
        propertyTypes: [{ name: 'Industrial', count: 1 }],
        lastStageUpdate: null,
      },
      'No Stage': {
        stage: 'No Stage',
        count: 1,
        totalAmount: 0,
        propertyTypes: [{ name: 'Office', count: 1 }],
        lastStageUpdate: null,
      },
    });
  });

  it('the admin headers follow the list filters', async () => {
    const all = byStage(await get<Pipeline>('/admin/deals/pipeline', admin.token));
    expect(all.Proposal).toMatchObject({ count: 2, totalAmount: 12_000_000 });
    const closed = await get<Pipeline>('/admin/deals/pipeline?status=Closed', admin.token);
    expect(closed).toEqual({
      total: 1,
      stages: [
        {
          stage: 'Qualification',
          count: 1,
          totalAmount: 2_000_000,
          propertyTypes: [{ name: 'Retail', count: 1 }],
          lastStageUpdate: '2026-02-10T12:00:00.000Z',
        },
      ],
    });
    const office = byStage(
      await get<Pipeline>(`/admin/deals/pipeline?propertyType=Office&userId=${member.user.id}`, admin.token),
    );
    expect(Object.keys(office).sort()).toEqual(['No Stage', 'Qualification']);
    expect(office.Qualification).toMatchObject({ count: 2, totalAmount: 2_000_000 });
    const reversed = await t.request('/admin/deals/pipeline?startDate=2026-03-01&endDate=2026-02-01', {
      token: admin.token,
    });
    expect(reversed.status).toBe(400);
  });

  it("a stage's deals page by page, matching its header's count; No Stage lists deals without one", async () => {
    type Page = { items: { id: string; stage: string | null }[]; nextCursor: string | null; total: number };
    const first = await get<Page>('/deals?stage=Qualification&limit=3', member.token);
    expect(first.total).toBe(4);
    expect(first.items).toHaveLength(3);
    const rest = await get<Page>(
      `/deals?stage=Qualification&limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`,
      member.token,
    );
    expect(rest).toMatchObject({ total: 4, nextCursor: null });
    expect(rest.items.map((deal) => deal.stage)).toEqual(['Qualification']);
    expect((await get<Page>('/deals?stage=No%20Stage', member.token)).items.map((deal) => deal.stage)).toEqual([null]);
    expect((await get<Page>('/admin/deals?stage=Proposal', admin.token)).total).toBe(2);
    expect((await get<Page>('/admin/deals?stage=Proposal&status=Closed', admin.token)).total).toBe(0);
    // A cursor of one stage is refused on another.
    const proposal = await t.request(`/deals?stage=Proposal&cursor=${encodeURIComponent(first.nextCursor!)}`, {
      token: member.token,
    });
    expect(proposal.status).toBe(400);
  });

  it('anonymous 401, pending 403, member 403 on the admin headers', async () => {
    expect((await t.request('/deals/pipeline')).status).toBe(401);
    const pending = await t.signIn('pipe-pending');
    expect((await t.request('/deals/pipeline', { token: pending.token })).status).toBe(403);
    expect((await t.request('/admin/deals/pipeline', { token: member.token })).status).toBe(403);
  });
});
