import type { LenderTypeValue } from '@portal/contracts';
import {
  CELL_MESSAGES,
  CONTACT_COLUMNS,
  CSV_COLUMNS,
  LENDER_TYPES,
  LOAN_PURPOSES,
  PROGRAM_COLUMNS,
  PROGRAM_PROPERTY_TYPES,
  RECOURSE_TYPES,
  REQUIRED_COLUMNS,
  listItems,
  parseAmountCell,
  parseNumber,
  parseStates,
  parseYesNo,
  pickValue,
  type CellProblem,
  type CsvColumn,
} from './csvFormat';
import { PROGRAM_LIMITS } from '@portal/contracts';
import type { ContactFields, ProgramFields } from './model';
import { MAX_NAME_LENGTH, cleanName, cleanText, cleanWebsite, isEmail, nameKey, INVALID_WEBSITE } from './rules';

/** A lender's columns as one row gives them: only the non-blank ones. */
export type LenderCells = { type?: LenderTypeValue; website?: string | null; notes?: string | null; active?: boolean };

/** One checked data row: its lender (by key), its program's given fields, its contact. */
export type ImportRow = {
  row: number;
  lenderName: string;
  lenderKey: string;
  lender: LenderCells;
  program?: { name: string; key: string; fields: Partial<ProgramFields> };
  contact?: ContactFields;
};

/** Which lender columns the file has (a column it lacks leaves the field as it is). */
export type ImportColumns = ReadonlySet<CsvColumn>;

const NOTES_MAX = 2000;

/**
 * Reads the header and every data row, naming each problem by row (as a spreadsheet numbers them,
 * the header being row 1) and column. Blank rows are skipped. A column the file lacks is left out
 * of each row's fields, so an update keeps what the directory has for it.
 */
