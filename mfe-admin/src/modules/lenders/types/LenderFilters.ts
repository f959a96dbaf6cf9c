import type { LenderType, LoanPurpose, ProgramPropertyType, UsStateCode } from '@portal/contracts';

/** Active lenders only, deactivated ones only, or both (''). */
export type LenderStatusFilter = '' | 'active' | 'inactive';

/** The Lenders tab's search and filters; '' is "any". `q` is the search as sent (already settled). */
export type LenderFilters = {
  q: string;
  type: LenderType | '';
  active: LenderStatusFilter;
  state: UsStateCode | '';
  propertyType: ProgramPropertyType | '';
  loanPurpose: LoanPurpose | '';
};

export const NO_LENDER_FILTERS: LenderFilters = {
  q: '',
  type: '',
  active: '',
  state: '',
  propertyType: '',
  loanPurpose: '',
};
