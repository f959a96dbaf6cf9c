import type { ContactFields, ProgramFields } from './model';

export const MAX_NAME_LENGTH = 120;
export const LENDER_NAME_REQUIRED = 'Lender name is required';
export const LENDER_NAME_TOO_LONG = `Lender name must be at most ${MAX_NAME_LENGTH} characters`;
export const PROGRAM_NAME_REQUIRED = 'Program name is required';
export const PROGRAM_NAME_TOO_LONG = `Program name must be at most ${MAX_NAME_LENGTH} characters`;
export const CONTACT_NAME_REQUIRED = 'Contact name is required';
export const CONTACT_NAME_TOO_LONG = `Contact name must be at most ${MAX_NAME_LENGTH} characters`;
export const INVALID_WEBSITE = 'Website must be a web address such as https://lender.com';
export const LOAN_RANGE_REVERSED = 'Minimum loan must not exceed maximum loan';
export const TERM_RANGE_REVERSED = 'Minimum term must not exceed maximum term';
export const STATES_REQUIRED = 'Name at least one state, or make the program nationwide';
export const LENDER_NOT_FOUND = 'Lender not found';
export const PROGRAM_NOT_FOUND = 'Program not found';
export const CONTACT_NOT_FOUND = 'Contact not found';
export const MAX_CONTACTS = 50;
export const TOO_MANY_CONTACTS = `A lender has at most ${MAX_CONTACTS} contacts: delete one first`;
export const lenderNameTaken = (name: string) => `A lender named "${name}" already exists`;
export const programNameTaken = (lender: string, name: string) =>
  `Lender "${lender}" already has a program named "${name}"`;

/** A name as stored: trimmed, inner runs of spaces made one. */
export const cleanName = (raw: string): string => raw.trim().replace(/\s+/g, ' ');
/** The key names are compared by (unique indexes, the import's matching): the clean name lowercased. */
export const nameKey = (raw: string): string => cleanName(raw).toLowerCase();

/** Optional text: trimmed, blank is null. */
export const cleanText = (raw: string | null | undefined): string | null => raw?.trim() || null;

/** A name's problem, if any (blank, too long). */
export function nameProblem(name: string, messages: { required: string; tooLong: string }): string | null {
  if (!name) return messages.required;
  if (name.length > MAX_NAME_LENGTH) return messages.tooLong;
  return null;
}

/**
 * A website as stored: trimmed, `https://` added when it has no scheme; null when blank. Anything
 * that is then not an http(s) address with a dotted host (or localhost) is refused.
 */
export function cleanWebsite(raw: string | null | undefined): { ok: true; value: string | null } | { ok: false } {
  const text = raw?.trim();
  if (!text) return { ok: true, value: null };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    const hostOk = url.hostname.includes('.') || url.hostname === 'localhost';
    if ((url.protocol === 'http:' || url.protocol === 'https:') && hostOk && !/\s/.test(text)) {
      return { ok: true, value: withScheme };
    }
  } catch {
    // not a URL
  }
  return { ok: false };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (text: string): boolean => EMAIL.test(text) && text.length <= 254;

/** A program field and what is wrong with it. */
export type FieldProblem = { field: keyof ProgramFields; message: string };

/**
 * The rules a whole program keeps beyond each field's own range (the contract checks those): the
 * loan and term ranges run from minimum to maximum, and a program that is not nationwide names a
 * state. Checked on the program as it is after a change, so an edit of one end is checked too.
 */
export function programProblems(program: ProgramFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (program.minLoan !== null && program.maxLoan !== null && program.minLoan > program.maxLoan) {
    problems.push({ field: 'minLoan', message: LOAN_RANGE_REVERSED });
  }
  if (
    program.termMinMonths !== null &&
    program.termMaxMonths !== null &&
    program.termMinMonths > program.termMaxMonths
  ) {
    problems.push({ field: 'termMinMonths', message: TERM_RANGE_REVERSED });
  }
  if (!program.nationwide && program.states.length === 0) problems.push({ field: 'states', message: STATES_REQUIRED });
  return problems;
}

/** A program as stored: its name cleaned, lists deduplicated and sorted, a nationwide program without states. */
export function normaliseProgram(program: ProgramFields): ProgramFields {
  return {
    ...program,
    name: cleanName(program.name),
    loanPurposes: [...new Set(program.loanPurposes)].sort(),
    propertyTypes: [...new Set(program.propertyTypes)].sort(),
    states: program.nationwide ? [] : [...new Set(program.states)].sort(),
    notes: cleanText(program.notes),
  };
}

/** A contact as stored: trimmed, blanks null. */
export function normaliseContact(contact: ContactFields): ContactFields {
  return {
    name: cleanName(contact.name),
    email: cleanText(contact.email),
    phone: cleanText(contact.phone),
    role: cleanText(contact.role),
  };
}

/** Defaults of a program whose fields are not all given. */
export const PROGRAM_DEFAULTS: Omit<ProgramFields, 'name' | 'loanPurposes' | 'propertyTypes'> = {
  minLoan: null,
  maxLoan: null,
  maxLtv: null,
  maxLtc: null,
  minDscr: null,
  minDebtYield: null,
  states: [],
  nationwide: false,
  recourse: null,
  termMinMonths: null,
  termMaxMonths: null,
  indicativeRate: null,
  notes: null,
  active: true,
};

/** What a lender's record sums up of its programs and contacts (the list's filters read it). */
export type LenderSummary = {
  programCount: number;
  activeProgramCount: number;
  contactCount: number;
  states: string[];
  nationwide: boolean;
  propertyTypes: ProgramFields['propertyTypes'];
  loanPurposes: ProgramFields['loanPurposes'];
};

export function summarise(programs: ProgramFields[], contactCount: number): LenderSummary {
  const active = programs.filter((program) => program.active);
  const union = <T extends string>(pick: (program: ProgramFields) => T[]): T[] =>
    [...new Set(active.flatMap(pick))].sort();
  return {
    programCount: programs.length,
    activeProgramCount: active.length,
    contactCount,
    states: union((program) => program.states),
    nationwide: active.some((program) => program.nationwide),
    propertyTypes: union((program) => program.propertyTypes),
    loanPurposes: union((program) => program.loanPurposes),
  };
}

/** The credit-box fields of a stored program (without its ids, copies and dates). */
export function programFieldsOf(program: ProgramFields): ProgramFields {
  const keys = ['name', 'loanPurposes', 'propertyTypes', ...Object.keys(PROGRAM_DEFAULTS)] as (keyof ProgramFields)[];
  return Object.fromEntries(keys.map((key) => [key, program[key] ?? null])) as ProgramFields;
}
