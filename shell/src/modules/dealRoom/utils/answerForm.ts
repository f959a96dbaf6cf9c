import type { DealRoomAnswerRequest, LenderQuoteTerms, PassReason, RateIndex } from '@portal/contracts';

/** The answer form's fields as typed (text inputs), before they become a request. */
export type AnswerFormValues = {
  answer: 'interested' | 'pass' | 'quote';
  passReason: PassReason | '';
  passText: string;
  amount: string;
  rateType: 'fixed' | 'floating';
  ratePercent: string;
  index: RateIndex | '';
  spreadBps: string;
  termMonths: string;
  amortisationMonths: string;
  interestOnlyMonths: string;
  maxLtvPercent: string;
  maxLtcPercent: string;
  originationFeePercent: string;
  exitFeePercent: string;
  recourse: LenderQuoteTerms['recourse'] | '';
  prepayment: string;
  closingDays: string;
  conditions: string;
  expiresOn: string;
};

export const EMPTY_ANSWER: AnswerFormValues = {
  answer: 'interested',
  passReason: '',
  passText: '',
  amount: '',
  rateType: 'fixed',
  ratePercent: '',
  index: '',
  spreadBps: '',
  termMonths: '',
  amortisationMonths: '',
  interestOnlyMonths: '',
  maxLtvPercent: '',
  maxLtcPercent: '',
  originationFeePercent: '',
  exitFeePercent: '',
  recourse: '',
  prepayment: '',
  closingDays: '',
  conditions: '',
  expiresOn: '',
};

type Parsed<T> = { ok: true; value: T } | { ok: false; field: keyof AnswerFormValues; message: string };

/** A number typed with or without thousands separators, dollar or percent signs; '' is null. */
function numberOf(text: string): number | null | 'invalid' {
  const cleaned = text.replace(/[\s,$%]/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : 'invalid';
}

/**
 * The request the form stands for, or the first field to fix. Only what the browser can tell is
 * checked here (required, a number); the gateway checks every bound and names the field.
 */
export function answerRequestFrom(values: AnswerFormValues): Parsed<DealRoomAnswerRequest> {
  if (values.answer === 'interested') return { ok: true, value: { answer: 'interested' } };
  if (values.answer === 'pass') {
    if (!values.passReason) return { ok: false, field: 'passReason', message: 'Choose a reason for passing' };
    return {
      ok: true,
      value: { answer: 'pass', passReason: values.passReason, passText: values.passText.trim() || null },
    };
  }
  const numbers: Partial<Record<keyof AnswerFormValues, number | null>> = {};
  const labels: Partial<Record<keyof AnswerFormValues, string>> = {
    amount: 'Loan amount',
    ratePercent: 'Rate',
    spreadBps: 'Spread',
    termMonths: 'Term',
    amortisationMonths: 'Amortisation',
    interestOnlyMonths: 'Interest-only months',
    maxLtvPercent: 'Maximum LTV',
    maxLtcPercent: 'Maximum LTC',
    originationFeePercent: 'Origination fee',
    exitFeePercent: 'Exit fee',
    closingDays: 'Days to close',
  };
  for (const field of Object.keys(labels) as (keyof AnswerFormValues)[]) {
    const value = numberOf(values[field]);
    if (value === 'invalid') return { ok: false, field, message: `${labels[field]} must be a number` };
    numbers[field] = value;
  }
  const required: (keyof AnswerFormValues)[] = ['amount', 'termMonths', 'amortisationMonths'];
  if (values.rateType === 'fixed') required.push('ratePercent');
  else required.push('spreadBps');
  for (const field of required) {
    if (numbers[field] === null) return { ok: false, field, message: `${labels[field]} is required` };
  }
  if (values.rateType === 'floating' && !values.index) {
    return { ok: false, field: 'index', message: 'Choose the rate index' };
  }
  if (!values.recourse) return { ok: false, field: 'recourse', message: 'Choose the recourse' };
  const quote: LenderQuoteTerms = {
    amount: numbers.amount!,
    rateType: values.rateType,
    ratePercent: values.rateType === 'fixed' ? numbers.ratePercent! : null,
    index: values.rateType === 'floating' ? (values.index as RateIndex) : null,
    spreadBps: values.rateType === 'floating' ? numbers.spreadBps! : null,
    termMonths: numbers.termMonths!,
    amortisationMonths: numbers.amortisationMonths!,
    interestOnlyMonths: numbers.interestOnlyMonths ?? null,
    maxLtvPercent: numbers.maxLtvPercent ?? null,
    maxLtcPercent: numbers.maxLtcPercent ?? null,
    originationFeePercent: numbers.originationFeePercent ?? null,
    exitFeePercent: numbers.exitFeePercent ?? null,
    recourse: values.recourse,
    prepayment: values.prepayment.trim() || null,
    closingDays: numbers.closingDays ?? null,
    conditions: values.conditions.trim() || null,
    expiresOn: values.expiresOn || null,
  };
  return { ok: true, value: { answer: 'quote', quote } };
}
