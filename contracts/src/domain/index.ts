export { parseLoanAmount } from './loanAmount';
export { formatDashboardMoney, formatCompactMoney } from './money';
export { searchWords, searchTermsOf, MAX_SEARCH_WORDS } from './search';
export { canonicalListQuery } from './listQuery';
export {
  PIPELINE_STAGES,
  DEFAULT_STAGE,
  DEFAULT_STATUS,
  NO_STAGE,
  normaliseStageName,
  type PipelineStageName,
} from './stages';
export {
  LOAN_PURPOSES,
  LOAN_PURPOSE_LABELS,
  SIZING_LIMITS,
  DEFAULT_SIZING_BY_PURPOSE,
  loanPurposeFrom,
  loanPurposeOf,
  annualDebtConstant,
  roundLoan,
  ltcApplies,
  sizeLoan,
  sizingInputsFrom,
  checkSizingDefaults,
  type LoanPurpose,
  type SizingInputs,
  type SizingTerms,
  type SizingLimit,
  type SizingField,
  type LoanSizing,
  type SizingDefaults,
  type FieldError,
  type DealUnderwriting,
} from './sizing';
export {
  US_STATES,
  isUsStateCode,
  usStateName,
  normaliseUsState,
  stateFromAddress,
  type UsStateCode,
} from './usStates';
