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

  it("the member's deal has an expected fee", async () => {
    await states[feePactStates.memberDealWithFee]!();
    const { fee } = await get<{ fee: Fee }>(`/deals/${pactIds.deal}/fee`);
    expect(fee).toMatchObject({ feePoints: 1, loanAmount: 1_500_000, expectedFee: 15_000, state: 'expected' });
  });

  it('the member has fees in every state, and the admin sees them in the report and the overdue list', async () => {
    await states[feePactStates.memberFeesInEveryState]!();
    const earnings = await get<{ deals: { fee: Fee }[]; receivedThisYear: number; overdue: { count: number } }>(
      '/earnings',
    );
    expect(new Set(earnings.deals.map(({ fee }) => fee.state))).toEqual(
      new Set(['expected', 'invoiced', 'received', 'overdue']),
    );
    expect([earnings.receivedThisYear, earnings.overdue.count]).toEqual([4_000, 1]);

    // Set up twice in a row (as verification does), the same four deals.
    await states[feePactStates.adminFeesInEveryState]!();
    const report = await get<{ totals: { deals: number } }>('/admin/fees/report');
    expect(report.totals.deals).toBe(4);
    const overdue = await get<{ count: number; amount: number }>('/admin/fees/overdue');
    expect([overdue.count, overdue.amount]).toEqual([1, 5_000]);
    expect((await t.request('/admin/fees/report/export', { token: token! })).headers.get('x-total-count')).toBe('4');
  });

  it("the admin's member deal without a fee, and the settings at their defaults, put back after a save", async () => {
    await states[feePactStates.adminDealWithoutFee]!();
    expect((await get<{ fee: Fee | null }>(`/deals/${pactIds.deal}/fee`)).fee).toBeNull();
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
