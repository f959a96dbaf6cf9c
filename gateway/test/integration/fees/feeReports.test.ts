import { DEFAULT_STAGE_PROBABILITIES, weightedForecast } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealRecord } from '../../../src/features/deals/model';
import { seedDeal } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { feeCalls, json, type ErrorBody, type Fee } from './support';

const TODAY = new Date('2026-06-15T12:00:00.000Z');
/** A property name a spreadsheet would run as a formula (CSV injection). */
const FORMULA = '=HYPERLINK("http://x")';

type Line = { deal: { id: string; dealId: string; owner: { id: string } | null; stage: string | null }; fee: Fee };
type Earnings = {
  expectedPipeline: number;
  weightedForecast: number;
  receivedThisYear: number;
  year: number;
  overdue: { count: number; amount: number };
  deals: Line[];
};
type Row = {
  member: { id: string; username: string; name: string | null };
  month: string | null;
  deals: number;
  expectedFees: number;
  brokerShares: number;
  received: number;
  overdue: number;
};
type Report = { rows: Row[]; totals: Omit<Row, 'member' | 'month'> };
type Overdue = { items: (Line & { daysOverdue: number })[]; count: number; amount: number };

describe('earnings, the fee report, its CSV and overdue fees', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  let calls: ReturnType<typeof feeCalls>;
  const deals: Record<string, DealRecord> = {};

  const get = async <T>(path: string, token = admin.token) => json<T>(await t.request(path, { token }));

  beforeAll(async () => {
    t = await startTestGateway();
    t.clock.set(TODAY);
    admin = await t.signInAs('report-admin', { isAdmin: true });
    alice = await t.signInAs('report-alice');
    bob = await t.signInAs('report-bob');
    calls = feeCalls(t);
    const seed = async (key: string, who: SignedIn, fields: Partial<DealRecord>, fee: Record<string, unknown>) => {
      const owner = { _id: who.user.id, username: String(who.user.username) };
      deals[key] = await seedDeal(t.gateway.container, owner, fields);
      await calls.saved(admin.token, deals[key]._id, fee);
    };
    // Alice: expected, overdue (45 days), received this year, received last year, no closing date.
    await seed('expected', alice, { stage: 'Underwriting' }, { feeAmount: 20_000, expectedClosingOn: '2026-07-10' });
    await seed('overdue', alice, { stage: 'Approved' }, { feeAmount: 10_000, expectedClosingOn: '2026-04-01' });
    await seed(
      'received',
      alice,
      { stage: 'Closed', status: 'Closed' },
      { feeAmount: 8_000, expectedClosingOn: '2026-03-01', receivedOn: '2026-03-20', receivedAmount: 4_200 },
    );
    await seed(
      'lastYear',
      alice,
      { stage: 'Closed', status: 'Closed' },
      { feeAmount: 6_000, expectedClosingOn: '2025-12-01', receivedOn: '2025-12-20', receivedAmount: 3_000 },
    );
    await seed('undated', alice, { stage: 'Qualification' }, { feeAmount: 6_000 });
    // Bob: overdue 76 days, its property named like a formula.
    await seed(
      'bobOverdue',
      bob,
      { stage: 'Proposal', propertyName: FORMULA },
      { feeAmount: 50_000, expectedClosingOn: '2026-03-01' },
    );
    // A deal without a fee counts nowhere.
    await seedDeal(t.gateway.container, { _id: alice.user.id, username: 'report-alice' }, { stage: 'Approved' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("earnings count only the caller's deals: pipeline, forecast by the shared rule, received this year, overdue", async () => {
    const earnings = await get<Earnings>('/earnings', alice.token);
    expect(earnings.year).toBe(2026);
    // Shares at the default 50 %: 10,000 + 5,000 + 3,000 not received.
    expect(earnings.expectedPipeline).toBe(18_000);
    // 10,000 x 75 % (Underwriting) + 5,000 x 90 % (Approved) + 3,000 x 10 % (Qualification).
    expect(earnings.weightedForecast).toBe(12_300);
    expect(earnings.weightedForecast).toBe(
      weightedForecast(
        earnings.deals.map(({ deal, fee }) => ({
          brokerShare: fee.brokerShare,
          stage: deal.stage,
          received: fee.state === 'received',
        })),
        DEFAULT_STAGE_PROBABILITIES,
      ),
    );
    // The payment received in March; December's was last year.
    expect(earnings.receivedThisYear).toBe(4_200);
    expect(earnings.overdue).toEqual({ count: 1, amount: 5_000 });
    // By expected closing date, undated last; the caller's own deals carry no owner.
    expect(earnings.deals.map(({ deal }) => deal.id)).toEqual(
      ['lastYear', 'received', 'overdue', 'expected', 'undated'].map((key) => deals[key]!._id),
    );
    expect(earnings.deals.every(({ deal }) => deal.owner === null)).toBe(true);

    const bobs = await get<Earnings>('/earnings', bob.token);
    expect(bobs.deals.map(({ deal }) => deal.id)).toEqual([deals.bobOverdue!._id]);
    expect(bobs).toMatchObject({
      expectedPipeline: 25_000,
      receivedThisYear: 0,
      overdue: { count: 1, amount: 25_000 },
    });
    expect(JSON.stringify(bobs)).not.toContain(deals.expected!.dealId);
  });

  it('the stage probabilities of the settings weigh the forecast; null puts the defaults back', async () => {
    const all100 = Object.fromEntries(Object.keys(DEFAULT_STAGE_PROBABILITIES).map((stage) => [stage, 100]));
    expect((await calls.saveSettings(admin.token, { stageProbabilities: all100 })).status).toBe(200);
    expect((await get<Earnings>('/earnings', alice.token)).weightedForecast).toBe(18_000);
    expect((await calls.saveSettings(admin.token, { stageProbabilities: null })).status).toBe(200);
    expect((await get<Earnings>('/earnings', alice.token)).weightedForecast).toBe(12_300);
  });

  it('the report: one row per member and month, newest month first, no month last, with totals', async () => {
    const report = await get<Report>('/admin/fees/report');
    const byKey = new Map(report.rows.map((row) => [`${row.month}|${row.member.id}`, row]));
    expect(report.rows.map((row) => row.month)).toEqual(['2026-07', '2026-04', '2026-03', '2026-03', '2025-12', null]);
    expect(byKey.get(`2026-03|${alice.user.id}`)).toMatchObject({
      deals: 1,
      expectedFees: 8_000,
      brokerShares: 4_000,
      received: 4_200,
      overdue: 0,
    });
    expect(byKey.get(`2026-03|${bob.user.id}`)).toMatchObject({
      deals: 1,
      expectedFees: 50_000,
      brokerShares: 25_000,
      received: 0,
      overdue: 25_000,
    });
    expect(byKey.get(`2026-04|${alice.user.id}`)).toMatchObject({ overdue: 5_000 });
    expect(report.totals).toEqual({
      deals: 6,
      expectedFees: 100_000,
      brokerShares: 50_000,
      received: 7_200,
      overdue: 30_000,
    });
  });

  it('the month filters include both ends and leave out fees without a month; bad months answer 400', async () => {
    const march = await get<Report>('/admin/fees/report?from=2026-03&to=2026-04');
    expect(march.rows.map((row) => row.month)).toEqual(['2026-04', '2026-03', '2026-03']);
    expect(march.totals.deals).toBe(3);
    const fromApril = await get<Report>('/admin/fees/report?from=2026-04');
    expect(fromApril.rows.map((row) => row.month)).toEqual(['2026-07', '2026-04']);
    const untilDecember = await get<Report>('/admin/fees/report?to=2025-12');
    expect(untilDecember.rows.map((row) => row.month)).toEqual(['2025-12']);

    for (const [query, field] of [
      ['from=2026-05&to=2026-04', 'query.from'],
      ['from=2026-13', 'query.from'],
      ['to=June', 'query.to'],
    ] as const) {
      const response = await t.request(`/admin/fees/report?${query}`, { token: admin.token });
      expect(response.status, query).toBe(400);
      expect(
        ((await response.json()) as ErrorBody).details?.map((d) => d.field),
        query,
      ).toContain(field);
    }
  });

  it('the CSV: one row per deal of the months asked, counted, as an attachment, formulas neutralised', async () => {
    const response = await t.request('/admin/fees/report/export?from=2026-03&to=2026-04', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="fees.csv"/);
    expect(response.headers.get('x-total-count')).toBe('3');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('"Deal ID"');
    expect(lines[0]).toContain('"State"');
    const bobLine = lines.find((line) => line.includes(deals.bobOverdue!.dealId))!;
    expect(bobLine).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(bobLine).toContain('"Overdue"');
    expect(bobLine).toContain('"2026-03"');
    const all = await t.request('/admin/fees/report/export', { token: admin.token });
    expect(all.headers.get('x-total-count')).toBe('6');
    expect((await t.request('/admin/fees/report/export?from=2026-05&to=2026-01', { token: admin.token })).status).toBe(
      400,
    );
  });

  it('overdue fees: longest overdue first, with their days, owners, count and sum', async () => {
    const overdue = await get<Overdue>('/admin/fees/overdue');
    expect(overdue.items.map(({ deal, daysOverdue }) => [deal.id, daysOverdue])).toEqual([
      [deals.bobOverdue!._id, 76],
      [deals.overdue!._id, 45],
    ]);
    expect(overdue.items.map(({ deal }) => deal.owner?.id)).toEqual([bob.user.id, alice.user.id]);
    expect([overdue.count, overdue.amount]).toEqual([2, 30_000]);
    // Paid: off the list.
    await calls.saved(admin.token, deals.overdue!._id, { receivedOn: '2026-06-14', receivedAmount: 5_000 });
    const after = await get<Overdue>('/admin/fees/overdue');
    expect([after.count, after.amount]).toEqual([1, 25_000]);
    await calls.saved(admin.token, deals.overdue!._id, { receivedOn: null, receivedAmount: null });
  });

  it('members get 403 on the report, its CSV, the overdue list and the settings', async () => {
    for (const [path, method] of [
      ['/admin/fees/report', 'GET'],
      ['/admin/fees/report/export', 'GET'],
      ['/admin/fees/overdue', 'GET'],
      ['/admin/settings/fees', 'GET'],
      ['/admin/settings/fees', 'PUT'],
    ] as const) {
      const response = await t.request(path, {
        method,
        token: alice.token,
        ...(method === 'PUT' ? { json: { overdueAfterDays: 1 } } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });

  it('settings: shipped defaults, a save keeps what it does not name, 400s name the field and save nothing, null restores', async () => {
    type Settings = {
      defaultBrokerSharePercent: number;
      overdueAfterDays: number;
      stageProbabilities: object;
      defaults: object;
    };
    const shipped = await get<Settings>('/admin/settings/fees');
    expect(shipped).toMatchObject({
      defaultBrokerSharePercent: 50,
      overdueAfterDays: 30,
      stageProbabilities: DEFAULT_STAGE_PROBABILITIES,
    });
    expect(shipped.defaults).toEqual({
      defaultBrokerSharePercent: 50,
      overdueAfterDays: 30,
      stageProbabilities: DEFAULT_STAGE_PROBABILITIES,
    });
    const saved = await json<Settings>(await calls.saveSettings(admin.token, { overdueAfterDays: 10 }));
    expect(saved).toMatchObject({ overdueAfterDays: 10, defaultBrokerSharePercent: 50 });
    const { Closed: _closed, ...missingClosed } = DEFAULT_STAGE_PROBABILITIES;
    for (const [body, field] of [
      [{ defaultBrokerSharePercent: 101 }, 'body.defaultBrokerSharePercent'],
      [{ overdueAfterDays: 366 }, 'body.overdueAfterDays'],
      [{ overdueAfterDays: 1.5 }, 'body.overdueAfterDays'],
      [{ stageProbabilities: { ...DEFAULT_STAGE_PROBABILITIES, Proposal: 120 } }, 'body.stageProbabilities.Proposal'],
      [{ stageProbabilities: missingClosed, overdueAfterDays: 20 }, 'body.stageProbabilities'],
      [{}, 'body'],
    ] as const) {
      const response = await calls.saveSettings(admin.token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const fields = ((await response.json()) as ErrorBody).details?.map((d) => d.field) ?? [];
      expect(
        fields.some((f) => f.startsWith(field)),
        `${JSON.stringify(body)}: ${fields.join()}`,
      ).toBe(true);
    }
    expect(await get<Settings>('/admin/settings/fees')).toEqual(saved);
    const restored = await json<Settings>(await calls.saveSettings(admin.token, { overdueAfterDays: null }));
    expect(restored).toEqual(shipped);
  });
});
