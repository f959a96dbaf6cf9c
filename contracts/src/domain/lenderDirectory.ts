/**
 * The value lists of the lender directory (docs/lenders-csv.md), shared by the gateway (what it
 * stores and checks) and the front ends (the options they offer). Each list is the same as its
 * enum in contracts/openapi.yaml; the values are stored and exported as written here.
 */

/** What kind of lender it is. */
export const LENDER_TYPES = [
  'bank',
  'credit-union',
  'debt-fund',
  'cmbs',
  'agency',
  'life-company',
  'sba-lender',
  'private',
] as const;
export type LenderTypeValue = (typeof LENDER_TYPES)[number];

export const LENDER_TYPE_LABELS: Record<LenderTypeValue, string> = {
  bank: 'Bank',
  'credit-union': 'Credit union',
  'debt-fund': 'Debt fund',
  cmbs: 'CMBS',
  agency: 'Agency',
  'life-company': 'Life company',
  'sba-lender': 'SBA lender',
  private: 'Private',
};

/** What a loan is for: a program's loan purposes and a deal's (one list, in sizing.ts). */
export { LOAN_PURPOSES, LOAN_PURPOSE_LABELS } from './sizing';
export type { LoanPurpose as LoanPurposeValue } from './sizing';

/**
 * The property types a program lends on: the deal forms' property types (docs/product.md#option-lists,
 * create and edit forms together), spelled as deals store them.
 */
export const PROGRAM_PROPERTY_TYPES = [
  'Multifamily',
  'Office',
  'Retail',
  'Industrial',
  'Hospitality',
  'Self Storage',
  'Mixed-Use',
  'Other',
] as const;
export type ProgramPropertyType = (typeof PROGRAM_PROPERTY_TYPES)[number];

/** Who answers for the loan beyond the property (one list, in matching.ts). */
export { RECOURSE_OPTIONS as RECOURSE_TYPES } from './matching';
export type { Recourse as RecourseValue } from './matching';

/** The codes a program may name (one list, in usStates.ts). */
export { US_STATE_CODES as US_STATES } from './usStates';

/**
 * The limits of a program's figures: the contract's `minimum`/`maximum` of each field, and the
 * ranges the CSV import names in its errors.
 */
export const PROGRAM_LIMITS = {
  loanAmount: { min: 0, max: 100_000_000_000 },
  percent: { min: 1, max: 100 },
  dscr: { min: 0.5, max: 5 },
  termMonths: { min: 1, max: 600 },
  rate: { min: 0.1, max: 30 },
} as const;
