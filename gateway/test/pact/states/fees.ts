import { dealsPactStates, feePactStates as dealsFeeStates, pactIds } from '@portal/mfe-deals/pact-states';
import { addDays } from '@portal/contracts';
import { FeePactStates as AdminFeeStates } from '../../../../mfe-admin/src/test/pactStates';
import type { DealRecord } from '../../../src/features/deals/model';
import { FEE_SETTINGS_ID } from '../../../src/features/fees/settingsStore';
import { EMPTY_FEE, type FeeRecord } from '../../../src/features/fees/model';
import { dealRecord, seedUser } from '../../support/seed';
import type { StateContext, StateHandlers } from './context';
import { mfeDealsStates } from './mfeDeals';

/**
 * The broker-fee provider states (docs/duplicates-and-fees.md#fees), under the exact sentences
 * of the consumers' pact tests (mfe-deals/src/test/pactStates.ts: a deal's fee and the Earnings
 * panel; mfe-admin/src/test/pactStates.ts: the report, its CSV, overdue fees and the settings).
 */
export const feePactStates = {
  /** mfe-deals: the demo member's `pactIds.deal` with 1 point of $1.5M, closing 2026-06-30, invoiced 2026-07-02. */
  memberDealWithFee: dealsFeeStates.memberDealWithFee,
  /** mfe-deals: the same deal and fee, with demo-admin signed in. */
  adminDealWithFee: dealsFeeStates.adminDealWithFee,
  /** mfe-deals: the member's four deals, one fee in each state; another member's fee never counts. */
  memberFeesInEveryState: dealsFeeStates.memberFeesInEveryState,
  /** mfe-admin: the demo member's four fees (expected, invoiced, received, overdue) on fixed days. */
  adminFeesInEveryState: AdminFeeStates.feesInEveryState,
  /** mfe-admin: as adminFeesInEveryState without the overdue one. */
  adminNoOverdueFees: AdminFeeStates.noOverdueFees,
  /** mfe-admin: the fee settings are the shipped defaults (50 %, 30 days, default probabilities). */
  adminFeeSettingsDefaults: AdminFeeStates.feeDefaults,
} as const;

/** The member whose fee the demo member's earnings never count. */
export const PACT_FEE_OTHER_MEMBER = 'pact-fee-other';

type StateWithTeardown = (() => Promise<unknown>) & { setup: () => Promise<unknown>; teardown: () => Promise<unknown> };

