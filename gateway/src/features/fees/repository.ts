import type { DealModel, DealRecord } from '../deals/model';

/** What the fee reads need of a deal. */
export type FeeDealRecord = Pick<
  DealRecord,
  | '_id'
  | 'dealId'
  | 'userId'
  | 'propertyName'
  | 'propertyAddress'
  | 'stage'
  | 'status'
  | 'loanAmount'
  | 'fee'
  | 'deletingSince'
>;

const FEE_FIELDS = {
  dealId: 1,
  userId: 1,
  propertyName: 1,
  propertyAddress: 1,
  stage: 1,
  status: 1,
  loanAmount: 1,
  fee: 1,
  deletingSince: 1,
} as const;

/**
 * The deals that have a fee, read through the `hasFee` indexes (mongo-init): one member's
 * (`userId_hasFee`) or every member's (`hasFee`), never a scan of all deals on MongoDB. A deal
 * whose deletion has begun is left out.
 */
export function createFeeRepository(deals: DealModel) {
  const live = (rows: FeeDealRecord[]) => rows.filter((row) => !row.deletingSince);
  return {
    async ofOwner(userId: string): Promise<FeeDealRecord[]> {
      return live(await deals.find({ userId, hasFee: true }, FEE_FIELDS).lean<FeeDealRecord[]>().exec());
    },

    async all(): Promise<FeeDealRecord[]> {
      return live(await deals.find({ hasFee: true }, FEE_FIELDS).lean<FeeDealRecord[]>().exec());
    },
  };
}

export type FeeRepository = ReturnType<typeof createFeeRepository>;
