import { dayValue, parseLoanAmount, type DealFee, type DealFeeRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** The Edit fee form: every field typed as text, checked on Save as the gateway checks it. */
export type FeeFormValues = {
  feePoints: string;
  feeAmount: string;
  brokerSharePercent: string;
  expectedClosingOn: string;
  invoicedOn: string;
  receivedOn: string;
  receivedAmount: string;
};

export type FeeField = keyof FeeFormValues;
export type FeeFormErrors = Partial<Record<FeeField, string>>;

export const FEE_FIELDS: readonly FeeField[] = [
  'feePoints',
  'feeAmount',
  'brokerSharePercent',
  'expectedClosingOn',
  'invoicedOn',
  'receivedOn',
  'receivedAmount',
];

/** The contract's limits of DealFeeRequest. */
export const FEE_LIMITS = { maxPoints: 20, maxAmount: 1_000_000_000, maxSharePercent: 100 } as const;

const text = (value: number | null) => (value === null ? '' : String(value));

/** The form as it opens: the deal's recorded figures (the share only when the deal has its own). */
export function feeToFormValues(fee: DealFee | null): FeeFormValues {
  return {
    feePoints: text(fee?.feePoints ?? null),
    feeAmount: text(fee?.feeAmount ?? null),
    brokerSharePercent: text(fee?.brokerSharePercentOverride ?? null),
    expectedClosingOn: fee?.expectedClosingOn ?? '',
    invoicedOn: fee?.invoicedOn ?? '',
    receivedOn: fee?.receivedOn ?? '',
    receivedAmount: text(fee?.receivedAmount ?? null),
  };
}

type Parsed = { ok: true; value: number | string | null } | { ok: false; message: string };

function percentOf(raw: string, max: number, name: string): Parsed {
  const cleaned = raw.replace(/[%\s]/g, '');
  if (cleaned === '') return { ok: true, value: null };
  const value = /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : NaN;
  if (!Number.isFinite(value) || value > max)
    return { ok: false, message: `${name} must be a number from 0 to ${max}` };
  return { ok: true, value };
}

function amountOf(raw: string, name: string): Parsed {
  if (raw.trim() === '') return { ok: true, value: null };
  const value = parseLoanAmount(raw);
  if (value === null || value < 0 || value > FEE_LIMITS.maxAmount) {
    return { ok: false, message: `${name} must be an amount from $0 to $1,000,000,000 (e.g. 15000 or $15K)` };
  }
  return { ok: true, value: Math.round(value * 100) / 100 };
}

function dayOf(raw: string, name: string): Parsed {
  const day = raw.trim();
  if (day === '') return { ok: true, value: null };
  return dayValue(day) === null
    ? { ok: false, message: `${name} must be a date (yyyy-MM-dd)` }
    : { ok: true, value: day };
}

/** Each field read on its own: its value for the request, or why it cannot be sent. */
function parseFields(values: FeeFormValues): Record<FeeField, Parsed> {
  return {
    feePoints: percentOf(values.feePoints, FEE_LIMITS.maxPoints, 'Fee points'),
    feeAmount: amountOf(values.feeAmount, 'Fee amount'),
    brokerSharePercent: percentOf(values.brokerSharePercent, FEE_LIMITS.maxSharePercent, 'Broker share'),
    expectedClosingOn: dayOf(values.expectedClosingOn, 'Expected closing'),
    invoicedOn: dayOf(values.invoicedOn, 'Invoiced on'),
    receivedOn: dayOf(values.receivedOn, 'Received on'),
    receivedAmount: amountOf(values.receivedAmount, 'Received amount'),
  };
}

export type FeeRequestCheck =
  { ok: true; request: DealFeeRequest | null } | { ok: false; errors: FeeFormErrors; firstField: FeeField };

/**
 * The request of the Edit fee form: every field checked (as the contract and the gateway check
 * them), then only the fields that changed from `initial` (an emptied one as null, which clears
 * it). `request` is null when nothing changed.
 */
export function feeRequestFrom(values: FeeFormValues, initial: FeeFormValues): FeeRequestCheck {
  const parsed = parseFields(values);
  const errors: FeeFormErrors = {};
  for (const field of FEE_FIELDS) {
    const result = parsed[field];
    if (!result.ok) errors[field] = result.message;
  }
  // A payment is a day and an amount together (the gateway refuses one without the other).
  const hasDay = values.receivedOn.trim() !== '';
  const hasAmount = values.receivedAmount.trim() !== '';
  if (hasAmount && !hasDay && !errors.receivedOn) errors.receivedOn = 'Received on is needed with the received amount';
  if (hasDay && !hasAmount && !errors.receivedAmount) {
    errors.receivedAmount = 'Received amount is needed with the date it was received';
  }
  const firstField = FEE_FIELDS.find((field) => errors[field]);
  if (firstField) return { ok: false, errors, firstField };

  const request: DealFeeRequest = {};
  for (const field of FEE_FIELDS) {
    if (values[field].trim() === initial[field].trim()) continue;
    const result = parsed[field];
    if (result.ok) Object.assign(request, { [field]: result.value });
  }
  return { ok: true, request: Object.keys(request).length > 0 ? request : null };
}

/** The gateway's 400 details (`body.feePoints` …) as messages at the form's fields. */
export function feeServerErrors(error: unknown): FeeFormErrors {
  if (!(error instanceof ApiRequestError) || !error.body?.details) return {};
  const errors: FeeFormErrors = {};
  for (const detail of error.body.details) {
    const field = detail.field.replace(/^body\./, '') as FeeField;
    if (FEE_FIELDS.includes(field) && !errors[field]) errors[field] = detail.message;
  }
  return errors;
}
