/**
 * A deal's broker fee as stored on the deal (`fee`, with `hasFee: true` beside it for the indexes
 * the earnings, the report and the overdue list read). Money in dollars, days as yyyy-MM-dd (UTC).
 */
export type FeeRecord = {
  feePoints: number | null;
  feeAmount: number | null;
  /** The loan the points apply to: the selected quote's amount, once one is selected. */
  loanAmount: number | null;
  /** The deal's own share in percent; null: the owner's, else the default of the settings. */
  brokerSharePercent: number | null;
  expectedClosingOn: string | null;
  invoicedOn: string | null;
  receivedOn: string | null;
  receivedAmount: number | null;
  /** The selected quote the figures were filled from. */
  quoteId: string | null;
  updatedAt: Date | null;
};

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
