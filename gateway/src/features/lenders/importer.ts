import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AnyBulkWriteOperation } from 'mongodb';
import { searchWords, type LenderImportResult } from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import { isDuplicateKey } from '../../infra/mongoErrors';
import { csvStream } from '../exports/csv';
import { CSV_COLUMNS, TEMPLATE_ROWS, lenderRows, parseCsv, type CellProblem } from './csvFormat';
import { PROGRAM_FIELD_COLUMN, readRows, type ImportRow } from './importRows';
import type { ContactRecord, LenderRecord, ProgramFields, ProgramRecord } from './model';
import type { ProgramsVersionStore } from './programsVersion';
import type { LenderRepository } from './repository';
import {
  PROGRAM_DEFAULTS,
  normaliseContact,
  normaliseProgram,
  programFieldsOf,
  programProblems,
  summarise,
} from './rules';

/** The largest file and the most data rows an import takes. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;
/** At most this many problems are listed (the count in the message is of all of them). */
const MAX_LISTED_PROBLEMS = 200;
export const IMPORT_TOO_LARGE = 'The file must be at most 5 MB';
export const IMPORT_TOO_MANY_ROWS = `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows: split it`;
export const IMPORT_EMPTY = 'The file is empty: start from the template';
export const IMPORT_RACED = 'The directory changed while the file was imported: import the file again';

const contactKey = (lenderKey: string, contact: { name: string; email: string | null }) =>
  `${lenderKey}\n${contact.email ? `e:${contact.email.toLowerCase()}` : `n:${contact.name.toLowerCase()}`}`;

/** Equal values, whatever the order of their keys. */
const stable = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
    ? Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, v]) => [k, stable(v)]),
      )
    : value;
const same = (a: unknown, b: unknown) => JSON.stringify(stable(a)) === JSON.stringify(stable(b));

function problemsError(problems: CellProblem[]): { ok: false; error: DomainError<'validation'> } {
  const count = problems.length;
  const summary = `The file has ${count} ${count === 1 ? 'error' : 'errors'}: nothing was imported`;
  const more = count > 1 ? ` (and ${count - 1} more)` : '';
  const details = problems.slice(0, MAX_LISTED_PROBLEMS).map((problem) => ({
    field: problem.column ? `rows[${problem.row}].${problem.column}` : `rows[${problem.row}]`,
    message: problem.message,
  }));
  return { ok: false, error: { kind: 'validation', summary, message: `${problems[0]!.message}${more}`, details } };
}

/** The rows of one lender in the file, and the lender's columns they agree on. */
type LenderGroup = { key: string; name: string; rows: ImportRow[]; firstRow: number };

/**
 * CSV IMPORT, EXPORT and TEMPLATE of the lender directory (docs/lenders-csv.md). The import reads
 * and checks every row, then every lender and program against the directory, and writes only when
 * nothing is wrong: a lender is found by its name and a program by its lender and name (trimmed,
 * any case), so a re-import updates. The writes are bulk upserts by `_id` after all checks; a
 * database failure part-way leaves what was written, and importing the same file again finishes it.
 */
