import {
  parseLoanAmount,
  PROGRAM_LIMITS,
  type LenderProgram,
  type LenderProgramCreateRequest,
  type LoanPurpose,
  type ProgramPropertyType,
  type Recourse,
  type UsStateCode,
} from '@portal/contracts';

/** The credit box's figures, each typed as text in the program dialog. */
export type ProgramNumberName =
  | 'minLoan'
  | 'maxLoan'
  | 'maxLtv'
  | 'maxLtc'
  | 'minDscr'
  | 'minDebtYield'
  | 'termMinMonths'
  | 'termMaxMonths'
  | 'indicativeRate';

/** The program dialog's fields as typed. */
export type ProgramDraft = Record<ProgramNumberName, string> & {
  name: string;
  loanPurposes: LoanPurpose[];
  propertyTypes: ProgramPropertyType[];
  states: UsStateCode[];
  nationwide: boolean;
  recourse: Recourse | '';
  notes: string;
  active: boolean;
};

/** The fields a message can be shown at: the draft's, as the contract names them. */
export type ProgramFieldName = keyof ProgramDraft;

type Limits = { readonly min: number; readonly max: number };

export type ProgramNumberField = {
  name: ProgramNumberName;
  label: string;
  /** Shown after the input and in the hint. */
  unit: string;
  limits: Limits;
  /** How the text is read: dollars (`$1.5M`), a percent (`75%`), times (`1.25x`) or whole months. */
  kind: 'money' | 'percent' | 'times' | 'months';
};

/** The credit box's figures in the order the dialog shows them (limits from the contract). */
export const PROGRAM_NUMBER_FIELDS: readonly ProgramNumberField[] = [
  { name: 'minLoan', label: 'Minimum loan', unit: '$', limits: PROGRAM_LIMITS.loanAmount, kind: 'money' },
  { name: 'maxLoan', label: 'Maximum loan', unit: '$', limits: PROGRAM_LIMITS.loanAmount, kind: 'money' },
  { name: 'maxLtv', label: 'Maximum LTV', unit: '%', limits: PROGRAM_LIMITS.percent, kind: 'percent' },
  { name: 'maxLtc', label: 'Maximum LTC', unit: '%', limits: PROGRAM_LIMITS.percent, kind: 'percent' },
  { name: 'minDscr', label: 'Minimum DSCR', unit: 'x', limits: PROGRAM_LIMITS.dscr, kind: 'times' },
  { name: 'minDebtYield', label: 'Minimum debt yield', unit: '%', limits: PROGRAM_LIMITS.percent, kind: 'percent' },
  { name: 'termMinMonths', label: 'Minimum term', unit: 'months', limits: PROGRAM_LIMITS.termMonths, kind: 'months' },
  { name: 'termMaxMonths', label: 'Maximum term', unit: 'months', limits: PROGRAM_LIMITS.termMonths, kind: 'months' },
  { name: 'indicativeRate', label: 'Indicative rate', unit: '% a year', limits: PROGRAM_LIMITS.rate, kind: 'percent' },
];

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** The dialog's fields for `program`, or empty ones for a new program. */
export function toProgramDraft(program: LenderProgram | null): ProgramDraft {
  const figures = Object.fromEntries(
    PROGRAM_NUMBER_FIELDS.map((field) => [field.name, numberText(program ? program[field.name] : null)]),
  ) as Record<ProgramNumberName, string>;
  return {
    ...figures,
    name: program?.name ?? '',
    loanPurposes: program ? [...program.loanPurposes] : [],
    propertyTypes: program ? [...program.propertyTypes] : [],
    states: program ? [...program.states] : [],
    nationwide: program?.nationwide ?? false,
    recourse: program?.recourse ?? '',
    notes: program?.notes ?? '',
    active: program?.active ?? true,
  };
}

/** A figure as typed, read: null when blank (no limit), NaN when it is not a number. */
export function parseProgramNumber(text: string, field: ProgramNumberField): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (field.kind === 'money') return parseLoanAmount(trimmed) ?? Number.NaN;
  const bare = trimmed.replace(field.kind === 'times' ? /x$/i : /%$/, '').trim();
  const value = bare === '' ? Number.NaN : Number(bare.replace(/,/g, ''));
  return field.kind === 'months' && !Number.isInteger(value) ? Number.NaN : value;
}

const fmt = (value: number) => value.toLocaleString('en-US');

/** What is wrong with a figure as typed (not a number, out of the contract's range), if anything. */
export function programNumberError(text: string, field: ProgramNumberField): string | null {
  const value = parseProgramNumber(text, field);
  if (value === null) return null;
  const range = `between ${fmt(field.limits.min)} and ${fmt(field.limits.max)}`;
  if (Number.isNaN(value)) return field.kind === 'months' ? `Enter whole months ${range}` : `Enter a number ${range}`;
  if (value < field.limits.min || value > field.limits.max) return `Must be ${range}`;
  return null;
}

/** The problems the dialog finds before sending: a name, a purpose, a property type, readable figures. */
export function programDraftErrors(draft: ProgramDraft): Partial<Record<ProgramFieldName, string>> {
  const errors: Partial<Record<ProgramFieldName, string>> = {};
  if (!draft.name.trim()) errors.name = 'Program name is required';
  if (draft.loanPurposes.length === 0) errors.loanPurposes = 'Choose at least one loan purpose';
  if (draft.propertyTypes.length === 0) errors.propertyTypes = 'Choose at least one property type';
  for (const field of PROGRAM_NUMBER_FIELDS) {
    const problem = programNumberError(draft[field.name], field);
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

/** The request for a checked draft: the whole credit box (blank figures are no limit). */
export function programRequest(draft: ProgramDraft): LenderProgramCreateRequest {
  const figures = Object.fromEntries(
    PROGRAM_NUMBER_FIELDS.map((field) => [field.name, parseProgramNumber(draft[field.name], field)]),
  ) as Record<ProgramNumberName, number | null>;
  return {
    ...figures,
    name: draft.name.trim(),
    loanPurposes: draft.loanPurposes,
    propertyTypes: draft.propertyTypes,
    nationwide: draft.nationwide,
    states: draft.nationwide ? [] : draft.states,
    recourse: draft.recourse || null,
    notes: draft.notes.trim() || null,
    active: draft.active,
  };
}

/** Whether the dialog holds edits not yet saved. */
export function programDraftChanged(draft: ProgramDraft, initial: ProgramDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(initial);
}
