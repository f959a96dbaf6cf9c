import type { MatchCriterionResult } from '@portal/contracts';

type Criterion = MatchCriterionResult['criterion'];
type CriterionStatus = MatchCriterionResult['status'];

/** What each criterion of a credit box is called (docs/lenders.md#matching). */
export const CRITERION_LABELS: Readonly<Record<Criterion, string>> = {
  loanPurpose: 'Loan purpose',
  propertyType: 'Property type',
  state: 'State',
  minLoan: 'Min loan',
  maxLoan: 'Max loan',
  maxLtv: 'Max LTV',
  maxLtc: 'Max LTC',
  minDscr: 'Min DSCR',
  minDebtYield: 'Min debt yield',
  minTerm: 'Min term',
  maxTerm: 'Max term',
};

/** A criterion's verdict in words (the badge's text, never colour alone). */
export const CRITERION_STATUS_LABELS: Readonly<Record<CriterionStatus, string>> = {
  met: 'Met',
  missed: 'Missed',
  unknown: 'Unknown',
};