export function createLenderImporter({
  lenders,
  clock,
  programsVersion,
}: {
  lenders: LenderRepository;
  clock: Clock;
  programsVersion: ProgramsVersionStore;
}) {
  return {
    async importCsv(
      text: string,
      dryRun: boolean,
    ): Promise<Result<LenderImportResult, DomainError<'validation' | 'conflict'>>> {
      const parsed = parseCsv(text);
      if ('unclosedAtRow' in parsed) {
        const row = parsed.unclosedAtRow;
        return problemsError([{ row, column: null, message: `Row ${row}: a quoted cell is never closed` }]);
      }
      if (parsed.rows.length === 0) return fail('validation', IMPORT_EMPTY, [{ field: 'body', message: IMPORT_EMPTY }]);
      if (parsed.rows.length - 1 > MAX_IMPORT_ROWS) {
        return fail('validation', IMPORT_TOO_MANY_ROWS, [{ field: 'body', message: IMPORT_TOO_MANY_ROWS }]);
      }
      const { columns, rows, problems } = readRows(parsed.rows);

      // Rows of a lender: non-blank lender cells must agree; a program appears once.
      const groups = new Map<string, LenderGroup>();
      const programRows = new Map<string, number>();
      for (const row of rows) {
        const group = groups.get(row.lenderKey) ?? {
          key: row.lenderKey,
          name: row.lenderName,
          rows: [],
          firstRow: row.row,
        };
        groups.set(row.lenderKey, group);
        for (const [field, column] of [
          ['type', 'lender_type'],
          ['website', 'lender_website'],
          ['notes', 'lender_notes'],
          ['active', 'lender_active'],
        ] as const) {
          const value = row.lender[field];
          const earlier = group.rows.find((other) => other.lender[field] !== undefined);
          if (value !== undefined && earlier && !same(earlier.lender[field], value)) {
            problems.push({
              row: row.row,
              column,
              message: `Row ${row.row}, column ${column}: differs from row ${earlier.row} for the same lender`,
            });
          }
        }
        group.rows.push(row);
        if (row.program) {
          const key = `${row.lenderKey}\n${row.program.key}`;
          const earlier = programRows.get(key);
          if (earlier !== undefined) {
            problems.push({
              row: row.row,
              column: 'program_name',
              message: `Row ${row.row}, column program_name: the same program as row ${earlier}`,
            });
          } else programRows.set(key, row.row);
        }
      }

      const existingLenders = new Map(
        (await lenders.lendersByKeys([...groups.keys()])).map((lender) => [lender.nameKey, lender]),
      );
      const lenderIds = [...existingLenders.values()].map((lender) => lender._id);
      const [existingPrograms, existingContacts] = await Promise.all([
        lenders.programsOfMany(lenderIds),
        lenders.contactsOfMany(lenderIds),
      ]);

      const now = clock.now();
      const result: LenderImportResult = {
        dryRun,
        rows: rows.length,
        lendersCreated: 0,
        lendersUpdated: 0,
        programsCreated: 0,
        programsUpdated: 0,
        contactsCreated: 0,
        contactsUpdated: 0,
      };
      const lenderWrites: AnyBulkWriteOperation<LenderRecord>[] = [];
      const programWrites: AnyBulkWriteOperation<ProgramRecord>[] = [];
      const contactWrites: AnyBulkWriteOperation<ContactRecord>[] = [];

      for (const group of groups.values()) {
        const existing = existingLenders.get(group.key);
        const pick = <K extends keyof ImportRow['lender']>(field: K) =>
          group.rows.find((row) => row.lender[field] !== undefined)?.lender[field];
        const type = pick('type') ?? existing?.type;
        if (!type) {
          problems.push({
            row: group.firstRow,
            column: 'lender_type',
            message: `Row ${group.firstRow}, column lender_type: is required for a new lender`,
          });
          continue;
        }
        const lenderId = existing?._id ?? randomUUID();
        const website = columns.has('lender_website') ? (pick('website') ?? null) : (existing?.website ?? null);
        const notes = columns.has('lender_notes') ? (pick('notes') ?? null) : (existing?.notes ?? null);
        const active = columns.has('lender_active') ? (pick('active') ?? true) : (existing?.active ?? true);
        const fields = { name: group.name, type, website, notes, active };

        // Programs: the file's over the lender's others.
        const own = existingPrograms.filter((program) => program.lenderId === lenderId);
        const finalPrograms = new Map(own.map((program) => [program.nameKey, program as ProgramFields]));
        for (const row of group.rows) {
          if (!row.program) continue;
          const before = own.find((program) => program.nameKey === row.program!.key);
          const merged = {
            ...(before ? programFieldsOf(before) : PROGRAM_DEFAULTS),
            ...row.program.fields,
            name: row.program.name,
          };
          const missing = (['loanPurposes', 'propertyTypes', 'states'] as const).filter(
            (field) => !before && row.program!.fields[field] === undefined,
          );
          for (const field of missing) {
            const column = PROGRAM_FIELD_COLUMN[field]!;
            problems.push({
              row: row.row,
              column,
              message: `Row ${row.row}, column ${column}: is required for a new program`,
            });
          }
          if (missing.length > 0) continue;
          const rules = programProblems(merged as ProgramFields);
          for (const { field, message } of rules) {
            const column = PROGRAM_FIELD_COLUMN[field]!;
            problems.push({ row: row.row, column, message: `Row ${row.row}, column ${column}: ${message}` });
          }
          if (rules.length > 0) continue;
          const program = normaliseProgram(merged as ProgramFields);
          finalPrograms.set(row.program.key, program);
          if (before) {
            const changes = { ...program, lenderName: group.name, lenderActive: active };
            const stored = {
              ...programFieldsOf(before),
              lenderName: before.lenderName,
              lenderActive: before.lenderActive,
            };
            if (!same(stored, changes)) {
              result.programsUpdated++;
              programWrites.push({
                updateOne: { filter: { _id: before._id }, update: { $set: { ...changes, updatedAt: now } } },
              });
            }
          } else {
            result.programsCreated++;
            const record: ProgramRecord = {
              ...program,
              _id: randomUUID(),
              lenderId,
              lenderName: group.name,
              lenderActive: active,
              nameKey: row.program.key,
              createdAt: now,
              updatedAt: now,
            };
            programWrites.push({ insertOne: { document: record } });
          }
        }
        // A lender whose name or active flag changed: its other programs carry the copies too.
        if (existing && (existing.name !== group.name || existing.active !== active)) {
          for (const program of own) {
            if (group.rows.some((row) => row.program?.key === program.nameKey)) continue;
            programWrites.push({
              updateOne: {
                filter: { _id: program._id },
                update: { $set: { lenderName: group.name, lenderActive: active } },
              },
            });
          }
        }

        // Contacts: found by e-mail (else name) within the lender.
        const ownContacts = existingContacts.filter((contact) => contact.lenderId === lenderId);
        let contactCount = ownContacts.length;
        const seenContacts = new Set<string>();
        for (const row of group.rows) {
          if (!row.contact) continue;
          const contact = normaliseContact(row.contact);
          const key = contactKey(group.key, contact);
          if (seenContacts.has(key)) continue;
          seenContacts.add(key);
          const before = ownContacts.find((other) => contactKey(group.key, other) === key);
          if (before) {
            if (
              !same(
                [before.name, before.email, before.phone, before.role],
                [contact.name, contact.email, contact.phone, contact.role],
              )
            ) {
              result.contactsUpdated++;
              contactWrites.push({
                updateOne: { filter: { _id: before._id }, update: { $set: { ...contact, updatedAt: now } } },
              });
            }
          } else {
            result.contactsCreated++;
            contactCount++;
            // A millisecond apart, so the lender's contacts keep the file's order.
            const createdAt = new Date(now.getTime() + result.contactsCreated);
            const record: ContactRecord = { ...contact, _id: randomUUID(), lenderId, createdAt, updatedAt: now };
            contactWrites.push({ insertOne: { document: record } });
          }
        }

        const summary = summarise([...finalPrograms.values()], contactCount);
        if (existing) {
          const stored = {
            name: existing.name,
            type: existing.type,
            website: existing.website ?? null,
            notes: existing.notes ?? null,
            active: existing.active,
          };
          const changed = !same(stored, fields);
          if (changed) result.lendersUpdated++;
          const summaryChanged = !same(summary, {
            programCount: existing.programCount,
            activeProgramCount: existing.activeProgramCount,
            contactCount: existing.contactCount,
            states: existing.states,
            nationwide: existing.nationwide,
            propertyTypes: existing.propertyTypes,
            loanPurposes: existing.loanPurposes,
          });
          if (changed || summaryChanged) {
            lenderWrites.push({
              updateOne: {
                filter: { _id: lenderId },
                update: { $set: { ...fields, search: searchWords(group.name), ...summary, updatedAt: now } },
              },
            });
          }
        } else {
          result.lendersCreated++;
          const record: LenderRecord = {
            _id: lenderId,
            ...fields,
            nameKey: group.key,
            search: searchWords(group.name),
            ...summary,
            createdAt: now,
            updatedAt: now,
          };
          lenderWrites.push({ insertOne: { document: record } });
        }
      }

      if (problems.length > 0) return problemsError(problems.sort((a, b) => a.row - b.row));
      if (dryRun) return ok(result);
      try {
        await lenders.writeLenders(lenderWrites);
        await lenders.writePrograms(programWrites);
        await lenders.writeContacts(contactWrites);
      } catch (error) {
        // Another import or edit created the same lender or program meanwhile (unique indexes).
        if (isDuplicateKey(error)) return fail('conflict', IMPORT_RACED);
        throw error;
      } finally {
        if (lenderWrites.length + programWrites.length + contactWrites.length > 0) await programsVersion.changed();
      }
      return ok(result);
    },

    /** The whole directory in the import's columns, lenders by name (docs/lenders-csv.md). */
    async exportCsv(): Promise<{ total: number; fileName: string; stream: Readable }> {
      const all = await lenders.allLenders();
      const ids = all.map((lender) => lender._id);
      const [programs, contacts] = await Promise.all([lenders.programsOfMany(ids), lenders.contactsOfMany(ids)]);
      const byLender = <T extends { lenderId: string }>(items: T[]) => {
        const map = new Map<string, T[]>();
        for (const item of items) map.set(item.lenderId, [...(map.get(item.lenderId) ?? []), item]);
        return map;
      };
      const programsBy = byLender(programs);
      const contactsBy = byLender(contacts);
      const rows = all.flatMap((lender) =>
        lenderRows(lender, programsBy.get(lender._id) ?? [], contactsBy.get(lender._id) ?? []),
      );
      const fileName = `lenders-${clock.now().toISOString().slice(0, 10)}.csv`;
      return { total: rows.length, fileName, stream: csvStream(CSV_COLUMNS, Readable.from(rows), (row) => row) };
    },

    /** The template: the header and two example rows. */
    template(): { fileName: string; stream: Readable } {
      return {
        fileName: 'lenders-template.csv',
        stream: csvStream(CSV_COLUMNS, Readable.from(TEMPLATE_ROWS), (row) => row),
      };
    },
  };
}

export type LenderImporter = ReturnType<typeof createLenderImporter>;
