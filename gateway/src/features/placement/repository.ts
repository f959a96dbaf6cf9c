import type { LenderTypeValue } from '@portal/contracts';
import type { DealModel, DealRecord } from '../deals/model';
import type { LenderModel, ProgramModel, ProgramRecord } from '../lenders/model';

/** What a match shows of a program's lender. */
export type LenderCard = { id: string; name: string; type: LenderTypeValue; website: string | null };

/** The deal fields matching reads (sizingInputsFrom, dealFactsFrom), and what a row of the reverse view shows. */
const OPEN_DEAL_FIELDS = [
  'dealId',
  'createdAt',
  'createdBy',
  'stage',
  'propertyName',
  'deletingSince',
  'loanAmount',
  'loanRequest',
  'applicationLoanRequest',
  'propertyType',
  'applicationPropertyType',
  'propertyAddress',
  'applicationPropertyAddress',
  'dealType',
  'applicationDealType',
  'propertyState',
  'loanPurpose',
  'propertyValue',
  'netOperatingIncome',
  'totalProjectCost',
  'termMonths',
  'amortisationMonths',
] as const satisfies readonly (keyof DealRecord)[];

export type OpenDeal = Pick<DealRecord, '_id' | (typeof OPEN_DEAL_FIELDS)[number]>;

const OPEN_DEAL_PROJECTION = Object.fromEntries(OPEN_DEAL_FIELDS.map((field) => [field, 1]));

/** The reads of matching: the active programs with their lenders, and the open deals. */
export function createPlacementRepository(models: { programs: ProgramModel; lenders: LenderModel; deals: DealModel }) {
  return {
    /** The active programs of active lenders (index active_lenderActive) and those lenders. */
    async activePrograms(): Promise<{ programs: ProgramRecord[]; lenders: LenderCard[] }> {
      const programs = await models.programs.collection
        .find<ProgramRecord>({ active: true, lenderActive: true } as never)
        .toArray();
      const ids = [...new Set(programs.map((program) => program.lenderId))];
      const lenders =
        ids.length === 0
          ? []
          : await models.lenders.collection
              .find<{ _id: string; name: string; type: LenderTypeValue; website: string | null }>(
                { _id: { $in: ids } } as never,
                { projection: { name: 1, type: 1, website: 1 } },
              )
              .toArray();
      return {
        programs,
        lenders: lenders.map((lender) => ({
          id: lender._id,
          name: lender.name,
          type: lender.type,
          website: lender.website ?? null,
        })),
      };
    },

    /** Every open deal (a deal without a status reads as Open), with only the fields matching needs. */
    async openDeals(): Promise<OpenDeal[]> {
      return models.deals.collection
        .find<OpenDeal>({ status: { $in: ['Open', null] } } as never, { projection: OPEN_DEAL_PROJECTION })
        .toArray();
    },
  };
}

export type PlacementRepository = ReturnType<typeof createPlacementRepository>;
