import {
  dealsPactStates,
  pactIds,
  placementPactNames,
  placementPactStates,
  quotePactStates,
  submissionPactStates,
} from '@portal/mfe-deals/pact-states';
import type { LenderQuoteTerms } from '@portal/contracts';
import type { QuoteRecord } from '../../../src/features/submissions/model';
import type { StateContext, StateHandlers } from './context';
import { mfeDealsStates } from './mfeDeals';
import { submissionStates } from './submissions';
import { mfeDealsPlacementStates } from './mfeDealsPlacement';

type StateWithTeardown = (() => Promise<unknown>) & { setup: () => Promise<unknown>; teardown: () => Promise<unknown> };

const ROOM_QUOTE_ID = '6f0d4c1e-pact-4d2a-9b1e-000000000010';
const RECORDED_QUOTE_ID = '6f0d4c1e-pact-4d2a-9b1e-000000000011';

const terms = (overrides: Partial<LenderQuoteTerms>): LenderQuoteTerms => ({
  amount: 1_500_000,
  rateType: 'fixed',
  ratePercent: 6.5,
  index: null,
  spreadBps: null,
  termMonths: 120,
  amortisationMonths: 360,
  interestOnlyMonths: 12,
  maxLtvPercent: 65,
  maxLtcPercent: null,
  originationFeePercent: 1,
  exitFeePercent: null,
  recourse: 'partial',
  prepayment: 'Step-down 3-2-1',
  closingDays: 45,
  conditions: 'Appraisal at or above $2.4M',
  expiresOn: '2099-12-31',
  ...overrides,
});

const FLOATING = terms({
  amount: 1_400_000,
  rateType: 'floating',
  ratePercent: null,
  index: 'SOFR',
  spreadBps: 275,
  termMonths: 60,
  amortisationMonths: 300,
  interestOnlyMonths: null,
  recourse: 'full',
  conditions: null,
});

/**
 * Provider states of the deal's quotes (docs/placement.md#quotes): the pact deal with a quote from
 * the placement contact's room and one an admin recorded, stored as the gateway stores them, for
 * the admins' comparison and the owner's shared quotes.
 */
export function quoteStates(context: StateContext): StateHandlers {
  const { t } = context;
  const db = () => t.gateway.db;
  const sentToContact = submissionStates(context)[submissionPactStates.adminDealSentToContact] as StateWithTeardown;
  const adminWithMatch = mfeDealsPlacementStates(context)[
    placementPactStates.adminDealMatchesOneProgram
  ] as StateWithTeardown;
  const seedMemberDeal = mfeDealsStates(context)[dealsPactStates.memberOwnsDealWithDocument]!;

  const lenderId = async (): Promise<string> => {
    const lender = await db().collection('lenders').findOne({ name: placementPactNames.lender });
    if (!lender) throw new Error('state setup: the placement lender was not seeded');
    return String(lender._id);
  };

  const forgetQuotes = async () => {
    await db().collection('quotes').deleteMany({ dealId: pactIds.deal });
    await db()
      .collection('deals')
      .updateOne({ _id: pactIds.deal as never }, { $unset: { selectedQuote: '' } });
  };

  /** The room's quote (fixed, not shared) and a recorded one (floating on SOFR, shared). */
  const twoQuotes = (submissionId: string | null, lender: string): QuoteRecord[] => {
    const now = t.clock.now().getTime();
    return [
      {
        _id: ROOM_QUOTE_ID,
        dealId: pactIds.deal,
        submissionId,
        lenderId: lender,
        lenderName: placementPactNames.lender,
        contactName: placementPactNames.contact,
        terms: terms({}),
        createdAt: new Date(now - 2 * 3600_000),
        source: 'room',
        termSheet: null,
        shared: false,
        selectedAt: null,
      },
      {
        _id: RECORDED_QUOTE_ID,
        dealId: pactIds.deal,
        submissionId: null,
        lenderId: lender,
        lenderName: placementPactNames.lender,
        contactName: 'Sam by phone',
        terms: FLOATING,
        createdAt: new Date(now - 3600_000),
        source: 'admin',
        termSheet: null,
        shared: true,
        selectedAt: null,
        recordedBy: null,
      },
    ];
  };

  const hasTwoQuotes = async (): Promise<unknown> => {
    const { submissionId } = (await sentToContact.setup()) as { submissionId: string };
    await forgetQuotes();
    const lender = await lenderId();
    await db()
      .collection('quotes')
      .insertMany(twoQuotes(submissionId, lender) as never[]);
    return { roomQuoteId: ROOM_QUOTE_ID, recordedQuoteId: RECORDED_QUOTE_ID, lenderId: lender };
  };

  const hasNoQuote = async (): Promise<unknown> => {
    await adminWithMatch.setup();
    await forgetQuotes();
    return { lenderId: await lenderId(), documentId: pactIds.document };
  };

  return {
    [quotePactStates.adminDealHasTwoQuotes]: Object.assign(hasTwoQuotes, {
      setup: hasTwoQuotes,
      teardown: adminWithMatch.teardown,
    }),
    [quotePactStates.adminDealHasNoQuote]: Object.assign(hasNoQuote, {
      setup: hasNoQuote,
      teardown: adminWithMatch.teardown,
    }),
    /** The recorded quote shared and selected (its terms on the deal); the room's not shared. */
    [quotePactStates.memberDealHasSharedQuote]: async () => {
      await seedMemberDeal();
      await forgetQuotes();
      const [room, recorded] = twoQuotes('pact-submission', 'pact-lender');
      const selectedAt = t.clock.now();
      await db()
        .collection('quotes')
        .insertMany([room, { ...recorded!, selectedAt }] as never[]);
      await db()
        .collection('deals')
        .updateOne(
          { _id: pactIds.deal as never },
          {
            $set: {
              selectedQuote: {
                quoteId: RECORDED_QUOTE_ID,
                lenderName: placementPactNames.lender,
                terms: FLOATING,
                selectedAt,
              },
            },
          },
        );
      return { sharedQuoteId: RECORDED_QUOTE_ID };
    },
  };
}
