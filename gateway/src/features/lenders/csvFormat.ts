import {
  LENDER_TYPES,
  LOAN_PURPOSES,
  PROGRAM_LIMITS,
  PROGRAM_PROPERTY_TYPES,
  RECOURSE_TYPES,
  US_STATE_CODES,
  parseLoanAmount,
} from '@portal/contracts';
import type { ContactRecord, LenderRecord, ProgramFields, ProgramRecord } from './model';

/**
 * The columns of the lender CSV (docs/lenders-csv.md), in the order the template and the export
 * write them. One row is one program with its lender's columns and, optionally, one contact.
 */
export const LENDER_COLUMNS = [
  'lender_name',
  'lender_type',
  'lender_website',
  'lender_notes',
  'lender_active',
] as const;
export const PROGRAM_COLUMNS = [
  'program_name',
  'loan_purposes',
  'property_types',
  'min_loan',
  'max_loan',
  'max_ltv',
  'max_ltc',
  'min_dscr',
  'min_debt_yield',
  'states',
  'recourse',
  'term_min_months',
  'term_max_months',
  'indicative_rate',
  'program_notes',
  'program_active',
] as const;
export const CONTACT_COLUMNS = ['contact_name', 'contact_email', 'contact_phone', 'contact_role'] as const;
export const CSV_COLUMNS = [...LENDER_COLUMNS, ...PROGRAM_COLUMNS, ...CONTACT_COLUMNS] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ['lender_name', 'lender_type', 'program_name'];

/** The import's answer to a file that is not CSV it can read, or that breaks a row rule. */
export type CellProblem = { row: number; column: CsvColumn | null; message: string };

const FORMULA_GUARD = /^'[=+\-@\t\r]/;

/**
 * Reads CSV text (RFC 4180: quoted cells with doubled quotes and line breaks, CRLF or LF, a
 * leading BOM ignored) into rows of cells. A cell the export prefixed with `'` to keep a
 * spreadsheet from running it (csvCell) loses the prefix. Null when a quoted cell is never closed.
 */
export function parseCsv(text: string): { rows: string[][] } | { unclosedAtRow: number } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let cellStartLine = 1;
  const endCell = () => {
    row.push(FORMULA_GUARD.test(cell) ? cell.slice(1) : cell);
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
      cellStartLine = line;
    } else if (char === ',') endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
      line++;
    } else cell += char;
  }
  if (quoted) return { unclosedAtRow: cellStartLine };
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return { rows };
}

