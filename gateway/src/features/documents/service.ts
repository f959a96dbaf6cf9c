import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { Document, DocumentUpdateRequest } from '@portal/contracts';
import { parseRange, type ByteRange } from '../../http/byteRange';
import type { AuthUser } from '../../http/context';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { CursorCodec, CursorScope, Page, PageRequest } from '../../http/paging';
import type { Clock } from '../../infra/clock';
import type { Logger } from '../../infra/logger';
import {
  GraphUnauthorizedError,
  GraphUnexpectedAnswerError,
  MicrosoftUnavailableError,
} from '../../infra/microsoftGraph';
import type { DealRecord } from '../deals/model';
import { DEAL_NOT_FOUND, type DealService } from '../deals/service';
import { OneDriveExpiredError, OneDriveNotConnectedError } from '../storage/port';
import type { DocumentStorage } from '../storage/documentStorage';
import { StorageUnavailableError, type StoredFile } from '../storage/port';
import { toDocumentDto } from './dto';
import { renameKeepingExtension, sanitizeFileName } from './fileName';
import { checkFileType, FILE_TYPE_NOT_SUPPORTED } from './fileTypes';
import type { DocumentRecord } from './model';
import { receiveUpload } from './receiveUpload';
import type { DocumentRepository } from './repository';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const UNKNOWN_CHECKLIST_ITEM = 'Unknown checklist item';
export const PREVIEW_NOT_SUPPORTED = 'Only PDF, JPG and PNG documents can be previewed';
/** The stored types a browser may be given inline: it renders them and never runs them. */
const PREVIEW_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

export type DownloadAnswer =
  | {
      kind: 'file';
      stream: Readable;
      /** The whole file's size. */
      size: number;
      /** The part being sent, or null for the whole file. */
      range: ByteRange | null;
      fileName: string;
      contentType: string;
      inline: boolean;
    }
  | { kind: 'unsatisfiable'; size: number };
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 50;

export type DocumentServiceDeps = {
  documents: DocumentRepository;
  deals: DealService;
  /** Ids of the deals a user owns. */
  dealIdsOfUser: (userId: string) => Promise<string[]>;
  /** The ids of the deal's checklist items (what an upload's `checklistItemId` may name). */
  checklistItemIds: (deal: DealRecord) => Promise<string[]>;
  storage: DocumentStorage;
  spoolDir: string;
  clock: Clock;
  log: Logger;
  /** Keyset cursors of the paged lists. */
  cursors: CursorCodec;
  /** The stored-bytes quotas and what counts against them; without it uploads are not limited. */
  storageQuota?: StorageQuota;
};

/** What an upload checks before storing: the quotas in force and the bytes already stored. */
export type StorageQuota = {
  limits: () => Promise<{ storedBytesPerMember: number; storedBytesPerDeal: number }>;
  /** Bytes of the documents a member uploaded (every deal). */
  uploadedBy: (userId: string) => Promise<number>;
  /** Bytes of the documents a deal holds. */
  heldBy: (dealId: string) => Promise<number>;
};

/** 1536 → "1.5 KB", 3 * 1024 ** 3 → "3 GB" (binary units, as the 10 MB upload limit). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 ? String(value) : String(Math.round(value * 10) / 10);
  return `${shown} ${units[unit]}`;
}

type UploadError = DomainError<'validation' | 'notFound' | 'tooLarge' | 'unsupportedType' | 'upstream'>;

/** Failures of an external store become a 502 the user can act on; anything else is a bug and is thrown. */
function isStorageFailure(error: unknown): boolean {
  return (
    error instanceof StorageUnavailableError ||
    error instanceof MicrosoftUnavailableError ||
    error instanceof GraphUnauthorizedError ||
    error instanceof OneDriveExpiredError ||
    error instanceof OneDriveNotConnectedError
  );
}

