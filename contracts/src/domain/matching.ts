import {
  annualDebtConstant,
  checkKnownKeys,
  checkNumber,
  ltcApplies,
  sizingInputsFrom,
  type DealUnderwriting,
  type FieldError,
  type LoanPurpose,
  type NumberRule,
  type SizingTerms,
} from './sizing';
import { normaliseUsState, stateFromAddress, type UsStateCode } from './usStates';

export const RECOURSE_OPTIONS = ['full', 'partial', 'non-recourse'] as const;
export type Recourse = (typeof RECOURSE_OPTIONS)[number];
/** How each recourse is shown (programs, quotes, the deal room). */
export const RECOURSE_LABELS: Readonly<Record<Recourse, string>> = {
  full: 'Full recourse',
  partial: 'Partial recourse',
  'non-recourse': 'Non-recourse',
};

/**
 * A lender program's credit box (docs/lenders.md#matching). A list left empty and a limit left
 * null or zero set no condition; `nationwide` lends in every state whatever `states` holds.
 * `recourse` and the rate are shown with a result; the rate also prices DSCR.
 */
export type CreditBox = {
  id?: string;
  name: string;
  loanPurposes?: readonly LoanPurpose[] | null;
  propertyTypes?: readonly string[] | null;
  minLoan?: number | null;
  maxLoan?: number | null;
  maxLtvPercent?: number | null;
  maxLtcPercent?: number | null;
  minDscr?: number | null;
  minDebtYieldPercent?: number | null;
  nationwide?: boolean | null;
  /** Two-letter codes. */
  states?: readonly string[] | null;
  recourse?: Recourse | null;
  minTermMonths?: number | null;
  maxTermMonths?: number | null;
  /** Annual, in percent; DSCR is computed at it when set, else at the default rate. */
  indicativeRatePercent?: number | null;
  active: boolean;
};

/** The deal fields matching reads, named as on the deal, in the order they are listed to members. */
export const MATCH_DEAL_FIELDS = [
  'loanRequest',
  'loanPurpose',
  'propertyType',
  'propertyState',
  'propertyValue',
  'netOperatingIncome',
  'totalProjectCost',
  'termMonths',
  'amortisationMonths',
] as const;
export type MatchDealField = (typeof MATCH_DEAL_FIELDS)[number];

const FIELD_LABELS: Record<MatchDealField, string> = {
  loanRequest: 'loan request',
  loanPurpose: 'loan purpose',
  propertyType: 'property type',
  propertyState: 'state',
  propertyValue: 'value',
  netOperatingIncome: 'NOI',
  totalProjectCost: 'total project cost',
  termMonths: 'term',
  amortisationMonths: 'amortisation',
};

// Missing fields travel as bits so judging thousands of programs allocates no lists.
const BIT = Object.fromEntries(MATCH_DEAL_FIELDS.map((field, i) => [field, 1 << i])) as Record<MatchDealField, number>;

const NO_FIELDS: readonly MatchDealField[] = Object.freeze([]);

function fieldsOf(mask: number): readonly MatchDealField[] {
  return mask === 0 ? NO_FIELDS : MATCH_DEAL_FIELDS.filter((field) => (mask & BIT[field]) !== 0);
}

/**
 * A deal's figures as matching compares them, computed once per deal by `dealFactsFrom`. Ratios are
 * rounded to the precision shown (two decimals), so a reason never reads "1.25x < min 1.25x".
 */
