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

/** What a loan is for: a program's loan purposes, and (later) a deal's. */
export const LOAN_PURPOSES = ['purchase', 'refinance', 'cash-out-refinance', 'construction', 'bridge'] as const;
export type LoanPurposeValue = (typeof LOAN_PURPOSES)[number];

export const LOAN_PURPOSE_LABELS: Record<LoanPurposeValue, string> = {
  purchase: 'Purchase',
  refinance: 'Refinance',
  'cash-out-refinance': 'Cash-out refinance',
  construction: 'Construction',
  bridge: 'Bridge',
};

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

/** Who answers for the loan beyond the property. */
export const RECOURSE_TYPES = ['full', 'partial', 'non-recourse'] as const;
export type RecourseValue = (typeof RECOURSE_TYPES)[number];

/** The two-letter codes a program may name: the 50 states, the District of Columbia and Puerto Rico. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH',
  'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const; // prettier-ignore
export type UsStateCode = (typeof US_STATES)[number];

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