function storageMessage(error: unknown, action: string): string {
  if (error instanceof OneDriveExpiredError)
    return `Could not ${action}: OneDrive needs to be reconnected by an administrator.`;
  if (error instanceof GraphUnexpectedAnswerError) return `Could not ${action}: ${error.message}.`;
  return `Could not ${action} right now. Please try again.`;
}

function parseTags(text: string | undefined): string[] | null {
  if (text === undefined || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || !parsed.every((tag) => typeof tag === 'string')) return null;
  return normaliseTags(parsed as string[]);
}

/** Trimmed, non-empty, unique tags. */
function normaliseTags(tags: string[]): string[] | null {
  const cleaned = [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
  if (cleaned.length > MAX_TAGS || cleaned.some((tag) => tag.length > MAX_TAG_LENGTH)) return null;
  return cleaned;
}

const TAGS_INVALID = `Tags must be a JSON array of at most ${MAX_TAGS} texts of up to ${MAX_TAG_LENGTH} characters`;

/**
 * Documents of deals: streamed uploads checked for size and type, the storage port behind them,
 * and access through the deal (a member's own deals; admins any deal).
 */
export function createDocumentService(deps: DocumentServiceDeps) {
  /** The document and its deal when the caller may reach them; null otherwise (answered as 404). */
  async function findReachable(user: AuthUser, id: string): Promise<{ doc: DocumentRecord; deal: DealRecord } | null> {
    const doc = await deps.documents.findById(id);
    if (!doc) return null;
    const deal = await deps.deals.findReadable(user, doc.dealId);
    return deal ? { doc, deal } : null;
  }

  /**
   * Refuses (413) a file that would take the uploader's stored bytes past their quota, or the
   * deal's past its own, before anything is stored: what is stored already stays as it is. The totals
   * are rollups read by `_id`; two uploads checked at the same moment may together pass a quota
   * by at most one file each (10 MB).
   */
  async function checkStorageQuota(
    user: Pick<AuthUser, 'id'>,
    deal: DealRecord,
    size: number,
  ): Promise<{ ok: false; error: DomainError<'tooLarge'> } | null> {
    const quota = deps.storageQuota;
    if (!quota) return null;
    const [limits, uploaded, held] = await Promise.all([
      quota.limits(),
      quota.uploadedBy(user.id),
      quota.heldBy(deal._id),
    ]);
    const refuse = (summary: string, message: string) => ({
      ok: false as const,
      error: { kind: 'tooLarge' as const, summary, message, details: [{ field: 'body.file', message: summary }] },
    });
    if (uploaded + size > limits.storedBytesPerMember) {
      return refuse(
        `Your storage quota is full: ${formatBytes(uploaded)} of ${formatBytes(limits.storedBytesPerMember)} used, and this file is ${formatBytes(size)}`,
        'The upload would take the documents you uploaded past your storage quota. Delete documents you no longer need, or ask an administrator to raise the quota.',
      );
    }
    if (held + size > limits.storedBytesPerDeal) {
      return refuse(
        `This deal's storage quota is full: ${formatBytes(held)} of ${formatBytes(limits.storedBytesPerDeal)} used, and this file is ${formatBytes(size)}`,
        "The upload would take this deal's documents past the deal's storage quota. Delete documents the deal no longer needs, or ask an administrator to raise the quota.",
      );
    }
    return null;
  }

  /** Checks a received file's type, stores it and records the document (the spool file stays the caller's). */
  async function storeFile(
    user: Pick<AuthUser, 'id'>,
    deal: DealRecord,
    file: { path: string; fileName: string; size: number },
    tags: string[],
    checklistItemId: string | null,
  ): Promise<Result<{ message: string; document: Document }, UploadError>> {
    const fileName = sanitizeFileName(file.fileName);
    const mimeType = await checkFileType(file.path, fileName);
    if (!mimeType) return fail('unsupportedType', FILE_TYPE_NOT_SUPPORTED);
    // A deal being deleted takes no more documents.
    if (deal.deletingSince) return fail('notFound', DEAL_NOT_FOUND);
    const overQuota = await checkStorageQuota(user, deal, file.size);
    if (overQuota) return overQuota;

    const documentId = randomUUID();
    let record: DocumentRecord | undefined;
    const writeRecord = async (stored: StoredFile): Promise<'recorded' | 'withdrawn'> => {
      const now = deps.clock.now();
      record = {
        _id: documentId,
        dealId: deal._id,
        userId: user.id,
        originalName: fileName,
        mimeType,
        fileSize: file.size,
        tags,
        storage: stored.backend,
        storageKey: stored.key,
        oneDriveUrl: stored.webUrl,
        checklistItemId,
        createdAt: now,
        updatedAt: now,
      };
      await deps.documents.insert(record);
      // A deletion of the deal marks it before listing its documents: read after the write, an
      // open deal means that listing (if any) will see this record; otherwise the upload takes
      // its document back and fails, so nothing outlives the deal.
      if ((await deps.deals.dealState(deal._id)) === 'open') return 'recorded';
      await deps.documents.delete(documentId);
      return 'withdrawn';
    };
    let stored: StoredFile | null;
    try {
      const input = { documentId, folder: deal.dealId, fileName, filePath: file.path, size: file.size, mimeType };
      stored = await deps.storage.storeUpload(input, writeRecord);
    } catch (error) {
      // A failed record write is not the store's: it is thrown (the orphan sweep settles its file).
      if (record) throw error;
      // The deal's deletion may have taken the folder from under the upload: the deal is the news.
      if ((await deps.deals.dealState(deal._id)) !== 'open') return fail('notFound', DEAL_NOT_FOUND);
      if (!isStorageFailure(error)) throw error;
      deps.log.warn({ err: error }, 'document could not be stored');
      return fail('upstream', storageMessage(error, 'store the document'));
    }
    if (stored === null) return fail('notFound', DEAL_NOT_FOUND);
    if (!record) throw new Error('the document was stored without its record');
    return ok({ message: 'Document uploaded successfully', document: toDocumentDto(record) });
  }

  /**
   * The bytes (or the one range asked for) of a document the caller was already allowed to reach:
   * `inline` (the preview) only for the types a browser can show safely; a range past the end is
   * `unsatisfiable`.
   */
  async function openFile(
    doc: DocumentRecord,
    request: { range?: string | undefined; inline?: boolean } = {},
  ): Promise<Result<DownloadAnswer, DomainError<'upstream' | 'validation'>>> {
    const id = doc._id;
    if (request.inline && !PREVIEW_TYPES.has(doc.mimeType)) return fail('validation', PREVIEW_NOT_SUPPORTED);
    const wanted = parseRange(request.range, doc.fileSize);
    if (wanted.kind === 'unsatisfiable') return ok({ kind: 'unsatisfiable', size: doc.fileSize });
    try {
      const store = deps.storage.forBackend(doc.storage);
      const file = await store.open(doc.storageKey, wanted.kind === 'part' ? wanted.range : undefined);
      return ok({
        kind: 'file',
        stream: file.stream,
        size: file.size ?? doc.fileSize,
        range: file.range,
        fileName: doc.originalName,
        contentType: request.inline ? doc.mimeType : 'application/octet-stream',
        inline: Boolean(request.inline),
      });
    } catch (error) {
      if (!isStorageFailure(error)) throw error;
      deps.log.warn({ err: error, documentId: id }, 'document could not be read from storage');
      return fail('upstream', storageMessage(error, 'read the document'));
    }
  }

  return {
    /**
     * Receives a multipart upload (file, dealId, tags) for a deal the caller may reach: streamed to a
     * spool file within the 10 MB limit, checked by magic bytes and extension, then handed to storage.
     */
    async upload(
      user: AuthUser,
      req: IncomingMessage,
    ): Promise<Result<{ message: string; document: Document }, UploadError>> {
      const received = await receiveUpload(req, { spoolDir: deps.spoolDir });
      if (!received.ok) return received;
      const { fields, file } = received.value;
      try {
        if (!file || !file.fileName) {
          return fail('validation', 'Please choose a file to upload', [
            { field: 'body.file', message: 'file is required' },
          ]);
        }
        const dealId = fields.dealId?.trim();
        if (!dealId)
          return fail('validation', 'dealId is required', [{ field: 'body.dealId', message: 'dealId is required' }]);
        const tags = parseTags(fields.tags);
        if (!tags) return fail('validation', TAGS_INVALID, [{ field: 'body.tags', message: TAGS_INVALID }]);
        const deal = await deps.deals.findReadable(user, dealId);
        if (!deal) return fail('notFound', DEAL_NOT_FOUND);
        if (file.size === 0)
          return fail('validation', 'The file is empty', [{ field: 'body.file', message: 'The file is empty' }]);
        const checklistItemId = fields.checklistItemId?.trim() || null;
        if (checklistItemId && !(await deps.checklistItemIds(deal)).includes(checklistItemId)) {
          return fail('validation', UNKNOWN_CHECKLIST_ITEM, [
            { field: 'body.checklistItemId', message: UNKNOWN_CHECKLIST_ITEM },
          ]);
        }

        const received = { path: file.path, fileName: file.fileName, size: file.size };
        return await storeFile(user, deal, received, tags, checklistItemId);
      } finally {
        if (file) await rm(file.path, { force: true });
      }
    },

    /**
     * Attaches a file given in memory to a deal the caller may reach, through the same checks and
     * storage as an upload (the sample book's documents).
     */
    async attachFile(
      user: AuthUser,
      dealId: string,
      input: { fileName: string; content: Buffer; tags: string[] },
    ): Promise<Result<{ message: string; document: Document }, UploadError>> {
      const deal = await deps.deals.findReadable(user, dealId);
      if (!deal) return fail('notFound', DEAL_NOT_FOUND);
      const path = join(deps.spoolDir, `attach-${randomUUID()}`);
      await mkdir(deps.spoolDir, { recursive: true });
      await writeFile(path, input.content);
      try {
        return await storeFile(
          user,
          deal,
          { path, fileName: input.fileName, size: input.content.length },
          input.tags,
          null,
        );
      } finally {
        await rm(path, { force: true });
      }
    },

    /**
     * Stores a file a lender sent from a deal room (already received and checked by its caller)
     * with the deal's documents, through the same checks and storage as an upload. It is recorded
     * under `uploaderId` (the room's, never a member's), so it counts against the deal's quota
     * and no member's; it is shared with no room until an admin sends it.
     */
    async storeLenderFile(
      deal: DealRecord,
      uploaderId: string,
      file: { path: string; fileName: string; size: number },
      tags: string[],
    ): Promise<Result<Document, UploadError>> {
      const stored = await storeFile({ id: uploaderId }, deal, file, tags, null);
      return stored.ok ? ok(stored.value.document) : stored;
    },

    /** A deal's documents, newest first (own deal; admins any). */
    async listForDeal(user: AuthUser, dealId: string): Promise<Result<Document[], DomainError<'notFound'>>> {
      const deal = await deps.deals.findReadable(user, dealId);
      if (!deal) return fail('notFound', DEAL_NOT_FOUND);
      return ok((await deps.documents.listByDeal(deal._id)).map(toDocumentDto));
    },

    /** A page of the documents of the caller's own deals, newest first. */
    async listOwn(user: AuthUser, request: PageRequest): Promise<Result<Page<Document>, DomainError<'validation'>>> {
      const scope: CursorScope = { list: 'documents', filter: { userId: user.id } };
      const position = deps.cursors.position(scope, request);
      if (!position.ok) return position;
      const { rows, total } = await deps.documents.listPage(await deps.dealIdsOfUser(user.id), position.value);
      return ok(deps.cursors.page(scope, position.value, rows, total, toDocumentDto));
    },

    /** A page of every document, newest first (admins). */
    async listAll(request: PageRequest): Promise<Result<Page<Document>, DomainError<'validation'>>> {
      const scope: CursorScope = { list: 'admin/documents', filter: {} };
      const position = deps.cursors.position(scope, request);
      if (!position.ok) return position;
      const { rows, total } = await deps.documents.listPage(null, position.value);
      return ok(deps.cursors.page(scope, position.value, rows, total, toDocumentDto));
    },

    /** Renames (keeping the extension) and/or replaces the tags. */
    async update(
      user: AuthUser,
      id: string,
      body: DocumentUpdateRequest,
    ): Promise<Result<Document, DomainError<'notFound' | 'validation'>>> {
      const found = await findReachable(user, id);
      if (!found) return fail('notFound', DOCUMENT_NOT_FOUND);
      const changes: Partial<Pick<DocumentRecord, 'originalName' | 'tags' | 'updatedAt'>> = {};
      if (body.originalName !== undefined) {
        if (!body.originalName.trim()) {
          return fail('validation', 'Document name is required', [
            { field: 'body.originalName', message: 'Document name is required' },
          ]);
        }
        changes.originalName = renameKeepingExtension(found.doc.originalName, body.originalName);
      }
      if (body.tags !== undefined) {
        const tags = normaliseTags(body.tags);
        if (!tags) return fail('validation', TAGS_INVALID, [{ field: 'body.tags', message: TAGS_INVALID }]);
        changes.tags = tags;
      }
      changes.updatedAt = deps.clock.now();
      const updated = await deps.documents.update(id, changes);
      return updated ? ok(toDocumentDto(updated)) : fail('notFound', DOCUMENT_NOT_FOUND);
    },

    /** Deletes the record, then the stored file (retried in the background if storage is down). */
    async delete(user: AuthUser, id: string): Promise<Result<{ message: string }, DomainError<'notFound'>>> {
      const found = await findReachable(user, id);
      if (!found) return fail('notFound', DOCUMENT_NOT_FOUND);
      const { doc, deal } = found;
      await deps.storage.removeDocument(
        {
          documentId: doc._id,
          backend: doc.storage,
          key: doc.storageKey,
          folder: deal.dealId,
          fileName: doc.originalName,
        },
        () => deps.documents.delete(doc._id),
      );
      return ok({ message: 'Document deleted successfully' });
    },

    /**
     * The file's bytes (or the one range asked for) for a caller who may reach it. `inline` (the
     * preview) is only for the types a browser can show safely; a range past the end is `unsatisfiable`.
     */
    async download(
      user: AuthUser,
      id: string,
      request: { range?: string | undefined; inline?: boolean } = {},
    ): Promise<Result<DownloadAnswer, DomainError<'notFound' | 'upstream' | 'validation'>>> {
      const found = await findReachable(user, id);
      if (!found) return fail('notFound', DOCUMENT_NOT_FOUND);
      return openFile(found.doc, request);
    },

    openFile,

    /**
     * Removes every document of a deal, records first, then the stored files (used when the deal
     * is deleted, once it is marked: see writeRecord in storeFile).
     */
    async removeAllForDeal(deal: DealRecord): Promise<void> {
      const docs = await deps.documents.listByDeal(deal._id);
      const files = docs.map((doc) => ({
        documentId: doc._id,
        backend: doc.storage,
        key: doc.storageKey,
        folder: deal.dealId,
        fileName: doc.originalName,
      }));
      await deps.storage.removeDealDocuments(deal.dealId, files, () =>
        deps.documents.deleteAll(docs.map((doc) => doc._id)),
      );
    },

    /**
     * For the orphan sweep: whether a document's record keeps its file. A record whose deal no
     * longer exists (its upload died between writing it and withdrawing it) is removed first, and
     * keeps nothing.
     */
    async recordKeepsFile(documentId: string): Promise<boolean> {
      const doc = await deps.documents.findById(documentId);
      if (!doc) return false;
      if ((await deps.deals.dealState(doc.dealId)) !== 'gone') return true;
      await deps.documents.delete(doc._id);
      return false;
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
