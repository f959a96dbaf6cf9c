import {
  LOAN_PURPOSE_LABELS,
  ltcApplies,
  SIZING_FIELD_WORDS,
  sizingTermsText,
  type DealPlacement,
  type DealUnderwriting,
  type LoanSizingDto,
  type SizingLimit,
  type SizingTermsDto,
} from '@portal/contracts';
import { formatDollars } from './formatDollars';

/** A figure of the panel: its text, or unknown with the inputs it lacks. */
export type SizingFigure = { label: string; value: string | null; missing: string[] };

export type LoanSizingView = {
  /** The terms the loan is sized on, in words; null when the deal has no loan purpose. */
  basis: string | null;
  figures: SizingFigure[];
  /** Every input the deal lacks for a figure, in words. */
  missing: string[];
};

type Missing = LoanSizingDto['missing'][number];

export const LIMIT_NAMES: Record<SizingLimit, string> = {
  ltv: 'LTV',
  ltc: 'LTC',
  dscr: 'DSCR',
  debtYield: 'Debt yield',
};

/** The label of the maximum loan a limit allows. */
const MAX_BY_LABELS: Record<SizingLimit, string> = {
  ltv: 'Max loan by LTV',
  ltc: 'Max loan by LTC',
  dscr: 'Max loan by DSCR',
  debtYield: 'Max loan by debt yield',
};

/** The limit of the terms behind each maximum: a limit the terms leave empty is not set. */
const LIMIT_TERMS: Record<SizingLimit, keyof SizingTermsDto> = {
  ltv: 'maxLtvPercent',
  ltc: 'maxLtcPercent',
  dscr: 'minDscr',
  debtYield: 'minDebtYieldPercent',
};

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = (value: number) => `${twoDecimals.format(value)} %`;
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dollars = (value: number | null) => (value === null ? null : formatDollars(value));

/** What each figure is computed from (docs/lenders.md#formulas). */
const DEBT_SERVICE: Missing[] = ['loanAmount', 'amortisationMonths', 'ratePercent', 'loanPurpose'];
const NEEDS = {
  ltv: ['loanAmount', 'propertyValue'],
  ltc: ['loanAmount', 'totalProjectCost'],
  dscr: [...DEBT_SERVICE, 'netOperatingIncome'],
  debtYield: ['loanAmount', 'netOperatingIncome'],
  annualDebtService: DEBT_SERVICE,
  maxByLtv: ['propertyValue', 'loanPurpose'],
  maxByLtc: ['totalProjectCost', 'loanPurpose'],
  maxByDscr: ['netOperatingIncome', 'amortisationMonths', 'ratePercent', 'loanPurpose'],
  maxByDebtYield: ['netOperatingIncome', 'loanPurpose'],
  maxLoan: [
    'propertyValue',
    'netOperatingIncome',
    'totalProjectCost',
    'amortisationMonths',
    'ratePercent',
    'loanPurpose',
  ],
} satisfies Record<string, Missing[]>;

const MAX_BY_NEEDS: Record<SizingLimit, Missing[]> = {
  ltv: NEEDS.maxByLtv,
  ltc: NEEDS.maxByLtc,
  dscr: NEEDS.maxByDscr,
  debtYield: NEEDS.maxByDebtYield,
};

/**
 * The Deal Summary's loan sizing (docs/lenders.md#formulas) as the gateway computes it on the
 * admin's default terms for the deal's loan purpose (its deal type's when it states none): LTV, LTC
 * (when it applies), DSCR, debt yield and annual debt service of the requested loan, the maximum
 * loan under each limit, and the maximum loan with the limit that binds. A figure the deal cannot
 * give reads as unknown with the inputs it lacks, never as 0.
 */
export function loanSizingView(placement: DealPlacement, deal: DealUnderwriting): LoanSizingView {
  const { loanPurpose: purpose, terms, sizing } = placement;
  const lacking = new Set<Missing>(sizing.missing);
  if (!purpose || !terms) {
    // The rate and amortisation come with a purpose's terms: it is the purpose that is missing.
    lacking.delete('ratePercent');
    if (!deal.amortisationMonths) lacking.delete('amortisationMonths');
    lacking.add('loanPurpose');
  }
  const lacks = (needs: Missing[]) =>
    needs.filter((input) => lacking.has(input)).map((input) => SIZING_FIELD_WORDS[input]);
  const figure = (label: string, value: string | null, needs: Missing[]): SizingFigure => ({
    label,
    value,
    missing: value === null ? lacks(needs) : [],
  });
  const withLtc = ltcApplies(purpose, deal.totalProjectCost);
  const limits: SizingLimit[] = withLtc ? ['ltv', 'ltc', 'dscr', 'debtYield'] : ['ltv', 'dscr', 'debtYield'];

  const figures: SizingFigure[] = [
    figure('LTV', sizing.ltvPercent === null ? null : percent(sizing.ltvPercent), NEEDS.ltv),
  ];
  if (withLtc) figures.push(figure('LTC', sizing.ltcPercent === null ? null : percent(sizing.ltcPercent), NEEDS.ltc));
  figures.push(
    figure('DSCR', sizing.dscr === null ? null : `${twoDecimals.format(sizing.dscr)}x`, NEEDS.dscr),
    figure('Debt yield', sizing.debtYieldPercent === null ? null : percent(sizing.debtYieldPercent), NEEDS.debtYield),
    figure(
      'Annual debt service',
      sizing.annualDebtService === null ? null : `$${cents.format(sizing.annualDebtService)} a year`,
      NEEDS.annualDebtService,
    ),
  );
  for (const limit of limits) {
    // A limit the terms leave empty never binds: it is not set, which is not unknown.
    const set = terms !== null && Boolean(terms[LIMIT_TERMS[limit]]);
    const value = !set && terms !== null ? 'No limit set' : dollars(sizing.maxLoanBy[limit]);
    figures.push(figure(MAX_BY_LABELS[limit], value, MAX_BY_NEEDS[limit]));
  }
  figures.push(
    figure(
      'Max loan',
      sizing.maxLoan === null || sizing.bindingLimit === null
        ? null
        : `${formatDollars(sizing.maxLoan)} — ${LIMIT_NAMES[sizing.bindingLimit]}-limited`,
      NEEDS.maxLoan,
    ),
  );
  const missing = [...new Set(figures.flatMap((f) => f.missing))];
  return {
    basis: purpose && terms ? sizingTermsText(terms, LOAN_PURPOSE_LABELS[purpose]) : null,
    figures,
    missing,
  };
}
