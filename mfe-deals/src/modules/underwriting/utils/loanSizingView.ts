import {
  DEFAULT_SIZING_BY_PURPOSE,
  LOAN_PURPOSE_LABELS,
  loanPurposeOf,
  sizeLoan,
  sizingInputsFrom,
  type DealUnderwriting,
  type LoanSizing,
  type SizingField,
  type SizingLimit,
  type SizingTerms,
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

type Missing = SizingField | 'loanPurpose';

const INPUT_WORDS: Record<Missing, string> = {
  propertyValue: 'property value',
  netOperatingIncome: 'net operating income',
  loanPurpose: 'loan purpose',
  totalProjectCost: 'total project cost',
  loanAmount: 'loan request',
  termMonths: 'term',
  amortisationMonths: 'amortisation',
  interestOnlyMonths: 'interest-only period',
  ratePercent: 'rate',
};

export const LIMIT_NAMES: Record<SizingLimit, string> = {
  ltv: 'LTV',
  ltc: 'LTC',
  dscr: 'DSCR',
  debtYield: 'Debt yield',
};

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwo = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const percent = (value: number) => `${twoDecimals.format(value)} %`;

/** What each figure is computed from (docs/lenders.md#formulas). */
const NEEDS: Record<'ltv' | 'ltc' | 'dscr' | 'debtYield' | 'maxLoan', Missing[]> = {
  ltv: ['loanAmount', 'propertyValue'],
  ltc: ['loanAmount', 'totalProjectCost'],
  dscr: ['loanAmount', 'netOperatingIncome', 'amortisationMonths', 'ratePercent', 'loanPurpose'],
  debtYield: ['loanAmount', 'netOperatingIncome'],
  maxLoan: [
    'propertyValue',
    'netOperatingIncome',
    'totalProjectCost',
    'amortisationMonths',
    'ratePercent',
    'loanPurpose',
  ],
};

function termsText(terms: SizingTerms, purposeLabel: string): string {
  const parts = [`${upToTwo.format(terms.ratePercent ?? 0)} % over ${terms.amortisationMonths} months`];
  if (terms.maxLtvPercent) parts.push(`max LTV ${upToTwo.format(terms.maxLtvPercent)} %`);
  if (terms.maxLtcPercent) parts.push(`max LTC ${upToTwo.format(terms.maxLtcPercent)} %`);
  if (terms.minDscr) parts.push(`min DSCR ${twoDecimals.format(terms.minDscr)}x`);
  if (terms.minDebtYieldPercent) parts.push(`min debt yield ${upToTwo.format(terms.minDebtYieldPercent)} %`);
  return `Default terms for ${purposeLabel}: ${parts.join(', ')}`;
}

/**
 * The Deal Summary's loan sizing (docs/lenders.md#formulas): LTV, LTC (when it applies), DSCR and
 * debt yield of the requested loan, and the maximum loan with the limit that binds, sized on the
 * default terms for the deal's loan purpose (its deal type's when it states none). A figure the
 * deal cannot give reads as unknown with the inputs it lacks, never as 0.
 */
export function loanSizingView(deal: DealUnderwriting): LoanSizingView {
  const purpose = loanPurposeOf(deal);
  const terms = purpose ? DEFAULT_SIZING_BY_PURPOSE[purpose] : {};
  const sizing: LoanSizing = sizeLoan(sizingInputsFrom(deal), terms);
  const lacking = new Set<Missing>(sizing.missing);
  if (!purpose) {
    // The rate and amortisation come with a purpose's terms: it is the purpose that is missing.
    lacking.delete('ratePercent');
    if (!deal.amortisationMonths) lacking.delete('amortisationMonths');
    lacking.add('loanPurpose');
  }
  const lacks = (needs: Missing[]) => needs.filter((input) => lacking.has(input)).map((input) => INPUT_WORDS[input]);
  const figure = (label: string, value: string | null, needs: Missing[]): SizingFigure => ({
    label,
    value,
    missing: value === null ? lacks(needs) : [],
  });

  const figures: SizingFigure[] = [
    figure('LTV', sizing.ltvPercent === null ? null : percent(sizing.ltvPercent), NEEDS.ltv),
  ];
  if (purpose === 'construction' || (deal.totalProjectCost ?? 0) > 0) {
    figures.push(figure('LTC', sizing.ltcPercent === null ? null : percent(sizing.ltcPercent), NEEDS.ltc));
  }
  figures.push(
    figure('DSCR', sizing.dscr === null ? null : `${twoDecimals.format(sizing.dscr)}x`, NEEDS.dscr),
    figure('Debt yield', sizing.debtYieldPercent === null ? null : percent(sizing.debtYieldPercent), NEEDS.debtYield),
    figure(
      'Max loan',
      sizing.maxLoan === null || sizing.bindingLimit === null
        ? null
        : `${formatDollars(sizing.maxLoan)} — ${LIMIT_NAMES[sizing.bindingLimit]}-limited`,
      NEEDS.maxLoan,
    ),
  );
  const missing = [...new Set(figures.flatMap((f) => f.missing))];
  return { basis: purpose ? termsText(terms, LOAN_PURPOSE_LABELS[purpose]) : null, figures, missing };
}
