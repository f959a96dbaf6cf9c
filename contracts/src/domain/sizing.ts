import { parseLoanAmount } from './loanAmount';

/** The loan purposes a deal can state (docs/lenders.md#underwriting-fields), in form order. */
export const LOAN_PURPOSES = ['purchase', 'refinance', 'cash-out-refinance', 'construction', 'bridge'] as const;

export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

/** How each loan purpose reads in forms, summaries and exports. */
export const LOAN_PURPOSE_LABELS: Readonly<Record<LoanPurpose, string>> = {
  purchase: 'Purchase',
  refinance: 'Refinance',
  'cash-out-refinance': 'Cash-out refinance',
  construction: 'Construction',
  bridge: 'Bridge',
};

// The deal-type wordings of docs/product.md#option-lists, so deals saved before the loan purpose
// existed still match on purpose.
const PURPOSE_WORDS: Record<string, LoanPurpose> = {
  purchase: 'purchase',
  acquisition: 'purchase',
  refinance: 'refinance',
  refi: 'refinance',
  'cash-out-refinance': 'cash-out-refinance',
  'cash-out refinance': 'cash-out-refinance',
  'cash out refinance': 'cash-out-refinance',
  'cash-out refi': 'cash-out-refinance',
  'cash out refi': 'cash-out-refinance',
  'cash-out': 'cash-out-refinance',
  construction: 'construction',
  'new construction': 'construction',
  bridge: 'bridge',
};

/**
 * A loan purpose from its value, its label or a deal type ('Acquisition' is a purchase, 'New
 * Construction' a construction loan); null for anything else.
 */
export function loanPurposeFrom(text: string | null | undefined): LoanPurpose | null {
  if (!text) return null;
  return PURPOSE_WORDS[text.replace(/\s+/g, ' ').trim().toLowerCase()] ?? null;
}

/** A deal's underwriting figures (docs/lenders.md#underwriting-fields). Every one may be missing. */
export type SizingInputs = {
  /** As-is value, or the purchase price for an acquisition. */
  propertyValue?: number | null;
  /** Annual net operating income. */
  netOperatingIncome?: number | null;
  loanPurpose?: LoanPurpose | null;
  /** Total project cost, for construction and heavy renovation. */
  totalProjectCost?: number | null;
  /** The requested loan. */
  loanAmount?: number | null;
  termMonths?: number | null;
  amortisationMonths?: number | null;
  interestOnlyMonths?: number | null;
};

/**
 * The terms a loan is sized on: a program's indicative rate and limits, or the admin defaults for
 * the loan purpose. A limit that is missing, zero or negative is not set.
 */
export type SizingTerms = {
  /** Annual interest rate, in percent. */
  ratePercent?: number | null;
  amortisationMonths?: number | null;
  maxLtvPercent?: number | null;
  maxLtcPercent?: number | null;
  minDscr?: number | null;
  minDebtYieldPercent?: number | null;
};

export type SizingLimit = 'ltv' | 'ltc' | 'dscr' | 'debtYield';

/** The order limits are listed in, and the order ties are broken in when two give the same loan. */
export const SIZING_LIMITS: readonly SizingLimit[] = ['ltv', 'ltc', 'dscr', 'debtYield'];

/** The inputs a sizing lacked; `ratePercent` when neither the terms nor the defaults give a rate. */
export type SizingField = keyof SizingInputs | 'ratePercent';

/**
 * A loan's figures. Null means unknown (an input is missing, or the figure would divide by zero);
 * ratios are not rounded, maximum loans are whole dollars (docs/lenders.md#rounding).
 */
export type LoanSizing = {
  ltvPercent: number | null;
  ltcPercent: number | null;
  dscr: number | null;
  debtYieldPercent: number | null;
  /** Twelve fully amortising monthly payments on the requested loan, at the rate. */
  annualDebtService: number | null;
  /** The largest loan each limit allows; null when the limit is not set, does not apply or is unknown. */
  maxLoanBy: Record<SizingLimit, number | null>;
  /** The limit giving the smallest loan; null when the maximum loan is unknown. */
  bindingLimit: SizingLimit | null;
  /** The smallest of the applicable limits; null when one of them is unknown or none is set. */
  maxLoan: number | null;
  /** The inputs whose absence left a figure unknown, in SizingInputs order. */
  missing: SizingField[];
};

