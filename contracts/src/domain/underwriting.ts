import { LOAN_PURPOSES, type FieldError, type LoanPurpose } from './sizing';
import { normaliseUsState, stateFromAddress, type UsStateCode } from './usStates';

/**
 * The optional underwriting fields a member may send with a deal (docs/lenders.md#underwriting-fields),
 * in form order. Every one may be left out or null.
 */
export const UNDERWRITING_FIELDS = [
  'propertyState',
  'propertyValue',
  'netOperatingIncome',
  'loanPurpose',
  'totalProjectCost',
  'termMonths',
  'amortisationMonths',
  'interestOnlyMonths',
] as const;

export type UnderwritingField = (typeof UNDERWRITING_FIELDS)[number];

/** The underwriting fields as stored and read: null when not given. */
export type UnderwritingValues = {
  propertyState: UsStateCode | null;
  propertyValue: number | null;
  netOperatingIncome: number | null;
  loanPurpose: LoanPurpose | null;
  totalProjectCost: number | null;
  termMonths: number | null;
  amortisationMonths: number | null;
  interestOnlyMonths: number | null;
};

/** How each field reads in forms, summaries and exports. */
export const UNDERWRITING_LABELS: Readonly<Record<UnderwritingField, string>> = {
  propertyState: 'Property State',
  propertyValue: 'Property Value',
  netOperatingIncome: 'Net Operating Income',
  loanPurpose: 'Loan Purpose',
  totalProjectCost: 'Total Project Cost',
  termMonths: 'Term',
  amortisationMonths: 'Amortisation',
  interestOnlyMonths: 'Interest-Only Period',
};

type MoneyField = 'propertyValue' | 'netOperatingIncome' | 'totalProjectCost';
type MonthsField = 'termMonths' | 'amortisationMonths' | 'interestOnlyMonths';

/** Dollar amounts: at least 0, at most these (well past any deal the portal sees). */
export const MONEY_LIMITS: Readonly<Record<MoneyField, { max: number; message: string }>> = {
  propertyValue: {
    max: 10_000_000_000,
    message: 'Property value must be a dollar amount between $0 and $10,000,000,000',
  },
  netOperatingIncome: {
    max: 1_000_000_000,
    message: 'Net operating income must be a yearly dollar amount between $0 and $1,000,000,000',
  },
  totalProjectCost: {
    max: 10_000_000_000,
    message: 'Total project cost must be a dollar amount between $0 and $10,000,000,000',
  },
};

/** Months: whole numbers in these ranges (amortisation as the sizing defaults allow it). */
export const MONTHS_LIMITS: Readonly<Record<MonthsField, { min: number; max: number; message: string }>> = {
  termMonths: { min: 1, max: 480, message: 'Term must be a whole number of months between 1 and 480' },
  amortisationMonths: {
    min: 12,
    max: 480,
    message: 'Amortisation must be a whole number of months between 12 and 480',
  },
  interestOnlyMonths: {
    min: 0,
    max: 480,
    message: 'Interest-only period must be a whole number of months between 0 and 480',
  },
};

export const PROPERTY_STATE_INVALID = 'Property state must be a US state: a two-letter code such as TX';
export const LOAN_PURPOSE_INVALID = `Loan purpose must be one of: ${LOAN_PURPOSES.join(', ')}`;

/** The message when the interest-only period is longer than the term. */
export function interestOnlyTooLong(interestOnlyMonths: number, termMonths: number): string {
  return `Interest-only period (${interestOnlyMonths} months) cannot be longer than the term (${termMonths} months)`;
}

const MONEY_FIELDS = Object.keys(MONEY_LIMITS) as MoneyField[];
const MONTHS_FIELDS = Object.keys(MONTHS_LIMITS) as MonthsField[];

/** The fields a request gave (a value or null); the ones it left out are absent. */
export type UnderwritingChanges = Partial<UnderwritingValues>;

export type UnderwritingCheck = { changes: UnderwritingChanges; errors: FieldError[] };

/**
 * Checks the underwriting fields of a deal request (any JSON: the contract's shapes are not
 * assumed). A field left out stays out of `changes`; null, and an empty state or purpose, clear
 * it. The state may be a code or a name in any case ('tx', 'Texas') and is stored as its code.
 * Amounts are dollars from 0 to their maximum, months whole numbers in range, and the interest-only
 * period no longer than the term (the one given, else `current`'s). Each error names its field as
 * `${prefix}${field}`.
 */
export function checkUnderwriting(
  body: Record<string, unknown>,
  current: { termMonths?: number | null; interestOnlyMonths?: number | null } | null = null,
  prefix = '',
): UnderwritingCheck {
  const changes: UnderwritingChanges = {};
  const errors: FieldError[] = [];
  const has = (field: UnderwritingField) => Object.prototype.hasOwnProperty.call(body, field);

  if (has('propertyState')) {
    const value = body.propertyState;
    if (value === null || value === '') changes.propertyState = null;
    else {
      const code = typeof value === 'string' ? normaliseUsState(value) : null;
      if (code) changes.propertyState = code;
      else errors.push({ field: `${prefix}propertyState`, message: PROPERTY_STATE_INVALID });
    }
  }
  if (has('loanPurpose')) {
    const value = body.loanPurpose;
    if (value === null || value === '') changes.loanPurpose = null;
    else if (typeof value === 'string' && (LOAN_PURPOSES as readonly string[]).includes(value))
      changes.loanPurpose = value as LoanPurpose;
    else errors.push({ field: `${prefix}loanPurpose`, message: LOAN_PURPOSE_INVALID });
  }
  for (const field of MONEY_FIELDS) {
    if (!has(field)) continue;
    const value = body[field];
    const { max, message } = MONEY_LIMITS[field];
    if (value === null) changes[field] = null;
    else if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max) changes[field] = value;
    else errors.push({ field: `${prefix}${field}`, message });
  }
  for (const field of MONTHS_FIELDS) {
    if (!has(field)) continue;
    const value = body[field];
    const { min, max, message } = MONTHS_LIMITS[field];
    if (value === null) changes[field] = null;
    else if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max)
      changes[field] = value;
    else errors.push({ field: `${prefix}${field}`, message });
  }

  const interestOnly = changes.interestOnlyMonths;
  const term = has('termMonths') ? changes.termMonths : current?.termMonths;
  const termChecked = !has('termMonths') || 'termMonths' in changes;
  if (typeof interestOnly === 'number' && typeof term === 'number' && termChecked && interestOnly > term) {
    errors.push({ field: `${prefix}interestOnlyMonths`, message: interestOnlyTooLong(interestOnly, term) });
  } else if (
    !has('interestOnlyMonths') &&
    typeof changes.termMonths === 'number' &&
    typeof current?.interestOnlyMonths === 'number' &&
    current.interestOnlyMonths > changes.termMonths
  ) {
    // A shorter term under the interest-only period already stored.
    errors.push({
      field: `${prefix}termMonths`,
      message: interestOnlyTooLong(current.interestOnlyMonths, changes.termMonths),
    });
  }
  return { changes, errors };
}

/**
 * The property state a write leaves on a deal when the request did not give one: the one the
 * address names (stateFromAddress) when the deal has none yet or its address changed; else the
 * stored state stays (null: leave it unchanged).
 */
export function stateToFill(
  address: string | null | undefined,
  stored: { propertyState?: string | null; propertyAddress?: string | null } | null,
): UsStateCode | null {
  const addressChanged = (stored?.propertyAddress ?? '').trim() !== (address ?? '').trim();
  if (stored?.propertyState && !addressChanged) return null;
  return stateFromAddress(address);
}
