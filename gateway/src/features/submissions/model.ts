import { Schema, type Connection, type Model } from 'mongoose';
import type { LenderQuoteTerms, PassReason } from '@portal/contracts';

export type AnswerRecord = {
  answer: 'interested' | 'pass' | 'quote';
  passReason: PassReason | null;
  passText: string | null;
  quote: LenderQuoteTerms | null;
  answeredAt: Date;
};

/**
 * One deal sent to one lender contact. `_id` is derived from the deal, the contact and the
 * client's send key, so the same send asked for again names the same submission. The room link's
 * token is never stored: only its SHA-256 (`tokenHash`, unique index). Its events (sent, opened,
 * viewed, …) are the deal's timeline entries that name it: inserted, never lost to a race.
 */
export type SubmissionRecord = {
  _id: string;
  /** The deal's `_id`. */
  dealId: string;
  tokenHash: string;
  lenderId: string;
  lenderName: string;
  contactId: string;
  contactName: string;
  contactEmail: string;
  /** The deal's documents this submission shares (each must also still belong to the deal). */
  documentIds: string[];
  message: string;
  sentBy: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  /** The lender's latest answer (each quote is also kept in `quotes`). */
  answer: AnswerRecord | null;
  /** The term sheets the lender uploaded through this room (documents of the deal); absent on older ones. */
  termSheetIds?: string[];
};

const submissionSchema = new Schema<SubmissionRecord>(
  {
    _id: { type: String, required: true },
    dealId: { type: String, required: true },
    tokenHash: { type: String, required: true },
    lenderId: { type: String, required: true },
    lenderName: { type: String, required: true },
    contactId: { type: String, required: true },
    contactName: { type: String, required: true },
    contactEmail: { type: String, required: true },
    documentIds: { type: [String], default: [] },
    message: { type: String, default: '' },
    sentBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
    answer: { type: Object, default: null },
    termSheetIds: { type: [String], default: undefined },
  },
  { collection: 'lendersubmissions', versionKey: false, timestamps: false },
);

/**
 * A quote of a deal: given by a lender from its deal room, or recorded by an admin (every one is
 * kept; the comparison reads them). The fields after `terms` came with the quote comparison:
 * documents stored before then lack them and read with defaults (quotes/records.ts).
 */
export type QuoteRecord = {
  _id: string;
  dealId: string;
  /** The room the quote came from; null when an admin recorded it. */
  submissionId: string | null;
  lenderId: string;
  lenderName: string;
  contactName: string | null;
  terms: LenderQuoteTerms;
  createdAt: Date;
  /** Where the quote came from (absent: a room). */
  source?: 'room' | 'admin';
  /** The term sheet (a document of the deal) that came with it. */
  termSheet?: { documentId: string; fileName: string } | null;
  /** Whether the deal's owner sees it (absent: not shared). */
  shared?: boolean;
  /** When an admin last selected it (which quote is selected is the deal's `selectedQuote`). */
  selectedAt?: Date | null;
  /** Who recorded it (an admin's user id), for quotes an admin recorded. */
  recordedBy?: string | null;
};

const quoteSchema = new Schema<QuoteRecord>(
  {
    _id: { type: String, required: true },
    dealId: { type: String, required: true },
    submissionId: { type: String, default: null },
    lenderId: { type: String, required: true },
    lenderName: { type: String, required: true },
    contactName: { type: String, default: null },
    terms: { type: Object, required: true },
    createdAt: { type: Date, required: true },
    source: { type: String, default: undefined },
    termSheet: { type: Object, default: undefined },
    shared: { type: Boolean, default: undefined },
    selectedAt: { type: Date, default: undefined },
    recordedBy: { type: String, default: undefined },
  },
  { collection: 'quotes', versionKey: false, timestamps: false },
);

export type SubmissionModel = Model<SubmissionRecord>;
export type QuoteModel = Model<QuoteRecord>;

export const submissionModel = (db: Connection): SubmissionModel =>
  db.models.LenderSubmission ?? db.model<SubmissionRecord>('LenderSubmission', submissionSchema);
export const quoteModel = (db: Connection): QuoteModel =>
  db.models.Quote ?? db.model<QuoteRecord>('Quote', quoteSchema);
