export { parseLoanAmount } from './loanAmount';
export { formatDashboardMoney, formatCompactMoney } from './money';
export { searchWords, searchTermsOf, MAX_SEARCH_WORDS } from './search';
export { canonicalListQuery } from './listQuery';
export {
  LENDER_TYPES,
  LENDER_TYPE_LABELS,
  LOAN_PURPOSES,
  LOAN_PURPOSE_LABELS,
  PROGRAM_PROPERTY_TYPES,
  RECOURSE_TYPES,
  US_STATES,
  PROGRAM_LIMITS,
  type LenderTypeValue,
  type LoanPurposeValue,
  type ProgramPropertyType,
  type RecourseValue,
  type UsStateCode,
} from './lenderDirectory';
export {
  PIPELINE_STAGES,
  DEFAULT_STAGE,
  DEFAULT_STATUS,
  NO_STAGE,
  normaliseStageName,
  type PipelineStageName,
} from './stages';