export type DealFacts = {
  loanAmount: number | null;
  loanPurpose: LoanPurpose | null;
  propertyType: string | null;
  state: UsStateCode | null;
  termMonths: number | null;
  netOperatingIncome: number | null;
  ltvPercent: number | null;
  /** Null also when LTC does not apply (see `ltcApplies`). */
  ltcPercent: number | null;
  ltcApplies: boolean;
  debtYieldPercent: number | null;
  /** The deal's requested amortisation, else the default terms'. */
  amortisationMonths: number | null;
  defaultRatePercent: number | null;
  /** DSCR at the default rate; programs with their own rate use `dscrAt`. */
  dscr: number | null;
  propertyTypeKey: string | null;
  // Why a figure is unknown, as field bits.
  unknownLtv: number;
  unknownLtc: number;
  unknownDebtYield: number;
  unknownDscrBase: number;
};

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function positive(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** Property types compare without case, spaces or punctuation: "Multi-Family" is "Multifamily". */
function typeKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The figures matching uses for a deal (docs/lenders.md#matching): the loan amount (as stored, else
 * the loan request read by the shared parser), loan purpose (else the one its deal type names),
 * property type (else the application's), state (else the one its address names), term, LTV, LTC
 * and debt yield, and DSCR at the default terms' rate. `sizingTerms` are the admin defaults for
 * the deal's loan purpose, or null when it has none; they give the rate and amortisation for
 * programs without their own.
 */
export function dealFactsFrom(deal: DealUnderwriting, sizingTerms: SizingTerms | null | undefined): DealFacts {
  const inputs = sizingInputsFrom(deal);
  const loan = positive(inputs.loanAmount);
  const loanAmount = loan === null ? null : Math.round(loan);
  const value = positive(inputs.propertyValue);
  const cost = positive(inputs.totalProjectCost);
  const noi = inputs.netOperatingIncome ?? null;
  const purpose = inputs.loanPurpose ?? null;
  const propertyType = (deal.propertyType || deal.applicationPropertyType || '').trim() || null;
  const state =
    normaliseUsState(deal.propertyState) ??
    stateFromAddress(deal.propertyAddress || deal.applicationPropertyAddress || null);
  const withLtc = ltcApplies(purpose, cost);
  const amortisation = positive(inputs.amortisationMonths) ?? positive(sizingTerms?.amortisationMonths);
  const rate = sizingTerms?.ratePercent ?? null;
  const loanBit = loan === null ? BIT.loanRequest : 0;
  const noiBit = noi === null ? BIT.netOperatingIncome : 0;

  const facts: DealFacts = {
    loanAmount,
    loanPurpose: purpose,
    propertyType,
    state,
    termMonths: positive(inputs.termMonths),
    netOperatingIncome: noi,
    ltvPercent: loan !== null && value !== null ? round2((loan / value) * 100) : null,
    ltcPercent: withLtc && loan !== null && cost !== null ? round2((loan / cost) * 100) : null,
    ltcApplies: withLtc,
    debtYieldPercent: loan !== null && noi !== null ? round2((noi / loan) * 100) : null,
    amortisationMonths: amortisation,
    defaultRatePercent: rate,
    dscr: null,
    propertyTypeKey: propertyType === null ? null : typeKey(propertyType),
    unknownLtv: loanBit | (value === null ? BIT.propertyValue : 0),
    unknownLtc: loanBit | (cost === null ? BIT.totalProjectCost : 0),
    unknownDebtYield: loanBit | noiBit,
    unknownDscrBase: loanBit | noiBit | (amortisation === null ? BIT.amortisationMonths : 0),
  };
  facts.dscr = dscrAt(facts, null);
  return facts;
}

/**
 * The deal's DSCR at a program's rate (null: the default rate), on the fully amortising payment,
 * rounded to two decimals; null when a figure is missing. One power per call, so it is cheap
 * enough to run per program.
 */
export function dscrAt(facts: DealFacts, ratePercent: number | null | undefined): number | null {
  const rate = ratePercent ?? facts.defaultRatePercent;
  const constant = annualDebtConstant(rate, facts.amortisationMonths);
  if (constant === null || facts.loanAmount === null || facts.netOperatingIncome === null) return null;
  const debtService = facts.loanAmount * constant;
  return debtService > 0 ? round2(facts.netOperatingIncome / debtService) : null;
}

/** How far a program may miss one criterion and still be Near (docs/lenders.md#tolerances). */
export type MatchTolerances = {
  /** Loan amount, in percent of the program's minimum or maximum. */
  loanAmountPercent: number;
  ltvPoints: number;
  ltcPoints: number;
  dscr: number;
  debtYieldPoints: number;
};

export const DEFAULT_MATCH_TOLERANCES: Readonly<MatchTolerances> = {
  loanAmountPercent: 10,
  ltvPoints: 5,
  ltcPoints: 5,
  dscr: 0.1,
  debtYieldPoints: 1,
};

const TOLERANCE_RULES: Record<keyof MatchTolerances, NumberRule> = {
  loanAmountPercent: { label: 'Loan amount tolerance', min: 0, max: 100, unit: ' %', optional: false },
  ltvPoints: { label: 'LTV tolerance', min: 0, max: 100, unit: ' points', optional: false },
  ltcPoints: { label: 'LTC tolerance', min: 0, max: 100, unit: ' points', optional: false },
  dscr: { label: 'DSCR tolerance', min: 0, max: 5, unit: 'x', optional: false },
  debtYieldPoints: { label: 'Debt yield tolerance', min: 0, max: 50, unit: ' points', optional: false },
};

/**
 * Checks match tolerances as an admin saves them: every field present, loan amount 0-100 %, LTV and
 * LTC 0-100 points, DSCR 0-5x, debt yield 0-50 points (0 turns Near off for that criterion).
 */
export function checkMatchTolerances(value: unknown): FieldError[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ field: '', message: 'Match tolerances must be an object' }];
  }
  const errors: FieldError[] = [];
  const fields = Object.keys(TOLERANCE_RULES) as (keyof MatchTolerances)[];
  checkKnownKeys(value, fields, '', errors);
  const record = value as Record<string, unknown>;
  for (const field of fields) checkNumber(record[field], field, TOLERANCE_RULES[field], errors);
  return errors;
}

