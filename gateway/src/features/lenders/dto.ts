import type { Lender, LenderContact, LenderProgram } from '@portal/contracts';
import type { ContactRecord, LenderRecord, ProgramRecord } from './model';

const iso = (date: Date) => new Date(date).toISOString();

export const toLenderDto = (lender: LenderRecord): Lender => ({
  id: lender._id,
  name: lender.name,
  type: lender.type,
  website: lender.website ?? null,
  notes: lender.notes ?? null,
  active: lender.active,
  programCount: lender.programCount ?? 0,
  activeProgramCount: lender.activeProgramCount ?? 0,
  contactCount: lender.contactCount ?? 0,
  states: (lender.states ?? []) as Lender['states'],
  nationwide: lender.nationwide ?? false,
  propertyTypes: lender.propertyTypes ?? [],
  loanPurposes: lender.loanPurposes ?? [],
  createdAt: iso(lender.createdAt),
  updatedAt: iso(lender.updatedAt),
});

export const toProgramDto = (program: ProgramRecord): LenderProgram => ({
  id: program._id,
  lenderId: program.lenderId,
  lenderName: program.lenderName,
  name: program.name,
  loanPurposes: program.loanPurposes,
  propertyTypes: program.propertyTypes,
  minLoan: program.minLoan ?? null,
  maxLoan: program.maxLoan ?? null,
  maxLtv: program.maxLtv ?? null,
  maxLtc: program.maxLtc ?? null,
  minDscr: program.minDscr ?? null,
  minDebtYield: program.minDebtYield ?? null,
  states: program.states as LenderProgram['states'],
  nationwide: program.nationwide,
  recourse: program.recourse ?? null,
  termMinMonths: program.termMinMonths ?? null,
  termMaxMonths: program.termMaxMonths ?? null,
  indicativeRate: program.indicativeRate ?? null,
  notes: program.notes ?? null,
  active: program.active,
  createdAt: iso(program.createdAt),
  updatedAt: iso(program.updatedAt),
});

export const toContactDto = (contact: ContactRecord): LenderContact => ({
  id: contact._id,
  lenderId: contact.lenderId,
  name: contact.name,
  email: contact.email ?? null,
  phone: contact.phone ?? null,
  role: contact.role ?? null,
  createdAt: iso(contact.createdAt),
  updatedAt: iso(contact.updatedAt),
});
