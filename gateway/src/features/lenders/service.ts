import { randomUUID } from 'node:crypto';
import {
  searchWords,
  type Lender,
  type LenderContact,
  type LenderContactCreateRequest,
  type LenderContactUpdateRequest,
  type LenderCreateRequest,
  type LenderDetail,
  type LenderProgram,
  type LenderProgramCreateRequest,
  type LenderProgramUpdateRequest,
  type LenderUpdateRequest,
} from '@portal/contracts';
import { fail, ok, type DomainError, type ErrorDetail, type Result } from '../../http/errors';
import type { CursorCodec, CursorScope, Page, PageRequest } from '../../http/paging';
import type { Clock } from '../../infra/clock';
import { isDuplicateKey } from '../../infra/mongoErrors';
import { parseSearch } from '../deals/search';
import { toContactDto, toLenderDto, toProgramDto } from './dto';
import type { ContactRecord, LenderRecord, ProgramFields, ProgramRecord } from './model';
import type { ProgramsVersionStore } from './programsVersion';
import type { LenderFilter, LenderRepository } from './repository';
import {
  CONTACT_NAME_REQUIRED,
  CONTACT_NAME_TOO_LONG,
  CONTACT_NOT_FOUND,
  INVALID_WEBSITE,
  LENDER_NAME_REQUIRED,
  LENDER_NAME_TOO_LONG,
  LENDER_NOT_FOUND,
  MAX_CONTACTS,
  PROGRAM_DEFAULTS,
  PROGRAM_NAME_REQUIRED,
  PROGRAM_NAME_TOO_LONG,
  PROGRAM_NOT_FOUND,
  TOO_MANY_CONTACTS,
  cleanName,
  cleanText,
  cleanWebsite,
  lenderNameTaken,
  nameKey,
  nameProblem,
  normaliseContact,
  normaliseProgram,
  programNameTaken,
  programProblems,
} from './rules';

export type LenderListQuery = PageRequest & {
  q?: string;
  type?: LenderFilter['type'];
  active?: boolean;
  state?: string;
  propertyType?: string;
  loanPurpose?: string;
};

const invalid = (field: string, message: string) => fail('validation', message, [{ field, message }]);

type NameResult = Result<string, DomainError<'validation'>>;
const validName = (raw: string, field: string, messages: { required: string; tooLong: string }): NameResult => {
  const name = cleanName(raw);
  const problem = nameProblem(name, messages);
  return problem ? invalid(field, problem) : ok(name);
};
const LENDER_NAME = { required: LENDER_NAME_REQUIRED, tooLong: LENDER_NAME_TOO_LONG };
const PROGRAM_NAME = { required: PROGRAM_NAME_REQUIRED, tooLong: PROGRAM_NAME_TOO_LONG };
const CONTACT_NAME = { required: CONTACT_NAME_REQUIRED, tooLong: CONTACT_NAME_TOO_LONG };

/** A whole program's problems (ranges, states) as a 400 naming the body's fields. */
function checkProgram(program: ProgramFields): Result<ProgramFields, DomainError<'validation'>> {
  const problems = programProblems(program);
  if (problems.length === 0) return ok(normaliseProgram(program));
  const details: ErrorDetail[] = problems.map(({ field, message }) => ({ field: `body.${field}`, message }));
  return fail('validation', problems[0]!.message, details);
}

/**
 * The admins' lender directory: lenders, their programs (credit boxes) and contacts. Every write
 * ends with `programsVersion.changed()` (programsVersion.ts), the one signal a cache of programs
 * on any instance needs; the import (importer.ts) does the same once per file.
 */