type FeeDeal = [Partial<DealRecord>, Partial<FeeRecord>];

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

  /** No deal of anyone has a fee, and the other member owns none (what a state seeds is all there is). */
  const clearFees = async () => {
    // Found in the collection, written through the deal repository as a fee's removal would be.
    const withFees = await t.gateway.db
      .collection('deals')
      .find({ hasFee: true } as never, { projection: { _id: 1 } })
      .toArray();
    for (const { _id } of withFees) await c().repositories.deals.update(String(_id), { fee: null, hasFee: false });
    const other = await c().repositories.users.findByUsername(PACT_FEE_OTHER_MEMBER);
    for (const deal of other ? await c().repositories.deals.listByUser(other._id) : [])
      await c().repositories.deals.delete(deal._id);
  };

  /**
   * The demo member signed in, owning `pactIds.deal` alone (as memberOwnsDealWithDocument), at
   * the default share and the shipped settings; no other fee stored. Answers the member's id.
   */
  async function memberAlone(): Promise<string> {
    await settingsDefaults();
    await clearFees();
    await seedMemberDeal();
    const memberId = (await c().repositories.deals.findById(pactIds.deal))!.userId;
    await c().repositories.users.setBrokerShare(memberId, null);
    return memberId;
  }

  /** Deals of `owner`, each with its fee (in points of its loan request). */
  async function seedFees(owner: { _id: string; username: string }, deals: FeeDeal[]): Promise<void> {
    for (const [fields, fee] of deals) {
      const deal = await c().repositories.deals.create(dealRecord(owner, fields));
      await withFee(deal._id, fee);
    }
  }

  /** The demo member's pact deal with its fee: 1 point of $1.5M, closing 2026-06-30, invoiced 2026-07-02. */
  async function memberDealWithFee(): Promise<string> {
    const memberId = await memberAlone();
    await withFee(pactIds.deal, { feePoints: 1, expectedClosingOn: '2026-06-30', invoicedOn: '2026-07-02' });
    return memberId;
  }

  /**
   * …the pact deal's fee is overdue (invoiced, due 2026-07-30, not received); three more deals:
   * expected, invoiced and received this year. Another member's deal has a fee too.
   */
  async function memberFeesInEveryState(): Promise<void> {
    const memberId = await memberDealWithFee();
    const yearStart = `${today().slice(0, 4)}-01-01`;
    const receivedOn = addDays(today(), -1)! < yearStart ? today() : addDays(today(), -1)!;
    await seedFees({ _id: memberId, username: 'demo-member' }, [
      [
        { propertyName: 'Pact Expected Court', propertyAddress: '2 Pact Street, Springfield', loanRequest: '$2M' },
        { feePoints: 1, expectedClosingOn: addDays(today(), 60) },
      ],
      [
        {
          propertyName: 'Pact Invoiced Tower',
          propertyAddress: '3 Pact Street, Springfield',
          loanRequest: '$2M',
          stage: 'Underwriting',
        },
        { feePoints: 1, expectedClosingOn: addDays(today(), 20), invoicedOn: today() },
      ],
      [
        {
          propertyName: 'Pact Received Court',
          propertyAddress: '4 Pact Street, Springfield',
          loanRequest: '$1M',
          stage: 'Closed',
          status: 'Closed',
        },
        { feePoints: 1, expectedClosingOn: addDays(receivedOn, -10), receivedOn, receivedAmount: 10_000 },
      ],
    ]);
    const other =
      (await c().repositories.users.findByUsername(PACT_FEE_OTHER_MEMBER)) ??
      (await seedUser(c(), { username: PACT_FEE_OTHER_MEMBER, name: 'Pact Fee Other' }));
    await seedFees({ _id: other._id, username: PACT_FEE_OTHER_MEMBER }, [
      [
        { propertyName: 'Other Member Plaza', propertyAddress: '9 Other Street, Springfield', loanRequest: '$3M' },
        { feePoints: 1, expectedClosingOn: addDays(today(), -90) },
      ],
    ]);
  }

  /**
   * The demo member's fees as mfe-admin documents them: expected (closing in 60 days), invoiced
   * (closing in 20 days), received (closed 2026-06-15, $12,500 received 2026-07-10) and, unless
   * left out, overdue (the pact deal: closed 2026-03-31, not received, 1 % of $1.5M at 50 %).
   * Signs the demo admin in.
   */
  async function adminFees(withOverdue: boolean): Promise<string> {
    const memberId = await memberAlone();
    if (withOverdue) await withFee(pactIds.deal, { feePoints: 1, expectedClosingOn: '2026-03-31' });
    await seedFees({ _id: memberId, username: 'demo-member' }, [
      [
        { propertyName: 'Pact Expected Court', propertyAddress: '2 Pact Street, Springfield', loanRequest: '$1.5M' },
        { feePoints: 1, expectedClosingOn: addDays(today(), 60) },
      ],
      [
        {
          propertyName: 'Pact Invoiced Tower',
          propertyAddress: '3 Pact Street, Springfield',
          loanRequest: '$1.5M',
          stage: 'Underwriting',
        },
        { feePoints: 1, expectedClosingOn: addDays(today(), 20), invoicedOn: today() },
      ],
      [
        {
          propertyName: 'Pact Received Court',
          propertyAddress: '4 Pact Street, Springfield',
          loanRequest: '$2.5M',
          stage: 'Closed',
          status: 'Closed',
        },
        { feePoints: 1, expectedClosingOn: '2026-06-15', receivedOn: '2026-07-10', receivedAmount: 12_500 },
      ],
    ]);
    await asAdmin();
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
    [feePactStates.adminDealWithFee]: async () => {
      const memberId = await memberDealWithFee();
      await asAdmin();
      return { dealId: pactIds.deal, memberId };
    },
    [feePactStates.memberFeesInEveryState]: async () => {
      await memberFeesInEveryState();
      return { dealId: pactIds.deal };
    },
    [feePactStates.adminFeesInEveryState]: async () => ({ dealId: pactIds.deal, memberId: await adminFees(true) }),
    [feePactStates.adminNoOverdueFees]: async () => ({ memberId: await adminFees(false) }),
    // A save replayed here must not leak into another consumer's interaction: the defaults come back after.
    [feePactStates.adminFeeSettingsDefaults]: Object.assign(adminFeeSettingsDefaults, {
      setup: adminFeeSettingsDefaults,
      teardown: settingsDefaults,
    }) satisfies StateWithTeardown,
  };
}
