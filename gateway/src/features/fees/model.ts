import type { DealFeeRecord } from '../deals/model';

/** A deal's broker fee as stored on the deal (deals/model.ts), with `hasFee: true` beside it. */
export type FeeRecord = DealFeeRecord;

/** The figures a save may set (the others come from a selected quote). */
export const FEE_INPUT_FIELDS = [
  'feePoints',
  'feeAmount',
  'brokerSharePercent',
  'expectedClosingOn',
  'invoicedOn',
  'receivedOn',
  'receivedAmount',
] as const;

export type FeeInputField = (typeof FEE_INPUT_FIELDS)[number];

/** The timeline's label of each figure a feeChanged entry may name. */
export const FEE_FIELD_LABELS: Readonly<Record<FeeInputField | 'loanAmount', string>> = {
  feePoints: 'Fee points',
  feeAmount: 'Fee amount',
  loanAmount: 'Loan amount',
  brokerSharePercent: 'Broker share',
  expectedClosingOn: 'Expected closing',
  invoicedOn: 'Invoiced on',
  receivedOn: 'Received on',
  receivedAmount: 'Received amount',
};

/** A fee with nothing recorded yet. */
export const EMPTY_FEE: FeeRecord = {
  feePoints: null,
  feeAmount: null,
  loanAmount: null,
  brokerSharePercent: null,
  expectedClosingOn: null,
  invoicedOn: null,
  receivedOn: null,
  receivedAmount: null,
  quoteId: null,
  updatedAt: null,
};

/** A stored fee with every field present (older or hand-written documents may lack some). */
export const feeOf = (stored: Partial<FeeRecord> | null | undefined): FeeRecord => ({ ...EMPTY_FEE, ...stored });