export const MATCH_CRITERIA = [
  'loanPurpose',
  'propertyType',
  'state',
  'minLoan',
  'maxLoan',
  'maxLtv',
  'maxLtc',
  'minDscr',
  'minDebtYield',
  'minTerm',
  'maxTerm',
] as const;
export type MatchCriterion = (typeof MATCH_CRITERIA)[number];

export type CriterionStatus = 'met' | 'missed' | 'unknown';

/** One criterion a program sets, judged: the deal's figure, the program's limit and why. */
export type CriterionResult = {
  criterion: MatchCriterion;
  status: CriterionStatus;
  /** The deal's figure as compared (ratios to two decimals); null when unknown. */
  deal: number | string | null;
  /** The program's limit, or its list joined with ", ". */
  limit: number | string;
  /** "LTV 72 % > max 70 %", "State CA not in TX, OK", "DSCR unknown: deal has no NOI". */
  reason: string;
  /** For a miss: whether it is within the tolerance. */
  withinTolerance: boolean;
  /** The deal fields whose absence left it unknown. */
  missingFields: readonly MatchDealField[];
};

export type MatchKind = 'match' | 'near' | 'out';

export type ProgramJudgement = {
  /** Match: every criterion met. Near: one missed within tolerance, every other met. Else out. */
  kind: MatchKind;
  /** 0 for a match; for a near, the miss relative to its limit (0.03 is 3 % past it); null when out. */
  closeness: number | null;
  criteria: CriterionResult[];
  /** The deal fields that would turn this program's unknown criteria into met or missed. */
  missingFields: readonly MatchDealField[];
};

/** Whole dollars with thousands grouped ("$12,000,000"), without Intl: it is called per criterion. */
function formatMoney(n: number): string {
  const digits = String(Math.abs(Math.round(n)));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return `${n < 0 ? '-' : ''}$${grouped}`;
}
const formatPercent = (n: number): string => `${round2(n)} %`;
const formatDscr = (n: number): string => `${n.toFixed(2)}x`;
const formatMonths = (n: number): string => `${n} months`;

// A hair of slack so 1.15 against 1.25 with a 0.10x tolerance is within it despite binary fractions.
const EPSILON = 1e-9;

/** The running verdict on one program; `criteria` is null on the fast path that builds no reasons. */
type Tally = {
  missed: number;
  nearMisses: number;
  closeness: number;
  unknownMask: number;
  criteria: CriterionResult[] | null;
};

