import { dealsPactStates, summaryPdfPactStates } from '@portal/mfe-deals/pact-states';
import type { StateContext, StateHandlers } from './context';
import { mfeDealsStates } from './mfeDeals';

/**
 * Provider states of mfe-deals' summary PDF pacts (docs/placement.md#deal-summary-pdf): the
 * mfe-deals pact deal with its one document, owned by demo-member, summarised on the shipped
 * sizing defaults whatever an earlier interaction saved.
 */
export function mfeDealsSummaryPdfStates(context: StateContext): StateHandlers {
  const { t } = context;
  const seedMemberDeal = mfeDealsStates(context)[dealsPactStates.memberOwnsDealWithDocument]!;
  return {
    [summaryPdfPactStates.memberOwnsDealToSummarise]: async () => {
      await seedMemberDeal();
      await t.gateway.db.collection('settings').deleteOne({ _id: 'placementSettings' as never });
      return {};
    },
  };
}
