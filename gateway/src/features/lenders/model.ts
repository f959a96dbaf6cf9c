import { Schema, type Connection, type Model } from 'mongoose';
import type { LenderTypeValue, LoanPurposeValue, ProgramPropertyType, RecourseValue } from '@portal/contracts';

/**
 * A lender of the directory. The fields after `search` sum up its programs and contacts; they are
 * written by the repository after every change of them (`refreshSummary`), so the list and its
 * filters read the lenders alone.
 */
export type LenderRecord = {
  _id: string;
  name: string;
  /** The name trimmed and lowercased: unique (index nameKey_unique), the import's key. */
  nameKey: string;
  type: LenderTypeValue;
  website: string | null;
  notes: string | null;
  active: boolean;
  /** The name's search words (contracts' searchWords); a multikey index serves prefix searches. */
  search: string[];
  programCount: number;
  activeProgramCount: number;
  contactCount: number;
  /** The states, property types and loan purposes of the active programs (list filters). */
  states: string[];
  nationwide: boolean;
  propertyTypes: ProgramPropertyType[];
  loanPurposes: LoanPurposeValue[];
  createdAt: Date;
  updatedAt: Date;
};

/** The figures of a credit box; null is "no limit". */
export type ProgramFields = {
  name: string;
  loanPurposes: LoanPurposeValue[];
  propertyTypes: ProgramPropertyType[];
  minLoan: number | null;
  maxLoan: number | null;
  maxLtv: number | null;
  maxLtc: number | null;
  minDscr: number | null;
  minDebtYield: number | null;
  states: string[];
  nationwide: boolean;
  recourse: RecourseValue | null;
  termMinMonths: number | null;
  termMaxMonths: number | null;
  indicativeRate: number | null;
  notes: string | null;
  active: boolean;
};

/**
 * A lender's program (a credit box). `lenderName` and `lenderActive` are copies of the lender's,
 * kept by the repository, so matching reads the programs alone (index active_lenderActive).
 */
export type ProgramRecord = ProgramFields & {
  _id: string;
  lenderId: string;
  lenderName: string;
  lenderActive: boolean;
  /** The name trimmed and lowercased: unique per lender (index lenderId_nameKey_unique). */
  nameKey: string;
  createdAt: Date;
  updatedAt: Date;
};

export type ContactFields = { name: string; email: string | null; phone: string | null; role: string | null };

export type ContactRecord = ContactFields & { _id: string; lenderId: string; createdAt: Date; updatedAt: Date };

const lenderSchema = new Schema<LenderRecord>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    nameKey: { type: String, required: true },
    type: { type: String, required: true },
    website: { type: String, default: null },
    notes: { type: String, default: null },
    active: { type: Boolean, default: true },
    search: { type: [String], default: [] },
    programCount: { type: Number, default: 0 },
    activeProgramCount: { type: Number, default: 0 },
    contactCount: { type: Number, default: 0 },
    states: { type: [String], default: [] },
    nationwide: { type: Boolean, default: false },
    propertyTypes: { type: [String], default: [] },
    loanPurposes: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  // Timestamps come from the injected clock.
  { collection: 'lenders', timestamps: false, versionKey: false },
);

const programSchema = new Schema<ProgramRecord>(
  {
    _id: { type: String, required: true },
    lenderId: { type: String, required: true },
    lenderName: { type: String, required: true },
    lenderActive: { type: Boolean, required: true },
    name: { type: String, required: true },
    nameKey: { type: String, required: true },
    loanPurposes: { type: [String], default: [] },
    propertyTypes: { type: [String], default: [] },
    minLoan: { type: Number, default: null },
    maxLoan: { type: Number, default: null },
    maxLtv: { type: Number, default: null },
    maxLtc: { type: Number, default: null },
    minDscr: { type: Number, default: null },
    minDebtYield: { type: Number, default: null },
    states: { type: [String], default: [] },
    nationwide: { type: Boolean, default: false },
    recourse: { type: String, default: null },
    termMinMonths: { type: Number, default: null },
    termMaxMonths: { type: Number, default: null },
    indicativeRate: { type: Number, default: null },
    notes: { type: String, default: null },
    active: { type: Boolean, default: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'lenderprograms', timestamps: false, versionKey: false },
);

const contactSchema = new Schema<ContactRecord>(
  {
    _id: { type: String, required: true },
    lenderId: { type: String, required: true },
    name: { type: String, required: true },
    email: { type: String, default: null },
    phone: { type: String, default: null },
    role: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'lendercontacts', timestamps: false, versionKey: false },
);

export type LenderModel = Model<LenderRecord>;
export type ProgramModel = Model<ProgramRecord>;
export type ContactModel = Model<ContactRecord>;

export const lenderModel = (db: Connection): LenderModel =>
  db.models.Lender ?? db.model<LenderRecord>('Lender', lenderSchema);
export const programModel = (db: Connection): ProgramModel =>
  db.models.LenderProgram ?? db.model<ProgramRecord>('LenderProgram', programSchema);
export const contactModel = (db: Connection): ContactModel =>
  db.models.LenderContact ?? db.model<ContactRecord>('LenderContact', contactSchema);
