import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarisePipeline } from '../../../src/features/deals/pipeline';
import type { PipelineRow } from '../../../src/features/deals/repository';
import { LATEST_PER_STAGE } from '../../../src/features/analytics/rollupMath';
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

  /** The headers computed from the deals themselves (every stored deal matching `filter`). */
  const fromDeals = async (filter: Record<string, unknown>) => {
    const rows = await t.gateway.db.collection('deals').find(filter).toArray();
    return summarisePipeline(rows as unknown as PipelineRow[]);
  };
  const sorted = (pipeline: Pipeline) => ({
    total: pipeline.total,
    stages: [...pipeline.stages].sort((a, b) => a.stage.localeCompare(b.stage)),
  });

  it('headers from the rollups equal the deals’ after edits, stage changes, owner changes and deletes', async () => {
    const c = t.gateway.container;
    const deals = c.repositories.deals;
    const mine = { _id: member.user.id, username: 'pipe-member' };
    const other = await seedUser(c, { username: 'pipe-churn' });
    const at = (hour: number) => new Date(Date.UTC(2026, 2, 1, hour));
    // More updated deals in one stage than a rollup lists: the newest ones then leave it.
    const seeded = await seedDeals(
      c,
      Array.from({ length: LATEST_PER_STAGE + 4 }, (_, i) => ({
        owner: i % 3 === 0 ? other : mine,
        fields: {
          stage: 'Lender Submission',
          stageLastUpdated: at(i),
          loanRequest: i % 4 === 0 ? null : `${i + 1}00K`,
          loanAmount: i % 4 === 0 ? null : (i + 1) * 100_000 + 0.5,
          applicationLoanRequest: i % 4 === 0 ? '$2.5M' : null,
          propertyType: i % 5 === 0 ? '  ' : ['Office', 'Retail', 'Mixed.Use $pecial'][i % 3]!,
          applicationPropertyType: 'Hotel',
          createdAt: at(i),
        },
      })),
    );
    const check = async () => {
      await c.services.rollups.flush();
      expect(sorted(await get<Pipeline>('/deals/pipeline', member.token))).toEqual(
        sorted(await fromDeals({ userId: member.user.id })),
      );
      expect(sorted(await get<Pipeline>('/admin/deals/pipeline', admin.token))).toEqual(sorted(await fromDeals({})));
      expect(sorted(await get<Pipeline>(`/admin/deals/pipeline?userId=${other._id}`, admin.token))).toEqual(
        sorted(await fromDeals({ userId: other._id })),
      );
    };
    await check();
    // The newest updates leave the stage (deleted, or moved on), each emptying more of the lists.
    const newestFirst = [...seeded].sort((a, b) => b.stageLastUpdated!.getTime() - a.stageLastUpdated!.getTime());
    for (const [i, deal] of newestFirst.slice(0, LATEST_PER_STAGE + 1).entries()) {
      if (i % 3 === 0) await deals.delete(deal._id);
      else if (i % 3 === 1) await deals.update(deal._id, { stage: 'Proposal Stage', stageLastUpdated: at(100 + i) });
      else await deals.update(deal._id, { stage: 'Underwriting', stageLastUpdated: null, loanAmount: 1 });
      if (i % 4 === 0) await check();
    }
    // Edits that keep the stage: another owner, another amount and type.
    for (const deal of newestFirst.slice(LATEST_PER_STAGE + 1)) {
      await deals.update(deal._id, {
        userId: deal.userId === other._id ? mine._id : other._id,
        loanAmount: 42,
        propertyType: 'Retail',
      });
    }
    await check();
    // The lists were read again from the deals: the newest update left is the header's.
    const header = byStage(await get<Pipeline>('/admin/deals/pipeline', admin.token))['Lender Submission'];
    expect(header).toMatchObject({
      count: 3,
      lastStageUpdate: newestFirst[LATEST_PER_STAGE + 1]!.stageLastUpdated!.toISOString(),
    });
  }, 120_000);

  it('with pageLimit each stage carries its first page, as the stage-filtered list answers it', async () => {
    type Page = { items: { id: string }[]; nextCursor: string | null; total: number };
    type Paged = { total: number; stages: (Stage & { firstPage: Page })[] };
    const cases = [
      ['/deals/pipeline', '/deals', member.token, ''],
      ['/admin/deals/pipeline', '/admin/deals', admin.token, ''],
      ['/admin/deals/pipeline', '/admin/deals', admin.token, `&userId=${member.user.id}`],
      ['/admin/deals/pipeline', '/admin/deals', admin.token, '&status=Open&propertyType=Office'],
    ] as const;
    for (const [pipelinePath, listPath, token, filter] of cases) {
      const paged = await get<Paged>(`${pipelinePath}?pageLimit=2${filter}`, token);
      const headers = await get<Pipeline>(`${pipelinePath}?${filter.slice(1)}`, token);
      // The same headers as without pageLimit.
      expect(
        sorted({ total: paged.total, stages: paged.stages.map(({ firstPage: _page, ...stage }) => stage) }),
      ).toEqual(sorted(headers));
      expect(paged.stages.length).toBeGreaterThan(0);
      for (const stage of paged.stages) {
        const query = `stage=${encodeURIComponent(stage.stage)}${filter}`;
        const listed = await get<Page>(`${listPath}?limit=2&${query}`, token);
        expect(stage.firstPage, `${pipelinePath} ${stage.stage}`).toEqual(listed);
        expect(stage.firstPage.total).toBe(stage.count);
        if (stage.firstPage.nextCursor) {
          // Its cursor continues on the stage-filtered list.
          const next = await get<Page>(
            `${listPath}?limit=2&${query}&cursor=${encodeURIComponent(stage.firstPage.nextCursor)}`,
            token,
          );
          expect(next.items.length).toBeGreaterThan(0);
        }
      }
    }
    expect((await t.request('/deals/pipeline?pageLimit=0', { token: member.token })).status).toBe(400);
  });

  it('the unfiltered member and admin headers read only rollups by _id, never the deals', async () => {
    const c = t.gateway.container;
    await c.services.rollups.flush();
    // The job runner and the e-mail outbox poll the database on their own schedule; stop them so
    // only the commands of the calls under test are counted.
    await c.stop();
    const client = t.gateway.db.getClient();
    const seen: { name: string; collection: unknown; filter: unknown }[] = [];
    const listener = (event: { commandName: string; command: Record<string, unknown> }) => {
      if (['hello', 'isMaster', 'ping', 'endSessions'].includes(event.commandName)) return;
      const collection = event.command[event.commandName];
      seen.push({ name: event.commandName, collection, filter: event.command.filter ?? event.command.query });
    };
    client.on('commandStarted', listener);
    try {
      for (const [path, token] of [
        ['/deals/pipeline', member.token],
        ['/admin/deals/pipeline', admin.token],
        [`/admin/deals/pipeline?userId=${member.user.id}`, admin.token],
      ] as const) {
        const response = await t.request(path, { token });
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
    } finally {
      client.off('commandStarted', listener);
    }
    expect(seen.filter((command) => command.collection === 'deals')).toEqual([]);
    for (const command of seen) {
      expect(command.name).toBe('find');
      expect(Object.keys(command.filter as object)).toEqual(['_id']);
    }
    expect(seen.filter((command) => command.collection === 'rollups').map((command) => command.filter)).toEqual([
      { _id: `user:${member.user.id}` },
      { _id: 'global' },
      { _id: `user:${member.user.id}` },
    ]);

    // With each stage's first page: one query of the deals (one pass), whatever the stages.
    seen.length = 0;
    client.on('commandStarted', listener);
    try {
      const response = await t.request('/deals/pipeline?pageLimit=50', { token: member.token });
      expect(response.status).toBe(200);
      expect(((await response.json()) as Pipeline).stages.length).toBeGreaterThan(1);
    } finally {
      client.off('commandStarted', listener);
    }
    expect(
      seen.filter((command) => command.collection === 'deals').map((command) => [command.name, command.filter]),
    ).toEqual([['find', { userId: member.user.id }]]);
  });
});
