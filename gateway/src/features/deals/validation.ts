import { parseLoanAmount, type DealCreateRequest, type DealUpdateRequest, type ErrorDetail } from '@portal/contracts';
import type { DealRecord } from './model';

/**
 * The messages of docs/product.md#deal-form-validation, in form order; the first missing one is the
 * error's headline.
 */
const REQUIRED_FIELDS = [
  ['clientFirstName', 'First Name is required'],
  ['clientLastName', 'Last Name is required'],
  ['clientPhone', 'Phone Number is required'],
  ['clientEmail', 'Email Address is required'],
  ['propertyAddress', 'Property Address is required'],
] as const;
const LOAN_REQUEST_REQUIRED = 'Loan Request is required';
export const INVALID_EMAIL = 'Please enter a valid email address';

/** Deliberately loose (what an e-mail-type input accepts): something@something.something. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blank = (value: string | undefined) => value === undefined || value.trim() === '';
/** Trimmed text, or null when empty. */
const textOrNull = (value: string) => value.trim() || null;

type Fields = DealCreateRequest | DealUpdateRequest;
export type DealChanges = Partial<
  Pick<
    DealRecord,
    | 'contactFirstName'
    | 'contactLastName'
    | 'contactName'
    | 'contactPhone'
    | 'contactEmail'
    | 'dealType'
    | 'propertyType'
    | 'propertyAddress'
    | 'propertyVintage'
    | 'sponsorNetWorth'
    | 'sponsorLiquidity'
    | 'loanRequest'
    | 'loanAmount'
    | 'additionalInformation'
  >
>;

export type Validated = { ok: true; changes: DealChanges } | { ok: false; details: ErrorDetail[] };

function missing(body: Fields, loanRequestRequired: boolean): ErrorDetail[] {
  const details: ErrorDetail[] = REQUIRED_FIELDS.filter(([field]) => blank(body[field])).map(([field, message]) => ({
    field: `body.${field}`,
    message,
  }));
  if (loanRequestRequired && blank(body.loanRequest))
    details.push({ field: 'body.loanRequest', message: LOAN_REQUEST_REQUIRED });
  return details;
}

/** The stored fields for what the form sent: left-out optional fields stay unchanged, empty ones become null. */
function toChanges(body: Fields): DealChanges {
  const changes: DealChanges = {};
  const first = body.clientFirstName?.trim() ?? '';
  const last = body.clientLastName?.trim() ?? '';
  changes.contactFirstName = first || null;
  changes.contactLastName = last || null;
  changes.contactName = [first, last].filter(Boolean).join(' ') || null;
  changes.contactPhone = textOrNull(body.clientPhone ?? '');
  changes.contactEmail = textOrNull(body.clientEmail ?? '');
  changes.propertyAddress = textOrNull(body.propertyAddress ?? '');
  const optional = [
    ['dealType', body.dealType],
    ['propertyType', body.propertyType],
    ['propertyVintage', body.propertyVintage],
    ['sponsorNetWorth', body.sponsorNetWorth],
    ['sponsorLiquidity', body.sponsorLiquidity],
    ['additionalInformation', body.anyAdditionalInformation],
  ] as const;
  for (const [field, value] of optional) if (value !== undefined) changes[field] = textOrNull(value);
  if (body.loanRequest !== undefined) {
    changes.loanRequest = textOrNull(body.loanRequest);
    changes.loanAmount = parseLoanAmount(changes.loanRequest);
  }
  return changes;
}

/** Create: the five client/property fields and the loan request are required; the e-mail must look like one. */
export function validateCreate(body: DealCreateRequest): Validated {
  const details = missing(body, true);
  if (!blank(body.clientEmail) && !EMAIL.test(body.clientEmail!.trim())) {
    details.push({ field: 'body.clientEmail', message: INVALID_EMAIL });
  }
  return details.length > 0 ? { ok: false, details } : { ok: true, changes: toChanges(body) };
}

/** Edit: the same five fields are required, the loan request is optional. */
export function validateUpdate(body: DealUpdateRequest): Validated {
  const details = missing(body, false);
  return details.length > 0 ? { ok: false, details } : { ok: true, changes: toChanges(body) };
}