function recordUnknown(
  tally: Tally,
  criterion: MatchCriterion,
  label: string,
  limit: number | string,
  mask: number,
): void {
  tally.unknownMask |= mask;
  if (!tally.criteria) return;
  const fields = fieldsOf(mask);
  const needs = fields.length ? `: deal has no ${fields.map((f) => FIELD_LABELS[f]).join(', ')}` : '';
  tally.criteria.push({
    criterion,
    status: 'unknown',
    deal: null,
    limit,
    reason: `${label} unknown${needs}`,
    withinTolerance: false,
    missingFields: fields,
  });
}

/**
 * Judges a numeric criterion. `bound` says which side the limit is on; `tolerance` is in the
 * figure's units (relative: a fraction of the limit), null when a miss is never near.
 */
function judgeNumber(
  tally: Tally,
  criterion: MatchCriterion,
  label: string,
  bound: 'min' | 'max',
  figure: number,
  limit: number,
  tolerance: number | null,
  relative: boolean,
  format: (n: number) => string,
): void {
  const miss = bound === 'max' ? figure - limit : limit - figure;
  const met = miss <= 0;
  let within = false;
  if (!met) {
    const distance = relative ? miss / limit : miss;
    within = tolerance !== null && tolerance > 0 && distance <= tolerance + EPSILON;
    tally.missed += 1;
    if (within) {
      tally.nearMisses += 1;
      tally.closeness = miss / limit;
    }
  }
  if (!tally.criteria) return;
  const sign = met ? (bound === 'max' ? '≤' : '≥') : bound === 'max' ? '>' : '<';
  tally.criteria.push({
    criterion,
    status: met ? 'met' : 'missed',
    deal: figure,
    limit,
    reason: `${label} ${format(figure)} ${sign} ${bound} ${format(limit)}`,
    withinTolerance: within,
    missingFields: NO_FIELDS,
  });
}

/** Judges a list criterion (purpose, property type, state): a miss is never near. */
function judgeList(
  tally: Tally,
  criterion: MatchCriterion,
  label: string,
  shown: string,
  found: boolean,
  list: readonly string[],
): void {
  if (!found) tally.missed += 1;
  if (!tally.criteria) return;
  const limit = joined(list);
  tally.criteria.push({
    criterion,
    status: found ? 'met' : 'missed',
    deal: shown,
    limit,
    reason: `${label} ${shown} ${found ? 'in' : 'not in'} ${limit}`,
    withinTolerance: false,
    missingFields: NO_FIELDS,
  });
}

// Programs are read from a cache and judged for many deals: their property types are keyed once.
const typeKeysCache = new WeakMap<readonly string[], Set<string>>();
function typeKeysOf(types: readonly string[]): Set<string> {
  let keys = typeKeysCache.get(types);
  if (!keys) {
    keys = new Set(types.map(typeKey));
    typeKeysCache.set(types, keys);
  }
  return keys;
}

const joinedCache = new WeakMap<readonly string[], string>();
function joined(list: readonly string[]): string {
  let text = joinedCache.get(list);
  if (text === undefined) {
    text = list.join(', ');
    joinedCache.set(list, text);
  }
  return text;
}

