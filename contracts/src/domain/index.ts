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
