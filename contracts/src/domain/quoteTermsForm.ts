import type { LenderQuoteTerms, RateIndex, Recourse } from '../types';

/**
 * A quote's terms as typed in a form (text inputs), before they become `LenderQuoteTerms`: the
 * lender's answer in a deal room and an admin's recorded quote share them.
 */
export type QuoteTermsFormValues = {
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
  recourse: Recourse | '';
  prepayment: string;
  closingDays: string;
  conditions: string;
  expiresOn: string;
};

export type QuoteTermsField = keyof QuoteTermsFormValues;

export const EMPTY_QUOTE_TERMS: QuoteTermsFormValues = {
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

type NumericField =
  | 'amount'
  | 'ratePercent'
  | 'spreadBps'
  | 'termMonths'
  | 'amortisationMonths'
  | 'interestOnlyMonths'
  | 'maxLtvPercent'
  | 'maxLtcPercent'
  | 'originationFeePercent'
  | 'exitFeePercent'
  | 'closingDays';

/** The contract's bounds of each figure (LenderQuoteTerms in openapi.yaml); `above` excludes the minimum. */
type Bound = { label: string; min: number; max: number; above?: boolean; integer?: boolean; unit?: string };

export const QUOTE_TERM_BOUNDS: Readonly<Record<NumericField, Bound>> = {
  amount: { label: 'Loan amount', min: 0, max: 10_000_000_000, above: true },
  ratePercent: { label: 'Rate', min: 0, max: 50, above: true, unit: ' %' },
  spreadBps: { label: 'Spread', min: 0, max: 5000, integer: true, unit: ' basis points' },
  termMonths: { label: 'Term', min: 1, max: 480, integer: true, unit: ' months' },
  amortisationMonths: { label: 'Amortisation', min: 0, max: 600, integer: true, unit: ' months' },
  interestOnlyMonths: { label: 'Interest-only months', min: 0, max: 480, integer: true, unit: ' months' },
  maxLtvPercent: { label: 'Maximum LTV', min: 0, max: 100, above: true, unit: ' %' },
  maxLtcPercent: { label: 'Maximum LTC', min: 0, max: 100, above: true, unit: ' %' },
  originationFeePercent: { label: 'Origination fee', min: 0, max: 10, unit: ' %' },
  exitFeePercent: { label: 'Exit fee', min: 0, max: 10, unit: ' %' },
  closingDays: { label: 'Days to close', min: 1, max: 365, integer: true, unit: ' days' },
};

export const QUOTE_TEXT_LIMITS = { prepayment: 500, conditions: 2000 } as const;

export type QuoteTermsCheck =
  { ok: true; value: LenderQuoteTerms } | { ok: false; field: QuoteTermsField; message: string };

/** A number typed with or without thousands separators, dollar or percent signs; '' is null. */
function numberOf(text: string): number | null | 'invalid' {
  const cleaned = text.replace(/[\s,$%]/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : 'invalid';
}

function boundMessage(bound: Bound, value: number): string | null {
  const unit = bound.unit ?? '';
  const low = bound.above ? value <= bound.min : value < bound.min;
  if (low || value > bound.max) {
    return bound.above
      ? `${bound.label} must be more than ${bound.min}${unit} and at most ${bound.max.toLocaleString('en-US')}${unit}`
      : `${bound.label} must be between ${bound.min} and ${bound.max.toLocaleString('en-US')}${unit}`;
  }
  if (bound.integer && !Number.isInteger(value)) return `${bound.label} must be a whole number`;
  return null;
}

/**
 * The terms the form stands for, or the first field to fix with its message. Mirrors the
 * gateway's checks (the contract's bounds, the fields a rate type needs, interest-only no longer
 * than the term, an expiry today or later) so that a form is refused before it is sent; the
 * gateway checks everything again. `today` is the local date as YYYY-MM-DD.
 */
export function quoteTermsFrom(values: QuoteTermsFormValues, today: string): QuoteTermsCheck {
  const numbers = {} as Record<NumericField, number | null>;
  for (const field of Object.keys(QUOTE_TERM_BOUNDS) as NumericField[]) {
    const value = numberOf(values[field]);
    if (value === 'invalid') return { ok: false, field, message: `${QUOTE_TERM_BOUNDS[field].label} must be a number` };
    numbers[field] = value;
  }
  const required: NumericField[] = ['amount'];
  required.push(values.rateType === 'fixed' ? 'ratePercent' : 'spreadBps');
  required.push('termMonths', 'amortisationMonths');
  for (const field of required) {
    if (numbers[field] === null) return { ok: false, field, message: `${QUOTE_TERM_BOUNDS[field].label} is required` };
  }
  if (values.rateType === 'floating' && !values.index) {
    return { ok: false, field: 'index', message: 'Choose the rate index' };
  }
  const ignored: NumericField = values.rateType === 'fixed' ? 'spreadBps' : 'ratePercent';
  for (const field of Object.keys(QUOTE_TERM_BOUNDS) as NumericField[]) {
    const value = numbers[field];
    if (field === ignored || value === null) continue;
    const message = boundMessage(QUOTE_TERM_BOUNDS[field], value);
    if (message) return { ok: false, field, message };
  }
  if (numbers.interestOnlyMonths !== null && numbers.interestOnlyMonths > numbers.termMonths!) {
    return { ok: false, field: 'interestOnlyMonths', message: 'Interest-only months must not be longer than the term' };
  }
  if (!values.recourse) return { ok: false, field: 'recourse', message: 'Choose the recourse' };
  const prepayment = values.prepayment.trim();
  if (prepayment.length > QUOTE_TEXT_LIMITS.prepayment) {
    return {
      ok: false,
      field: 'prepayment',
      message: `Prepayment must be at most ${QUOTE_TEXT_LIMITS.prepayment} characters`,
    };
  }
  const conditions = values.conditions.trim();
  if (conditions.length > QUOTE_TEXT_LIMITS.conditions) {
    return {
      ok: false,
      field: 'conditions',
      message: `Conditions must be at most ${QUOTE_TEXT_LIMITS.conditions.toLocaleString('en-US')} characters`,
    };
  }
  if (values.expiresOn && !/^\d{4}-\d{2}-\d{2}$/.test(values.expiresOn)) {
    return { ok: false, field: 'expiresOn', message: 'Enter the expiry as a date' };
  }
  if (values.expiresOn && values.expiresOn < today) {
    return { ok: false, field: 'expiresOn', message: 'The quote must be valid until today or later' };
  }
  return {
    ok: true,
    value: {
      amount: numbers.amount!,
      rateType: values.rateType,
      ratePercent: values.rateType === 'fixed' ? numbers.ratePercent : null,
      index: values.rateType === 'floating' ? (values.index as RateIndex) : null,
      spreadBps: values.rateType === 'floating' ? numbers.spreadBps : null,
      termMonths: numbers.termMonths!,
      amortisationMonths: numbers.amortisationMonths!,
      interestOnlyMonths: numbers.interestOnlyMonths,
      maxLtvPercent: numbers.maxLtvPercent,
      maxLtcPercent: numbers.maxLtcPercent,
      originationFeePercent: numbers.originationFeePercent,
      exitFeePercent: numbers.exitFeePercent,
      recourse: values.recourse,
      prepayment: prepayment || null,
      closingDays: numbers.closingDays,
      conditions: conditions || null,
      expiresOn: values.expiresOn || null,
    },
  };
}

/** Today's local date as YYYY-MM-DD (what a date input holds). */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
