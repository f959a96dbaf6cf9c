import { pactIds } from '@portal/mfe-deals/pact-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feePactStates, feeStates } from '../../pact/states/fees';
import { startTestGateway, type TestGateway } from '../../support/testGateway';
import { json, type Fee } from './support';

/**
 * The broker-fee provider states seed what their sentences promise, as the provider verification
 * runs them (same gateway options: demo-admin an initial admin, demo-member on the auto-access list).
 */
describe('broker-fee provider states', () => {
  let t: TestGateway;
  let token: string | null = null;
  let states: ReturnType<typeof feeStates>;

  const get = async <T>(path: string) => json<T>(await t.request(path, { token: token! }));

  beforeAll(async () => {
    t = await startTestGateway({ INITIAL_ADMIN_DISCORD_USERNAMES: 'demo-admin' });
    await t.gateway.container.repositories.autoAccess.add({
      discordUsername: 'demo-member',
      notes: 'pact',
      addedBy: null,
      addedByUsername: null,
    });
    states = feeStates({
      t,
      setToken: (value) => {
        token = value;
      },
      setCookie: () => undefined,
      signInAs: async (username) => {
        const session = await t.signIn(username);
        token = session.token;
        return session;
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("the member's deal has a fee (1 point of $1.5M, closing 2026-06-30, invoiced), also read by the admin", async () => {
    await states[feePactStates.memberDealWithFee]!();
    const { fee } = await get<{ fee: Fee }>(`/deals/${pactIds.deal}/fee`);
    expect(fee).toMatchObject({
      feePoints: 1,
      loanAmount: 1_500_000,
      expectedFee: 15_000,
      brokerSharePercent: 50,
      brokerSharePercentOverride: null,
      expectedClosingOn: '2026-06-30',
      invoicedOn: '2026-07-02',
      receivedOn: null,
    });
    await states[feePactStates.adminDealWithFee]!();
    const saved = await t.request(`/admin/deals/${pactIds.deal}/fee`, {
      method: 'PUT',
      token: token!,
      json: { brokerSharePercent: 60, receivedOn: '2026-08-05', receivedAmount: 15_000 },
    });
    expect((await json<{ fee: Fee }>(saved)).fee).toMatchObject({ brokerSharePercentOverride: 60, state: 'received' });
  });

  it('the member has fees in every state; the other member’s fee never counts', async () => {
    await states[feePactStates.memberFeesInEveryState]!();
    const earnings = await get<{ deals: { fee: Fee }[]; overdue: { count: number } }>('/earnings');
    expect(earnings.deals.map(({ fee }) => fee.state).sort()).toEqual(['expected', 'invoiced', 'overdue', 'received']);
    for (const { fee } of earnings.deals) {
      expect([fee.loanAmount, fee.expectedFee, fee.brokerShare, fee.expectedClosingOn, fee.dueOn]).not.toContain(null);
    }
    expect(earnings.overdue.count).toBe(1);
  });

  it('the admin sees the four fees in the report, its CSV and the overdue list; set up twice, the same', async () => {
    await states[feePactStates.adminFeesInEveryState]!();
    await states[feePactStates.adminFeesInEveryState]!();
    const report = await get<{ totals: { deals: number; received: number } }>('/admin/fees/report');
    expect(report.totals).toMatchObject({ deals: 4, received: 12_500 });
    const range = await get<{ rows: unknown[]; totals: { deals: number } }>(
      '/admin/fees/report?from=2026-03&to=2026-07',
    );
    expect(range.totals.deals).toBe(2);
    const overdue = await get<{ items: { fee: Fee }[]; count: number; amount: number }>('/admin/fees/overdue');
    expect([overdue.count, overdue.amount]).toEqual([1, 7_500]);
    expect(overdue.items[0]!.fee).toMatchObject({ expectedClosingOn: '2026-03-31', feePoints: 1, expectedFee: 15_000 });
    const csv = await t.request('/admin/fees/report/export?from=2026-01&to=2026-12', { token: token! });
    expect(Number(csv.headers.get('x-total-count'))).toBeGreaterThan(0);
  });

  it('no fee is overdue', async () => {
    await states[feePactStates.adminNoOverdueFees]!();
    expect(await get('/admin/fees/overdue')).toEqual({ items: [], count: 0, amount: 0 });
    expect((await get<{ totals: { deals: number } }>('/admin/fees/report')).totals.deals).toBe(3);
  });

  it('the fee settings at their defaults, put back after a save', async () => {
    const settingsState = states[feePactStates.adminFeeSettingsDefaults] as (() => Promise<unknown>) & {
      teardown: () => Promise<unknown>;
    };
    await settingsState();
    await json(
      await t.request('/admin/settings/fees', { method: 'PUT', token: token!, json: { overdueAfterDays: 5 } }),
    );
    await settingsState.teardown();
    expect((await get<{ overdueAfterDays: number }>('/admin/settings/fees')).overdueAfterDays).toBe(30);
  });
});
