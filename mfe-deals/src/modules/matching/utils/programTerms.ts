import type { DealMatch } from '@portal/contracts';

const RECOURSE_LABELS: Readonly<Record<NonNullable<DealMatch['program']['recourse']>, string>> = {
  full: 'Full recourse',
  partial: 'Partial recourse',
  'non-recourse': 'Non-recourse',
};

const rate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** The program's indicative rate, "6.5 %", or "Not stated". */
export function indicativeRateText(program: Pick<DealMatch['program'], 'indicativeRate'>): string {
  return program.indicativeRate === null ? 'Not stated' : `${rate.format(program.indicativeRate)} %`;
}

/** "Partial recourse", "Non-recourse", or "Not stated". */
export function recourseText(program: Pick<DealMatch['program'], 'recourse'>): string {
  return program.recourse ? RECOURSE_LABELS[program.recourse] : 'Not stated';
}