/** A cell's problems are named after these (the ranges of contracts' PROGRAM_LIMITS). */
const between = (min: number, max: number) => `must be a number between ${min} and ${max}`;
const oneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`;

export const CELL_MESSAGES = {
  required: 'is required',
  yesNo: 'must be yes or no (empty is yes)',
  lenderType: oneOf(LENDER_TYPES),
  recourse: oneOf(RECOURSE_TYPES),
  loanAmount: `must be a dollar amount from ${PROGRAM_LIMITS.loanAmount.min} to ${PROGRAM_LIMITS.loanAmount.max.toLocaleString('en-US')} (e.g. 1500000, $1.5M)`,
  percent: between(PROGRAM_LIMITS.percent.min, PROGRAM_LIMITS.percent.max),
  dscr: between(PROGRAM_LIMITS.dscr.min, PROGRAM_LIMITS.dscr.max),
  rate: between(PROGRAM_LIMITS.rate.min, PROGRAM_LIMITS.rate.max),
  termMonths: `must be a whole number of months between ${PROGRAM_LIMITS.termMonths.min} and ${PROGRAM_LIMITS.termMonths.max}`,
  tooLong: (max: number) => `must be at most ${max} characters`,
} as const;

/** A list cell's items: separated by `;` (or `|`), trimmed, empties dropped. */
export const listItems = (cell: string): string[] =>
  cell
    .split(/[;|]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** Matches a typed value to one of `values` ignoring case, spaces and hyphens ('Cash-out refinance'). */
export function pickValue<T extends string>(values: readonly T[], typed: string): T | undefined {
  const squash = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');
  const wanted = squash(typed);
  return values.find((value) => squash(value) === wanted);
}

export function parseYesNo(cell: string): boolean | undefined {
  const text = cell.trim().toLowerCase();
  if (text === '' || ['yes', 'y', 'true', '1', 'active'].includes(text)) return true;
  if (['no', 'n', 'false', '0', 'inactive'].includes(text)) return false;
  return undefined;
}

/** A number cell: empty is null; `%`, `x` and spaces are allowed around it; undefined when unreadable or out of range. */
export function parseNumber(cell: string, min: number, max: number, integer = false): number | null | undefined {
  const text = cell.trim().replace(/[%x×\s]/gi, '');
  if (text === '') return null;
  if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(text)) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) return undefined;
  return value;
}

/** A loan amount cell, read like a deal's loan request ($, commas, K/M/B); empty is null. */
export function parseAmountCell(cell: string): number | null | undefined {
  if (cell.trim() === '') return null;
  const value = parseLoanAmount(cell);
  if (value === null || value < PROGRAM_LIMITS.loanAmount.min || value > PROGRAM_LIMITS.loanAmount.max)
    return undefined;
  return value;
}

/** The states cell: `nationwide` (any case), or two-letter codes. */
export function parseStates(cell: string): { nationwide: boolean; states: string[]; unknown: string[] } {
  if (cell.trim().toLowerCase() === 'nationwide') return { nationwide: true, states: [], unknown: [] };
  const items = listItems(cell).map((item) => item.toUpperCase());
  const known = new Set<string>(US_STATE_CODES);
  return {
    nationwide: false,
    states: items.filter((item) => known.has(item)),
    unknown: items.filter((item) => !known.has(item)),
  };
}

export { LOAN_PURPOSES, PROGRAM_PROPERTY_TYPES, LENDER_TYPES, RECOURSE_TYPES };

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const numberCell = (value: number | null) => (value === null ? '' : String(value));

/** A program's cells, as the export writes them (the import reads them back to the same program). */
export function programCells(program: ProgramFields): Record<string, string> {
  return {
    program_name: program.name,
    loan_purposes: program.loanPurposes.join(';'),
    property_types: program.propertyTypes.join(';'),
    min_loan: numberCell(program.minLoan),
    max_loan: numberCell(program.maxLoan),
    max_ltv: numberCell(program.maxLtv),
    max_ltc: numberCell(program.maxLtc),
    min_dscr: numberCell(program.minDscr),
    min_debt_yield: numberCell(program.minDebtYield),
    states: program.nationwide ? 'nationwide' : program.states.join(';'),
    recourse: program.recourse ?? '',
    term_min_months: numberCell(program.termMinMonths),
    term_max_months: numberCell(program.termMaxMonths),
    indicative_rate: numberCell(program.indicativeRate),
    program_notes: program.notes ?? '',
    program_active: yesNo(program.active),
  };
}

export function lenderCells(lender: LenderRecord): Record<string, string> {
  return {
    lender_name: lender.name,
    lender_type: lender.type,
    lender_website: lender.website ?? '',
    lender_notes: lender.notes ?? '',
    lender_active: yesNo(lender.active),
  };
}

export function contactCells(contact: ContactRecord | undefined): Record<string, string> {
  if (!contact) return {};
  return {
    contact_name: contact.name,
    contact_email: contact.email ?? '',
    contact_phone: contact.phone ?? '',
    contact_role: contact.role ?? '',
  };
}

/**
 * The export's rows of one lender: a row per program, each with one of the lender's contacts in
 * turn; more contacts than programs (or no programs) give rows with the program columns empty.
 */
export function lenderRows(
  lender: LenderRecord,
  programs: ProgramRecord[],
  contacts: ContactRecord[],
): Record<string, string>[] {
  const count = Math.max(programs.length, contacts.length, 1);
  return Array.from({ length: count }, (_, index) => ({
    ...lenderCells(lender),
    ...(programs[index] ? programCells(programs[index]) : {}),
    ...contactCells(contacts[index]),
  }));
}

/** The template's example rows. */
export const TEMPLATE_ROWS: Record<string, string>[] = [
  {
    lender_name: 'Harbor Community Bank',
    lender_type: 'bank',
    lender_website: 'https://harborbank.example',
    lender_notes: 'Relationship lender; prefers existing depositors',
    lender_active: 'yes',
    program_name: 'Stabilized CRE',
    loan_purposes: 'purchase;refinance',
    property_types: 'Multifamily;Retail;Office',
    min_loan: '1000000',
    max_loan: '15000000',
    max_ltv: '70',
    max_ltc: '',
    min_dscr: '1.25',
    min_debt_yield: '9',
    states: 'TX;OK;LA',
    recourse: 'partial',
    term_min_months: '60',
    term_max_months: '120',
    indicative_rate: '6.5',
    program_notes: '25-year amortisation',
    program_active: 'yes',
    contact_name: 'Dana Ortiz',
    contact_email: 'dana.ortiz@harborbank.example',
    contact_phone: '555-0142',
    contact_role: 'Originator',
  },
  {
    lender_name: 'Summit Bridge Capital',
    lender_type: 'debt-fund',
    lender_website: 'summitbridge.example',
    lender_notes: '',
    lender_active: 'yes',
    program_name: 'Bridge and Construction',
    loan_purposes: 'bridge;construction',
    property_types: 'Multifamily;Industrial;Self Storage',
    min_loan: '$5M',
    max_loan: '$75M',
    max_ltv: '75',
    max_ltc: '85',
    min_dscr: '',
    min_debt_yield: '',
    states: 'nationwide',
    recourse: 'non-recourse',
    term_min_months: '12',
    term_max_months: '36',
    indicative_rate: '9.25',
    program_notes: '',
    program_active: 'yes',
    contact_name: '',
    contact_email: '',
    contact_phone: '',
    contact_role: '',
  },
];