function judgeInto(facts: DealFacts, program: CreditBox, tol: MatchTolerances, tally: Tally): void {
  const purposes = program.loanPurposes;
  if (purposes && purposes.length) {
    if (facts.loanPurpose === null) recordUnknown(tally, 'loanPurpose', 'Purpose', joined(purposes), BIT.loanPurpose);
    else judgeList(tally, 'loanPurpose', 'Purpose', facts.loanPurpose, purposes.includes(facts.loanPurpose), purposes);
  }

  const types = program.propertyTypes;
  if (types && types.length) {
    if (facts.propertyTypeKey === null || facts.propertyType === null) {
      recordUnknown(tally, 'propertyType', 'Property type', joined(types), BIT.propertyType);
    } else {
      const found = typeKeysOf(types).has(facts.propertyTypeKey);
      judgeList(tally, 'propertyType', 'Property type', facts.propertyType, found, types);
    }
  }

  const states = program.states;
  if (!program.nationwide && states && states.length) {
    if (facts.state === null) recordUnknown(tally, 'state', 'State', joined(states), BIT.propertyState);
    else judgeList(tally, 'state', 'State', facts.state, states.includes(facts.state), states);
  }

  const loanTolerance = tol.loanAmountPercent / 100;
  const minLoan = positive(program.minLoan);
  if (minLoan !== null) {
    if (facts.loanAmount === null) recordUnknown(tally, 'minLoan', 'Loan', minLoan, BIT.loanRequest);
    else judgeNumber(tally, 'minLoan', 'Loan', 'min', facts.loanAmount, minLoan, loanTolerance, true, formatMoney);
  }
  const maxLoan = positive(program.maxLoan);
  if (maxLoan !== null) {
    if (facts.loanAmount === null) recordUnknown(tally, 'maxLoan', 'Loan', maxLoan, BIT.loanRequest);
    else judgeNumber(tally, 'maxLoan', 'Loan', 'max', facts.loanAmount, maxLoan, loanTolerance, true, formatMoney);
  }

  const maxLtv = positive(program.maxLtvPercent);
  if (maxLtv !== null) {
    if (facts.ltvPercent === null) recordUnknown(tally, 'maxLtv', 'LTV', maxLtv, facts.unknownLtv);
    else judgeNumber(tally, 'maxLtv', 'LTV', 'max', facts.ltvPercent, maxLtv, tol.ltvPoints, false, formatPercent);
  }
  const maxLtc = positive(program.maxLtcPercent);
  if (maxLtc !== null && facts.ltcApplies) {
    if (facts.ltcPercent === null) recordUnknown(tally, 'maxLtc', 'LTC', maxLtc, facts.unknownLtc);
    else judgeNumber(tally, 'maxLtc', 'LTC', 'max', facts.ltcPercent, maxLtc, tol.ltcPoints, false, formatPercent);
  }

  const minDscr = positive(program.minDscr);
  if (minDscr !== null) {
    const rate = program.indicativeRatePercent ?? null;
    const dscr = rate === null ? facts.dscr : dscrAt(facts, rate);
    if (dscr === null) {
      // Without any rate, the loan purpose would bring the default terms'.
      const noRate = rate === null && facts.defaultRatePercent === null && facts.loanPurpose === null;
      recordUnknown(tally, 'minDscr', 'DSCR', minDscr, facts.unknownDscrBase | (noRate ? BIT.loanPurpose : 0));
    } else judgeNumber(tally, 'minDscr', 'DSCR', 'min', dscr, minDscr, tol.dscr, false, formatDscr);
  }
  const minDebtYield = positive(program.minDebtYieldPercent);
  if (minDebtYield !== null) {
    if (facts.debtYieldPercent === null) {
      recordUnknown(tally, 'minDebtYield', 'Debt yield', minDebtYield, facts.unknownDebtYield);
    } else {
      const figure = facts.debtYieldPercent;
      judgeNumber(
        tally,
        'minDebtYield',
        'Debt yield',
        'min',
        figure,
        minDebtYield,
        tol.debtYieldPoints,
        false,
        formatPercent,
      );
    }
  }

  const minTerm = positive(program.minTermMonths);
  if (minTerm !== null) {
    if (facts.termMonths === null) recordUnknown(tally, 'minTerm', 'Term', minTerm, BIT.termMonths);
    else judgeNumber(tally, 'minTerm', 'Term', 'min', facts.termMonths, minTerm, null, false, formatMonths);
  }
  const maxTerm = positive(program.maxTermMonths);
  if (maxTerm !== null) {
    if (facts.termMonths === null) recordUnknown(tally, 'maxTerm', 'Term', maxTerm, BIT.termMonths);
    else judgeNumber(tally, 'maxTerm', 'Term', 'max', facts.termMonths, maxTerm, null, false, formatMonths);
  }
}

