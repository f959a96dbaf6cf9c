import {
  checkUnderwriting,
  parseLoanAmount,
  stateToFill,
  type DealCreateRequest,
  type DealUpdateRequest,
  type ErrorDetail,
  type UnderwritingChanges,
} from '@portal/contracts';
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
> &
  UnderwritingChanges;

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

/** What an edit must know of the stored deal to check and fill its underwriting fields. */
export type StoredUnderwriting = Pick<
  DealRecord,
  'propertyAddress' | 'propertyState' | 'termMonths' | 'interestOnlyMonths'
>;

/**
 * The underwriting fields of the request (docs/lenders.md#underwriting-fields) added to `changes`:
 * left-out fields stay unchanged, null clears. A request without `propertyState` takes the state
 * its address names, when the deal has none yet (`stored`: null on a create) or its address changed.
 */
function withUnderwriting(body: Fields, changes: DealChanges, stored: StoredUnderwriting | null): Validated {
  const checked = checkUnderwriting(body as Record<string, unknown>, stored, 'body.');
  if (checked.errors.length > 0) return { ok: false, details: checked.errors };
  const result: DealChanges = { ...changes, ...checked.changes };
  if (body.propertyState === undefined) {
    const filled = stateToFill(changes.propertyAddress, stored);
    if (filled) result.propertyState = filled;
  }
  return { ok: true, changes: result };
}

/** Create: the five client/property fields and the loan request are required; the e-mail must look like one. */
export function validateCreate(body: DealCreateRequest): Validated {
  const details = missing(body, true);
  if (!blank(body.clientEmail) && !EMAIL.test(body.clientEmail!.trim())) {
    details.push({ field: 'body.clientEmail', message: INVALID_EMAIL });
  }
  const underwriting = checkUnderwriting(body as Record<string, unknown>, null, 'body.');
  details.push(...underwriting.errors);
  return details.length > 0 ? { ok: false, details } : withUnderwriting(body, toChanges(body), null);
}

/**
 * Edit, before the deal is read: the same five fields are required, the loan request is optional,
 * and each underwriting field given must be valid on its own.
 */
export function validateUpdate(body: DealUpdateRequest): Validated {
  const details = missing(body, false);
  details.push(...checkUnderwriting(body as Record<string, unknown>, null, 'body.').errors);
  return details.length > 0 ? { ok: false, details } : { ok: true, changes: toChanges(body) };
}

/**
 * Edit, against the stored deal: the interest-only period within the term (the one sent, else the
 * stored one) and the state filled from a changed address.
 */
export function validateUpdateOf(body: DealUpdateRequest, changes: DealChanges, stored: StoredUnderwriting): Validated {
  return withUnderwriting(body, changes, stored);
}