export function createLenderService({
  lenders,
  cursors,
  clock,
  programsVersion,
}: {
  lenders: LenderRepository;
  cursors: CursorCodec;
  clock: Clock;
  programsVersion: ProgramsVersionStore;
}) {
  /** The lender's summary rewritten from its programs and contacts, then the change announced. */
  async function afterChange(lenderId: string): Promise<void> {
    await lenders.refreshSummary(lenderId, clock.now());
    await programsVersion.changed();
  }

  async function lenderOr404(id: string): Promise<Result<LenderRecord, DomainError<'notFound'>>> {
    const lender = await lenders.findLender(id);
    return lender ? ok(lender) : fail('notFound', LENDER_NOT_FOUND);
  }

  return {
    /** A page of lenders, newest first, under the search and filters (a cursor is bound to them). */
    async list(query: LenderListQuery): Promise<Result<Page<Lender>, DomainError<'validation'>>> {
      const search = parseSearch(query.q);
      if (!search.ok) return search;
      const filter: LenderFilter = {
        ...(search.value ? { search: search.value } : {}),
        ...(query.type ? { type: query.type } : {}),
        ...(query.active !== undefined ? { active: query.active } : {}),
        ...(query.state ? { state: query.state } : {}),
        ...(query.propertyType ? { propertyType: query.propertyType } : {}),
        ...(query.loanPurpose ? { loanPurpose: query.loanPurpose } : {}),
      };
      const scope: CursorScope = {
        list: 'admin/lenders',
        filter: { ...filter, search: filter.search?.join(' ') },
      };
      const position = cursors.position(scope, query);
      if (!position.ok) return position;
      const { rows, total } = await lenders.listPage(filter, position.value);
      return ok(cursors.page(scope, position.value, rows, total, toLenderDto));
    },

    /** A lender with its programs (by name) and contacts (oldest first). */
    async get(id: string): Promise<Result<LenderDetail, DomainError<'notFound'>>> {
      const lender = await lenderOr404(id);
      if (!lender.ok) return lender;
      const [programs, contacts] = await Promise.all([lenders.programsOf(id), lenders.contactsOf(id)]);
      return ok({
        ...toLenderDto(lender.value),
        programs: programs.map(toProgramDto),
        contacts: contacts.map(toContactDto),
      });
    },

    async createLender(body: LenderCreateRequest): Promise<Result<Lender, DomainError<'validation' | 'conflict'>>> {
      const name = validName(body.name, 'body.name', LENDER_NAME);
      if (!name.ok) return name;
      const website = cleanWebsite(body.website);
      if (!website.ok) return invalid('body.website', INVALID_WEBSITE);
      const now = clock.now();
      const lender: LenderRecord = {
        _id: randomUUID(),
        name: name.value,
        nameKey: nameKey(name.value),
        type: body.type,
        website: website.value,
        notes: cleanText(body.notes),
        active: body.active ?? true,
        search: searchWords(name.value),
        programCount: 0,
        activeProgramCount: 0,
        contactCount: 0,
        states: [],
        nationwide: false,
        propertyTypes: [],
        loanPurposes: [],
        createdAt: now,
        updatedAt: now,
      };
      try {
        await lenders.insertLender(lender);
      } catch (error) {
        if (isDuplicateKey(error)) return fail('conflict', lenderNameTaken(name.value));
        throw error;
      }
      await programsVersion.changed();
      return ok(toLenderDto(lender));
    },

    /** Edits a lender; `active: false` deactivates it (its programs are then not matched). */
    async updateLender(
      id: string,
      body: LenderUpdateRequest,
    ): Promise<Result<Lender, DomainError<'validation' | 'conflict' | 'notFound'>>> {
      const changes: Partial<LenderRecord> = { updatedAt: clock.now() };
      if (body.name !== undefined) {
        const name = validName(body.name, 'body.name', LENDER_NAME);
        if (!name.ok) return name;
        Object.assign(changes, { name: name.value, nameKey: nameKey(name.value), search: searchWords(name.value) });
      }
      if (body.website !== undefined) {
        const website = cleanWebsite(body.website);
        if (!website.ok) return invalid('body.website', INVALID_WEBSITE);
        changes.website = website.value;
      }
      if (body.type !== undefined) changes.type = body.type;
      if (body.notes !== undefined) changes.notes = cleanText(body.notes);
      if (body.active !== undefined) changes.active = body.active;
      try {
        const updated = await lenders.updateLender(id, changes);
        if (!updated) return fail('notFound', LENDER_NOT_FOUND);
        await programsVersion.changed();
        return ok(toLenderDto(updated));
      } catch (error) {
        if (isDuplicateKey(error)) return fail('conflict', lenderNameTaken(changes.name ?? ''));
        throw error;
      }
    },

    async createProgram(
      lenderId: string,
      body: LenderProgramCreateRequest,
    ): Promise<Result<LenderProgram, DomainError<'validation' | 'conflict' | 'notFound'>>> {
      const lender = await lenderOr404(lenderId);
      if (!lender.ok) return lender;
      const name = validName(body.name, 'body.name', PROGRAM_NAME);
      if (!name.ok) return name;
      const program = checkProgram({ ...PROGRAM_DEFAULTS, ...body, name: name.value } as ProgramFields);
      if (!program.ok) return program;
      const now = clock.now();
      const record: ProgramRecord = {
        ...program.value,
        _id: randomUUID(),
        lenderId,
        lenderName: lender.value.name,
        lenderActive: lender.value.active,
        nameKey: nameKey(name.value),
        createdAt: now,
        updatedAt: now,
      };
      try {
        await lenders.insertProgram(record);
      } catch (error) {
        if (isDuplicateKey(error)) return fail('conflict', programNameTaken(lender.value.name, name.value));
        throw error;
      }
      await afterChange(lenderId);
      return ok(toProgramDto(record));
    },

    /** Edits a program; the whole program is checked as it would be after the change. */
    async updateProgram(
      lenderId: string,
      programId: string,
      body: LenderProgramUpdateRequest,
    ): Promise<Result<LenderProgram, DomainError<'validation' | 'conflict' | 'notFound'>>> {
      const existing = await lenders.findProgram(lenderId, programId);
      if (!existing) return fail('notFound', PROGRAM_NOT_FOUND);
      const merged = { ...existing, ...body } as ProgramRecord;
      if (body.name !== undefined) {
        const name = validName(body.name, 'body.name', PROGRAM_NAME);
        if (!name.ok) return name;
        merged.name = name.value;
      }
      // Sending states names the states: the program is then not nationwide unless it says so.
      if (body.states !== undefined && body.nationwide === undefined && body.states.length > 0)
        merged.nationwide = false;
      const program = checkProgram(merged);
      if (!program.ok) return program;
      const { name, ...fields } = program.value;
      try {
        const updated = await lenders.updateProgram(programId, {
          ...fields,
          name,
          nameKey: nameKey(name),
          updatedAt: clock.now(),
        });
        if (!updated) return fail('notFound', PROGRAM_NOT_FOUND);
        await afterChange(lenderId);
        return ok(toProgramDto(updated));
      } catch (error) {
        if (isDuplicateKey(error)) return fail('conflict', programNameTaken(existing.lenderName, name));
        throw error;
      }
    },

    async deleteProgram(
      lenderId: string,
      programId: string,
    ): Promise<Result<{ message: string }, DomainError<'notFound'>>> {
      const existing = await lenders.findProgram(lenderId, programId);
      if (!existing || !(await lenders.deleteProgram(programId))) return fail('notFound', PROGRAM_NOT_FOUND);
      await afterChange(lenderId);
      return ok({ message: `Program "${existing.name}" deleted` });
    },

    async createContact(
      lenderId: string,
      body: LenderContactCreateRequest,
    ): Promise<Result<LenderContact, DomainError<'validation' | 'conflict' | 'notFound'>>> {
      const lender = await lenderOr404(lenderId);
      if (!lender.ok) return lender;
      const name = validName(body.name, 'body.name', CONTACT_NAME);
      if (!name.ok) return name;
      if ((await lenders.countContacts(lenderId)) >= MAX_CONTACTS) return fail('conflict', TOO_MANY_CONTACTS);
      const now = clock.now();
      const contact: ContactRecord = {
        ...normaliseContact({
          name: name.value,
          email: body.email ?? null,
          phone: body.phone ?? null,
          role: body.role ?? null,
        }),
        _id: randomUUID(),
        lenderId,
        createdAt: now,
        updatedAt: now,
      };
      await lenders.insertContact(contact);
      await afterChange(lenderId);
      return ok(toContactDto(contact));
    },

    async updateContact(
      lenderId: string,
      contactId: string,
      body: LenderContactUpdateRequest,
    ): Promise<Result<LenderContact, DomainError<'validation' | 'notFound'>>> {
      const existing = await lenders.findContact(lenderId, contactId);
      if (!existing) return fail('notFound', CONTACT_NOT_FOUND);
      let name = existing.name;
      if (body.name !== undefined) {
        const valid = validName(body.name, 'body.name', CONTACT_NAME);
        if (!valid.ok) return valid;
        name = valid.value;
      }
      const fields = normaliseContact({ ...existing, ...body, name });
      const updated = await lenders.updateContact(contactId, { ...fields, updatedAt: clock.now() });
      if (!updated) return fail('notFound', CONTACT_NOT_FOUND);
      await programsVersion.changed();
      return ok(toContactDto(updated));
    },

    async deleteContact(
      lenderId: string,
      contactId: string,
    ): Promise<Result<{ message: string }, DomainError<'notFound'>>> {
      const existing = await lenders.findContact(lenderId, contactId);
      if (!existing || !(await lenders.deleteContact(contactId))) return fail('notFound', CONTACT_NOT_FOUND);
      await afterChange(lenderId);
      return ok({ message: `Contact "${existing.name}" deleted` });
    },

    /** The version of the programs as matching sees them (programsVersion.ts). */
    programsVersion: () => programsVersion.current(),
  };
}

export type LenderService = ReturnType<typeof createLenderService>;