function kindOf(tally: Tally): MatchKind {
  if (tally.unknownMask !== 0) return 'out';
  if (tally.missed === 0) return 'match';
  return tally.missed === 1 && tally.nearMisses === 1 ? 'near' : 'out';
}

function newTally(detail: boolean): Tally {
  return { missed: 0, nearMisses: 0, closeness: 0, unknownMask: 0, criteria: detail ? [] : null };
}

/**
 * Judges one program's credit box against a deal (docs/lenders.md#matching): each criterion the
 * program sets is met, missed (with both figures and a reason) or unknown (the deal lacks the
 * figure; unknown is never met). Match when every criterion is met; Near when exactly one is missed
 * within tolerance and every other is met; otherwise out, also when any is unknown. An inactive
 * program is judged all the same; `rankMatches` leaves it out.
 */
export function judgeProgram(
  facts: DealFacts,
  program: CreditBox,
  tolerances: MatchTolerances = DEFAULT_MATCH_TOLERANCES,
): ProgramJudgement {
  const tally = newTally(true);
  judgeInto(facts, program, tolerances, tally);
  const kind = kindOf(tally);
  return {
    kind,
    closeness: kind === 'match' ? 0 : kind === 'near' ? tally.closeness : null,
    criteria: tally.criteria ?? [],
    missingFields: fieldsOf(tally.unknownMask),
  };
}

export type ProgramMatch<P extends CreditBox> = ProgramJudgement & { kind: 'match' | 'near'; program: P };

/** What a member may see: counts and the fields that would sharpen the result, no lender. */
export type MatchSummary = {
  match: number;
  near: number;
  /**
   * Deal fields whose absence keeps programs out that could otherwise be Match or Near (their
   * known criteria are met, or only one is missed within tolerance).
   */
  missingFields: readonly MatchDealField[];
};

export type RankedMatches<P extends CreditBox> = { results: ProgramMatch<P>[]; summary: MatchSummary };

/**
 * Judges every active program against a deal and returns the Match and Near ones: Match first,
 * then by closeness (nearest first), then by program name and id. Programs that are left out are
 * not described, only counted into the summary's missing fields. Reasons are built only for the
 * programs returned, so thousands of programs are judged without building their reasons.
 */
export function rankMatches<P extends CreditBox>(
  facts: DealFacts,
  programs: readonly P[],
  tolerances: MatchTolerances = DEFAULT_MATCH_TOLERANCES,
): RankedMatches<P> {
  const included: { result: ProgramMatch<P>; nameKey: string }[] = [];
  let sharpen = 0;
  let match = 0;
  const tally = newTally(false);
  for (const program of programs) {
    if (!program.active) continue;
    tally.missed = 0;
    tally.nearMisses = 0;
    tally.closeness = 0;
    tally.unknownMask = 0;
    judgeInto(facts, program, tolerances, tally);
    const kind = kindOf(tally);
    if (kind === 'out') {
      if (tally.unknownMask !== 0 && tally.missed === tally.nearMisses && tally.missed <= 1) {
        sharpen |= tally.unknownMask;
      }
      continue;
    }
    if (kind === 'match') match += 1;
    const { criteria, missingFields } = judgeProgram(facts, program, tolerances);
    const result: ProgramMatch<P> = {
      kind,
      closeness: kind === 'match' ? 0 : tally.closeness,
      criteria,
      missingFields,
      program,
    };
    included.push({ result, nameKey: program.name.toLowerCase() });
  }
  // Plain comparisons on keys made once: a collator per comparison costs more than the judging.
  included.sort(
    (a, b) =>
      (a.result.kind === b.result.kind ? 0 : a.result.kind === 'match' ? -1 : 1) ||
      (a.result.closeness ?? 0) - (b.result.closeness ?? 0) ||
      compareText(a.nameKey, b.nameKey) ||
      compareText(a.result.program.id ?? '', b.result.program.id ?? ''),
  );
  return {
    results: included.map((entry) => entry.result),
    summary: { match, near: included.length - match, missingFields: fieldsOf(sharpen) },
  };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
