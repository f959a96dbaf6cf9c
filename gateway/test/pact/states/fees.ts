import { dealsPactStates, pactIds } from '@portal/mfe-deals/pact-states';
import { addDays } from '@portal/contracts';
import type { DealRecord } from '../../../src/features/deals/model';
import { FEE_SETTINGS_ID } from '../../../src/features/fees/settingsStore';
import { EMPTY_FEE, type FeeRecord } from '../../../src/features/fees/model';
import { dealRecord } from '../../support/seed';
import type { StateContext, StateHandlers } from './context';
import { mfeDealsStates } from './mfeDeals';

/**
 * The sentences of the broker-fee provider states (docs/duplicates-and-fees.md#fees), shared with
 * the consumers' pact tests (mfe-deals: a deal's fee and the Earnings panel; mfe-admin: saving a
 * fee, the report, its CSV, overdue fees and the settings). Dates are relative to the provider's
 * today, so consumers match them by format.
 */
export const feePactStates = {
  /**
   * demo-member signed in; owns `pactIds.deal` (as memberOwnsDealWithDocument) with a fee: 1 point
   * of its $1.5M loan, closing 30 days from today, no share of its own (the default 50 %).
   */
  memberDealWithFee: 'the demo member is signed in and their deal has a broker fee',
  /**
   * demo-member signed in; owns `pactIds.deal` (fee expected, as memberDealWithFee) and three more
   * deals with fees: invoiced, received this year ($4,000 on a $8,000 fee) and overdue (closed 75
   * days ago, $10,000). Returns `dealId` (`pactIds.deal`).
   */
  memberFeesInEveryState: 'the demo member is signed in and has deals with broker fees in every state',
  /**
   * demo-admin signed in; the demo member's deals and fees as memberFeesInEveryState (so the
   * report, its CSV and the overdue list have rows). Returns `dealId` (`pactIds.deal`) and `memberId`.
   */
  adminFeesInEveryState: "the demo admin is signed in and a member's deals have broker fees in every state",
  /** demo-admin signed in; the demo member owns `pactIds.deal`, with no fee yet. Returns `dealId`. */
  adminDealWithoutFee: "the demo admin is signed in and a member's deal has no broker fee yet",
  /** demo-admin signed in; the fee settings are the shipped defaults (50 %, 30 days, default probabilities). */
  adminFeeSettingsDefaults: 'the demo admin is signed in and the fee settings are the defaults',
} as const;

type StateWithTeardown = (() => Promise<unknown>) & { setup: () => Promise<unknown>; teardown: () => Promise<unknown> };

/** Provider states of the broker fees, seeded as the gateway stores fees (on the deals). */
export function feeStates(context: StateContext): StateHandlers {
  const { t, signInAs } = context;
  const c = () => t.gateway.container;
  const seedMemberDeal = mfeDealsStates(context)[dealsPactStates.memberOwnsDealWithDocument]!;
  const today = () => t.clock.now().toISOString().slice(0, 10);

  const withFee = async (dealId: string, fee: Partial<FeeRecord>) => {
    await c().repositories.deals.update(dealId, {
      fee: { ...EMPTY_FEE, ...fee, updatedAt: t.clock.now() },
      hasFee: true,
    });
  };

  const settingsDefaults = async () => {
    await t.gateway.db.collection('settings').deleteOne({ _id: FEE_SETTINGS_ID } as never);
    await c().infra.settingsCache.changed();
  };

  /** The demo member's pact deal with an expected fee; returns the member's id. */
  async function memberDealWithFee(): Promise<string> {
    await settingsDefaults();
    await seedMemberDeal();
    await withFee(pactIds.deal, { feePoints: 1, expectedClosingOn: addDays(today(), 30) });
    return (await c().repositories.deals.findById(pactIds.deal))!.userId;
  }

  /** …and three more deals: invoiced, received this year, overdue. */
  async function feesInEveryState(): Promise<string> {
    const memberId = await memberDealWithFee();
    const owner = { _id: memberId, username: 'demo-member' };
    const yearStart = `${today().slice(0, 4)}-01-01`;
    const receivedOn = addDays(today(), -1)! < yearStart ? today() : addDays(today(), -1)!;
    const more: [Partial<DealRecord>, Partial<FeeRecord>][] = [
      [
        { propertyName: 'Invoiced Tower', stage: 'Underwriting' },
        { feeAmount: 20_000, expectedClosingOn: addDays(today(), -5), invoicedOn: addDays(today(), -3) },
      ],
      [
        { propertyName: 'Received Court', stage: 'Closed', status: 'Closed' },
        { feeAmount: 8_000, expectedClosingOn: addDays(receivedOn, -10), receivedOn, receivedAmount: 4_000 },
      ],
      [
        { propertyName: 'Overdue Plaza', stage: 'Approved' },
        { feeAmount: 10_000, expectedClosingOn: addDays(today(), -75) },
      ],
    ];
    for (const [fields, fee] of more) {
      const deal = await c().repositories.deals.create(dealRecord(owner, { loanRequest: '$2M', ...fields }));
      await withFee(deal._id, fee);
    }
    return memberId;
  }

  const asAdmin = async () => {
    await signInAs('demo-admin');
  };

  const adminFeeSettingsDefaults = async () => {
    await settingsDefaults();
    await asAdmin();
  };

  return {
    [feePactStates.memberDealWithFee]: async () => {
      await memberDealWithFee();
      return { dealId: pactIds.deal };
    },
    [feePactStates.memberFeesInEveryState]: async () => {
      await feesInEveryState();
      return { dealId: pactIds.deal };
    },
    [feePactStates.adminFeesInEveryState]: async () => {
      const memberId = await feesInEveryState();
      await asAdmin();
      return { dealId: pactIds.deal, memberId };
    },
    [feePactStates.adminDealWithoutFee]: async () => {
      await settingsDefaults();
      await seedMemberDeal();
      await asAdmin();
      return { dealId: pactIds.deal };
    },
    // A save replayed here must not leak into another consumer's interaction: the defaults come back after.
    [feePactStates.adminFeeSettingsDefaults]: Object.assign(adminFeeSettingsDefaults, {
      setup: adminFeeSettingsDefaults,
      teardown: settingsDefaults,
    }) satisfies StateWithTeardown,
  };
}