/** Each sizing input in words, as the Deal Summary and the summary PDF name what a deal lacks. */
export const SIZING_FIELD_WORDS: Readonly<Record<SizingField, string>> = {
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

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwo = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * The terms a loan is sized on, in words, as the Deal Summary and the summary PDF say them:
 * "Default terms for Purchase: 6.5 % over 360 months, max LTV 70 %, min DSCR 1.25x".
 */
export function sizingTermsText(terms: SizingTerms, purposeLabel: string): string {
  const rate = terms.ratePercent == null ? 'no rate' : `${upToTwo.format(terms.ratePercent)} %`;
  const parts = [terms.amortisationMonths == null ? rate : `${rate} over ${terms.amortisationMonths} months`];
  if (terms.maxLtvPercent) parts.push(`max LTV ${upToTwo.format(terms.maxLtvPercent)} %`);
  if (terms.maxLtcPercent) parts.push(`max LTC ${upToTwo.format(terms.maxLtcPercent)} %`);
  if (terms.minDscr) parts.push(`min DSCR ${twoDecimals.format(terms.minDscr)}x`);
  if (terms.minDebtYieldPercent) parts.push(`min debt yield ${upToTwo.format(terms.minDebtYieldPercent)} %`);
  return `Default terms for ${purposeLabel}: ${parts.join(', ')}`;
}

/** A finite number, or null: NaN, infinities and non-numbers read as missing. */
function known(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A finite number above zero, or null: a zero value or cost cannot be divided by. */
function positive(value: number | null | undefined): number | null {
  const n = known(value);
  return n !== null && n > 0 ? n : null;
}

function nonNegative(value: number | null | undefined): number | null {
  const n = known(value);
  return n !== null && n >= 0 ? n : null;
}

/**
 * Annual debt service per dollar of loan: twelve fully amortising monthly payments at the annual
 * rate over the amortisation. A zero rate repays in equal parts. Null when either is unknown.
 */
export function annualDebtConstant(
  ratePercent: number | null | undefined,
  amortisationMonths: number | null | undefined,
): number | null {
  const rate = nonNegative(ratePercent);
  const months = positive(amortisationMonths);
  if (rate === null || months === null) return null;
  if (rate === 0) return 12 / months;
  const monthly = rate / 100 / 12;
  return (12 * monthly) / (1 - Math.pow(1 + monthly, -months));
}

/**
 * Maximum loans are whole dollars, rounded to the nearest dollar (a half rounds up). This is the
 * convention of the published worked example (DSCR allows $5,505,736.52, published as $5,505,737);
 * the loan it gives exceeds the exact limit by under a dollar, which no displayed figure shows
 * (DSCR 1.2499999x reads 1.25x, and matching compares at that precision).
 */
export function roundLoan(amount: number): number {
  return Math.max(0, Math.round(amount));
}

/** Whether LTC applies: construction is sized on cost, and any deal that states a project cost is too. */
export function ltcApplies(
  loanPurpose: LoanPurpose | null | undefined,
  totalProjectCost: number | null | undefined,
): boolean {
  return loanPurpose === 'construction' || positive(totalProjectCost) !== null;
}

/**
 * Sizes a loan (docs/lenders.md#formulas): LTV, LTC, DSCR, debt yield and annual debt service of
 * the requested loan, the largest loan each limit allows, the one that binds and the maximum loan.
 * DSCR is on the fully amortising payment at the rate even when interest-only months are given, as
 * lenders size it. The deal's requested amortisation is used when it has one, else the terms'.
 * A missing input makes every figure depending on it null, never 0.
 */
export function sizeLoan(inputs: SizingInputs, terms: SizingTerms): LoanSizing {
  const value = positive(inputs.propertyValue);
  const cost = positive(inputs.totalProjectCost);
  const noi = known(inputs.netOperatingIncome);
  const loan = positive(inputs.loanAmount);
  const amortisation = positive(inputs.amortisationMonths) ?? positive(terms.amortisationMonths);
  const rate = nonNegative(terms.ratePercent);
  const constant = annualDebtConstant(rate, amortisation);
  const withLtc = ltcApplies(inputs.loanPurpose, cost);

  const annualDebtService = loan !== null && constant !== null ? loan * constant : null;
  const figures = {
    ltvPercent: loan !== null && value !== null ? (loan / value) * 100 : null,
    ltcPercent: loan !== null && cost !== null ? (loan / cost) * 100 : null,
    dscr: noi !== null && annualDebtService !== null && annualDebtService > 0 ? noi / annualDebtService : null,
    debtYieldPercent: noi !== null && loan !== null ? (noi / loan) * 100 : null,
    annualDebtService,
  };

  const maxLtv = positive(terms.maxLtvPercent);
  const maxLtc = withLtc ? positive(terms.maxLtcPercent) : null;
  const minDscr = positive(terms.minDscr);
  const minDebtYield = positive(terms.minDebtYieldPercent);
  const maxLoanBy: Record<SizingLimit, number | null> = {
    ltv: maxLtv !== null && value !== null ? roundLoan((value * maxLtv) / 100) : null,
    ltc: maxLtc !== null && cost !== null ? roundLoan((cost * maxLtc) / 100) : null,
    dscr: minDscr !== null && noi !== null && constant !== null ? roundLoan(noi / minDscr / constant) : null,
    debtYield: minDebtYield !== null && noi !== null ? roundLoan(noi / (minDebtYield / 100)) : null,
  };
  // A set limit whose maximum is unknown could be the one that binds, so the maximum stays unknown.
  const limitSet: Record<SizingLimit, boolean> = {
    ltv: maxLtv !== null,
    ltc: maxLtc !== null,
    dscr: minDscr !== null,
    debtYield: minDebtYield !== null,
  };

  let maxLoan: number | null = null;
  let bindingLimit: SizingLimit | null = null;
  let unknownLimit = false;
  for (const limit of SIZING_LIMITS) {
    if (!limitSet[limit]) continue;
    const allowed = maxLoanBy[limit];
    if (allowed === null) unknownLimit = true;
    else if (maxLoan === null || allowed < maxLoan) {
      maxLoan = allowed;
      bindingLimit = limit;
    }
  }
  if (unknownLimit) {
    maxLoan = null;
    bindingLimit = null;
  }

  const missing: SizingField[] = [];
  if (value === null) missing.push('propertyValue');
  if (noi === null) missing.push('netOperatingIncome');
  if (withLtc && cost === null) missing.push('totalProjectCost');
  if (loan === null) missing.push('loanAmount');
  if (amortisation === null) missing.push('amortisationMonths');
  if (rate === null) missing.push('ratePercent');

  return { ...figures, maxLoanBy, bindingLimit, maxLoan, missing };
}

/** Admin defaults: the terms a deal is sized on, per loan purpose, when no program is chosen. */
export type SizingDefaults = Record<LoanPurpose, SizingTerms>;

/**
 * The shipped defaults (docs/lenders.md#default-terms), from typical market limits: permanent loans
 * 1.20-1.35x DSCR and at most 70 % LTV, cash-out held tighter, construction at 75 % of cost and
 * 70 % of value, bridge lighter on coverage, debt yield 8-10 %.
 */
export const DEFAULT_SIZING_BY_PURPOSE: Readonly<SizingDefaults> = {
  purchase: {
    ratePercent: 6.5,
    amortisationMonths: 360,
    maxLtvPercent: 70,
    maxLtcPercent: 80,
    minDscr: 1.25,
    minDebtYieldPercent: 9,
  },
  refinance: {
    ratePercent: 6.5,
    amortisationMonths: 360,
    maxLtvPercent: 70,
    maxLtcPercent: 80,
    minDscr: 1.25,
    minDebtYieldPercent: 9,
  },
  'cash-out-refinance': {
    ratePercent: 6.75,
    amortisationMonths: 360,
    maxLtvPercent: 65,
    maxLtcPercent: 80,
    minDscr: 1.3,
    minDebtYieldPercent: 10,
  },
  construction: {
    ratePercent: 8.5,
    amortisationMonths: 300,
    maxLtvPercent: 70,
    maxLtcPercent: 75,
    minDscr: 1.25,
    minDebtYieldPercent: 10,
  },
  bridge: {
    ratePercent: 9.5,
    amortisationMonths: 360,
    maxLtvPercent: 75,
    maxLtcPercent: 80,
    minDscr: 1.1,
    minDebtYieldPercent: 8,
  },
};

/** One problem in a settings value; `field` is a dotted path inside the value checked. */
export type FieldError = { field: string; message: string };

/** A numeric setting's label, bounds and whether it may be left empty (null). */
export type NumberRule = {
  label: string;
  min: number;
  max: number;
  unit: string;
  optional: boolean;
  integer?: boolean;
};

/** Checks one numeric field against its rule, adding at most one error. */
export function checkNumber(value: unknown, field: string, rule: NumberRule, errors: FieldError[]): void {
  const range = `between ${rule.min} and ${rule.max}${rule.unit}`;
  if (value === null || value === undefined) {
    if (!rule.optional) errors.push({ field, message: `${rule.label} is required` });
    return;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    errors.push({ field, message: `${rule.label} must be a number ${range}` });
  } else if (value < rule.min || value > rule.max) {
    errors.push({ field, message: `${rule.label} must be ${range}` });
  } else if (rule.integer && !Number.isInteger(value)) {
    errors.push({ field, message: `${rule.label} must be a whole number of months` });
  }
}

/** Rejects keys a settings object does not know, so a misspelt field is not silently ignored. */
export function checkKnownKeys(value: object, known: readonly string[], prefix: string, errors: FieldError[]): void {
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) errors.push({ field: `${prefix}${key}`, message: `Unknown field ${key}` });
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Rate and amortisation are needed for DSCR; a limit may be left empty (not set).
const SIZING_TERM_RULES: Record<keyof SizingTerms, NumberRule> = {
  ratePercent: { label: 'Rate', min: 0, max: 30, unit: ' %', optional: false },
  amortisationMonths: { label: 'Amortisation', min: 12, max: 480, unit: ' months', optional: false, integer: true },
  maxLtvPercent: { label: 'Max LTV', min: 1, max: 100, unit: ' %', optional: true },
  maxLtcPercent: { label: 'Max LTC', min: 1, max: 100, unit: ' %', optional: true },
  minDscr: { label: 'Min DSCR', min: 0.5, max: 5, unit: 'x', optional: true },
  minDebtYieldPercent: { label: 'Min debt yield', min: 0, max: 50, unit: ' %', optional: true },
};

/**
 * Checks sizing defaults as an admin saves them: an object with every loan purpose, each with a rate
 * (0-30 %), an amortisation (12-480 whole months) and optional limits (LTV and LTC 1-100 %, DSCR
 * 0.5-5x, debt yield 0-50 %). Returns every error, empty when the value is valid.
 */
export function checkSizingDefaults(value: unknown): FieldError[] {
  const errors: FieldError[] = [];
  if (!isPlainObject(value)) return [{ field: '', message: 'Sizing defaults must be an object by loan purpose' }];
  checkKnownKeys(value, LOAN_PURPOSES, '', errors);
  for (const purpose of LOAN_PURPOSES) {
    const terms = value[purpose];
    if (!isPlainObject(terms)) {
      errors.push({ field: purpose, message: `Terms for ${purpose} are required` });
      continue;
    }
    const fields = Object.keys(SIZING_TERM_RULES) as (keyof SizingTerms)[];
    checkKnownKeys(terms, fields, `${purpose}.`, errors);
    for (const field of fields) checkNumber(terms[field], `${purpose}.${field}`, SIZING_TERM_RULES[field], errors);
  }
  return errors;
}

/**
 * The underwriting fields of a deal as stored and read (docs/lenders.md#underwriting-fields), with
 * the existing fields matching reads. Every field is optional so older deals fit.
 */
export type DealUnderwriting = {
  loanAmount?: number | null;
  loanRequest?: string | null;
  applicationLoanRequest?: string | null;
  propertyType?: string | null;
  applicationPropertyType?: string | null;
  propertyAddress?: string | null;
  applicationPropertyAddress?: string | null;
  dealType?: string | null;
  applicationDealType?: string | null;
  /** Two-letter code. */
  propertyState?: string | null;
  loanPurpose?: string | null;
  propertyValue?: number | null;
  netOperatingIncome?: number | null;
  totalProjectCost?: number | null;
  termMonths?: number | null;
  amortisationMonths?: number | null;
  interestOnlyMonths?: number | null;
};

/**
 * A deal's sizing inputs: the loan amount as stored, else the loan request read by the shared
 * parser (an application twin when the main field is empty, as readers show it); the loan purpose,
 * else the one its deal type names.
 */
export function sizingInputsFrom(deal: DealUnderwriting): SizingInputs {
  return {
    propertyValue: known(deal.propertyValue),
    netOperatingIncome: known(deal.netOperatingIncome),
    loanPurpose: loanPurposeOf(deal),
    totalProjectCost: known(deal.totalProjectCost),
    loanAmount: parseLoanAmount(deal.loanAmount ?? (deal.loanRequest || deal.applicationLoanRequest)),
    termMonths: known(deal.termMonths),
    amortisationMonths: known(deal.amortisationMonths),
    interestOnlyMonths: known(deal.interestOnlyMonths),
  };
}

/** The deal's loan purpose, else the one its deal type (or the application's) names. */
export function loanPurposeOf(deal: DealUnderwriting): LoanPurpose | null {
  return (
    loanPurposeFrom(deal.loanPurpose) ?? loanPurposeFrom(deal.dealType || deal.applicationDealType || null) ?? null
  );
}
