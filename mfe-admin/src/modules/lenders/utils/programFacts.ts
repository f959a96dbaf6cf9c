import { formatDashboardMoney, LOAN_PURPOSE_LABELS, type LenderProgram } from '@portal/contracts';
import { RECOURSE_LABELS } from './recourseLabels';

const range = (min: string | null, max: string | null): string =>
  min && max ? `${min} – ${max}` : min ? `from ${min}` : max ? `up to ${max}` : 'Any';

const money = (value: number | null) => (value === null ? null : formatDashboardMoney(value));
const percent = (value: number | null) => (value === null ? null : `${value} %`);

/** A program's credit box as label and text pairs, in the order the lender page lists them. */
export function programFacts(program: LenderProgram): [string, string][] {
  return [
    ['Loan purposes', program.loanPurposes.map((purpose) => LOAN_PURPOSE_LABELS[purpose]).join(', ')],
    ['Property types', program.propertyTypes.join(', ')],
    ['Loan amount', range(money(program.minLoan), money(program.maxLoan))],
    ['Max LTV / LTC', `${percent(program.maxLtv) ?? '—'} / ${percent(program.maxLtc) ?? '—'}`],
    ['Min DSCR', program.minDscr === null ? '—' : `${program.minDscr.toFixed(2)}x`],
    ['Min debt yield', percent(program.minDebtYield) ?? '—'],
    ['States', program.nationwide ? 'Nationwide' : program.states.join(', ')],
    ['Recourse', program.recourse ? RECOURSE_LABELS[program.recourse] : 'Not stated'],
    [
      'Term',
      range(
        program.termMinMonths === null ? null : `${program.termMinMonths}`,
        program.termMaxMonths === null ? null : `${program.termMaxMonths}`,
      ) + (program.termMinMonths !== null || program.termMaxMonths !== null ? ' months' : ''),
    ],
    ['Indicative rate', program.indicativeRate === null ? '—' : `${program.indicativeRate} %`],
    ...(program.notes ? ([['Notes', program.notes]] as [string, string][]) : []),
  ];
}
