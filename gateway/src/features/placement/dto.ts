import type {
  CriterionResult,
  LoanSizing,
  LoanSizingDto,
  MatchCriterionResult,
  MatchSummary,
  MatchSummaryDto,
  MatchTolerances,
  MatchTolerancesDto,
  SizingDefaults,
  SizingDefaultsDto,
  SizingTerms,
  SizingTermsDto,
} from '@portal/contracts';

export const toTermsDto = (terms: SizingTerms): SizingTermsDto => ({
  ratePercent: terms.ratePercent ?? null,
  amortisationMonths: terms.amortisationMonths ?? null,
  maxLtvPercent: terms.maxLtvPercent ?? null,
  maxLtcPercent: terms.maxLtcPercent ?? null,
  minDscr: terms.minDscr ?? null,
  minDebtYieldPercent: terms.minDebtYieldPercent ?? null,
});

export const toSizingDefaultsDto = (defaults: SizingDefaults): SizingDefaultsDto => ({
  purchase: toTermsDto(defaults.purchase),
  refinance: toTermsDto(defaults.refinance),
  'cash-out-refinance': toTermsDto(defaults['cash-out-refinance']),
  construction: toTermsDto(defaults.construction),
  bridge: toTermsDto(defaults.bridge),
});

export const toTolerancesDto = (tolerances: MatchTolerances): MatchTolerancesDto => ({
  loanAmountPercent: tolerances.loanAmountPercent,
  ltvPoints: tolerances.ltvPoints,
  ltcPoints: tolerances.ltcPoints,
  dscr: tolerances.dscr,
  debtYieldPoints: tolerances.debtYieldPoints,
});

export const toSizingDto = (sizing: LoanSizing): LoanSizingDto => ({
  ...sizing,
  maxLoanBy: { ...sizing.maxLoanBy },
  missing: [...sizing.missing],
});

export const toSummaryDto = (summary: MatchSummary): MatchSummaryDto => ({
  match: summary.match,
  near: summary.near,
  missingFields: [...summary.missingFields],
});

export const toCriterionDto = (result: CriterionResult): MatchCriterionResult => ({
  criterion: result.criterion,
  status: result.status,
  deal: result.deal,
  limit: result.limit,
  reason: result.reason,
  withinTolerance: result.withinTolerance,
  missingFields: [...result.missingFields],
});