export function readRows(table: string[][]): { columns: ImportColumns; rows: ImportRow[]; problems: CellProblem[] } {
  const problems: CellProblem[] = [];
  const header = (table[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const known = new Set<string>(CSV_COLUMNS);
  const index = new Map<CsvColumn, number>();
  header.forEach((name, position) => {
    if (name === '') return;
    if (!known.has(name)) {
      problems.push({ row: 1, column: null, message: `Row 1: "${name}" is not a column of the lender import` });
    } else if (index.has(name as CsvColumn)) {
      problems.push({ row: 1, column: name as CsvColumn, message: `Row 1, column ${name}: appears twice` });
    } else index.set(name as CsvColumn, position);
  });
  for (const column of REQUIRED_COLUMNS) {
    if (!index.has(column)) problems.push({ row: 1, column, message: `Row 1: column ${column} is missing` });
  }
  if (problems.length > 0) return { columns: new Set(index.keys()), rows: [], problems };

  const rows: ImportRow[] = [];
  for (let position = 1; position < table.length; position++) {
    const cells = table[position]!;
    if (cells.every((cell) => cell.trim() === '')) continue;
    const row = position + 1;
    if (cells.length > header.length) {
      problems.push({ row, column: null, message: `Row ${row}: has more cells than the header has columns` });
      continue;
    }
    const parsed = readRow(row, (column) => cells[index.get(column) ?? -1] ?? '', index, problems);
    if (parsed) rows.push(parsed);
  }
  return { columns: new Set(index.keys()), rows, problems };
}

function readRow(
  row: number,
  cell: (column: CsvColumn) => string,
  index: ReadonlyMap<CsvColumn, number>,
  problems: CellProblem[],
): ImportRow | null {
  const before = problems.length;
  const problem = (column: CsvColumn, message: string) =>
    problems.push({ row, column, message: `Row ${row}, column ${column}: ${message}` });
  const has = (column: CsvColumn) => index.has(column);
  const text = (column: CsvColumn, max: number): string | null => {
    const value = cleanText(cell(column));
    if (value && value.length > max) problem(column, CELL_MESSAGES.tooLong(max));
    return value;
  };

  const lenderName = cleanName(cell('lender_name'));
  if (!lenderName) problem('lender_name', CELL_MESSAGES.required);
  else if (lenderName.length > MAX_NAME_LENGTH) problem('lender_name', CELL_MESSAGES.tooLong(MAX_NAME_LENGTH));

  const lender: LenderCells = {};
  if (cell('lender_type').trim()) {
    const type = pickValue(LENDER_TYPES, cell('lender_type'));
    if (type) lender.type = type;
    else problem('lender_type', CELL_MESSAGES.lenderType);
  }
  if (has('lender_website') && cell('lender_website').trim()) {
    const website = cleanWebsite(cell('lender_website'));
    if (website.ok) lender.website = website.value;
    else problem('lender_website', INVALID_WEBSITE.replace(/^Website /, ''));
  }
  if (has('lender_notes') && cell('lender_notes').trim()) lender.notes = text('lender_notes', NOTES_MAX);
  if (has('lender_active') && cell('lender_active').trim()) {
    const active = parseYesNo(cell('lender_active'));
    if (active === undefined) problem('lender_active', CELL_MESSAGES.yesNo);
    else lender.active = active;
  }

  let program: ImportRow['program'];
  const programName = cleanName(cell('program_name'));
  const programCellsGiven = PROGRAM_COLUMNS.some((column) => column !== 'program_name' && cell(column).trim());
  if (programName) {
    if (programName.length > MAX_NAME_LENGTH) problem('program_name', CELL_MESSAGES.tooLong(MAX_NAME_LENGTH));
    program = { name: programName, key: nameKey(programName), fields: readProgram(cell, has, problem, text) };
  } else if (programCellsGiven) {
    problem('program_name', `${CELL_MESSAGES.required} when the row has program columns`);
  }

  let contact: ContactFields | undefined;
  const contactName = cleanName(cell('contact_name'));
  if (contactName) {
    if (contactName.length > MAX_NAME_LENGTH) problem('contact_name', CELL_MESSAGES.tooLong(MAX_NAME_LENGTH));
    const email = text('contact_email', 254);
    if (email && !isEmail(email)) problem('contact_email', 'must be an e-mail address');
    contact = { name: contactName, email, phone: text('contact_phone', 40), role: text('contact_role', 100) };
  } else if (CONTACT_COLUMNS.some((column) => cell(column).trim())) {
    problem('contact_name', `${CELL_MESSAGES.required} when the row has contact columns`);
  }

  if (problems.length > before) return null;
  return {
    row,
    lenderName,
    lenderKey: nameKey(lenderName),
    lender,
    ...(program ? { program } : {}),
    ...(contact ? { contact } : {}),
  };
}

/** The program fields of the columns the file has; blank limits are "no limit". */
function readProgram(
  cell: (column: CsvColumn) => string,
  has: (column: CsvColumn) => boolean,
  problem: (column: CsvColumn, message: string) => void,
  text: (column: CsvColumn, max: number) => string | null,
): Partial<ProgramFields> {
  const fields: Partial<ProgramFields> = {};
  const list = <T extends string>(column: CsvColumn, values: readonly T[]): T[] | undefined => {
    const items = listItems(cell(column));
    if (items.length === 0) {
      problem(column, `${CELL_MESSAGES.required} (${values.join(', ')}; separate several with ;)`);
      return undefined;
    }
    const picked = items.map((item) => pickValue(values, item));
    const unknown = items.filter((_, position) => !picked[position]);
    if (unknown.length > 0) {
      problem(column, `"${unknown.join('", "')}" is not one of ${values.join(', ')}`);
      return undefined;
    }
    return [...new Set(picked as T[])];
  };
  const number = (
    column: CsvColumn,
    key: keyof ProgramFields,
    read: (value: string) => number | null | undefined,
    message: string,
  ) => {
    if (!has(column)) return;
    const value = read(cell(column));
    if (value === undefined) problem(column, message);
    else (fields as Record<string, unknown>)[key] = value;
  };
  const { percent, dscr, rate, termMonths } = PROGRAM_LIMITS;

  if (has('loan_purposes')) {
    const purposes = list('loan_purposes', LOAN_PURPOSES);
    if (purposes) fields.loanPurposes = purposes;
  }
  if (has('property_types')) {
    const types = list('property_types', PROGRAM_PROPERTY_TYPES);
    if (types) fields.propertyTypes = types;
  }
  number('min_loan', 'minLoan', parseAmountCell, CELL_MESSAGES.loanAmount);
  number('max_loan', 'maxLoan', parseAmountCell, CELL_MESSAGES.loanAmount);
  number('max_ltv', 'maxLtv', (v) => parseNumber(v, percent.min, percent.max), CELL_MESSAGES.percent);
  number('max_ltc', 'maxLtc', (v) => parseNumber(v, percent.min, percent.max), CELL_MESSAGES.percent);
  number('min_dscr', 'minDscr', (v) => parseNumber(v, dscr.min, dscr.max), CELL_MESSAGES.dscr);
  number('min_debt_yield', 'minDebtYield', (v) => parseNumber(v, percent.min, percent.max), CELL_MESSAGES.percent);
  number('indicative_rate', 'indicativeRate', (v) => parseNumber(v, rate.min, rate.max), CELL_MESSAGES.rate);
  const months = (v: string) => parseNumber(v, termMonths.min, termMonths.max, true);
  number('term_min_months', 'termMinMonths', months, CELL_MESSAGES.termMonths);
  number('term_max_months', 'termMaxMonths', months, CELL_MESSAGES.termMonths);
  if (has('states')) {
    const states = parseStates(cell('states'));
    if (states.unknown.length > 0) {
      problem('states', `"${states.unknown.join('", "')}" is not a two-letter state code`);
    } else if (!states.nationwide && states.states.length === 0) {
      problem('states', `${CELL_MESSAGES.required} (two-letter codes separated by ;, or nationwide)`);
    } else {
      fields.states = states.states;
      fields.nationwide = states.nationwide;
    }
  }
  if (has('recourse')) {
    const typed = cell('recourse').trim();
    const recourse = typed ? pickValue(RECOURSE_TYPES, typed) : null;
    if (recourse === undefined) problem('recourse', CELL_MESSAGES.recourse);
    else fields.recourse = recourse;
  }
  if (has('program_notes')) fields.notes = text('program_notes', NOTES_MAX);
  if (has('program_active')) {
    const active = parseYesNo(cell('program_active'));
    if (active === undefined) problem('program_active', CELL_MESSAGES.yesNo);
    else fields.active = active;
  }
  return fields;
}

/** The column each program field is read from (to name a whole-program problem). */
export const PROGRAM_FIELD_COLUMN: Partial<Record<keyof ProgramFields, CsvColumn>> = {
  minLoan: 'min_loan',
  termMinMonths: 'term_min_months',
  states: 'states',
  loanPurposes: 'loan_purposes',
  propertyTypes: 'property_types',
};
