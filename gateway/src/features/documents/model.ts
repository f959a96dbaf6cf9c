import { Schema, type Connection, type Model } from 'mongoose';
import type { StorageBackend } from '../storage/port';

export type DocumentRecord = {
  _id: string;
  /** The deal's `_id`. */
  dealId: string;
  /** Who uploaded it. */
  userId: string;
  /** Sanitised upload name (renamable). */
  originalName: string;
  mimeType: string;
  fileSize: number;
  tags: string[];
  storage: StorageBackend;
  /** Where the backend keeps it (relative path or drive item id). */
  storageKey: string;
  oneDriveUrl: string | null;
  /** The deal's checklist item this file was uploaded against (null for none). */
  checklistItemId?: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const documentSchema = new Schema<DocumentRecord>(
  {
    _id: { type: String, required: true },
    dealId: { type: String, required: true },
    userId: { type: String, required: true },
    originalName: { type: String, required: true },
    mimeType: { type: String, required: true },
    fileSize: { type: Number, required: true },
    tags: { type: [String], default: [] },
    storage: { type: String, required: true },
    storageKey: { type: String, required: true },
    oneDriveUrl: { type: String, default: null },
    checklistItemId: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'documents', versionKey: false, timestamps: false },
);

export type DocumentModel = Model<DocumentRecord>;

export const documentModel = (db: Connection): DocumentModel =>
  db.models.Document ?? db.model<DocumentRecord>('Document', documentSchema);

/** The document fields the rollups count (storage totals, uploads per day). */
export const COUNTED_DOCUMENT_FIELDS = { _id: 1, createdAt: 1, userId: 1, dealId: 1, fileSize: 1 } as const;
export type CountedDocument = Pick<DocumentRecord, '_id' | 'createdAt' | 'userId' | 'dealId' | 'fileSize'>;
