import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { fileTypeFromFile } from 'file-type';
import type { DealRoomDocument, Document } from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { DealRecord } from '../deals/model';
import { extensionOf, sanitizeFileName } from '../documents/fileName';
import { receiveUpload, stopReading } from '../documents/receiveUpload';
import type { SubmissionRecord } from './model';
import type { SubmissionRepository } from './repository';
import { ROOM_NOT_FOUND } from './rules';

export const TERM_SHEET_NOT_PDF = 'Please upload the term sheet as a PDF.';
export const TERM_SHEET_TAG = 'Term sheet';

type UploadError = DomainError<'notFound' | 'validation' | 'tooLarge' | 'unsupportedType' | 'upstream'>;

/** The uploader a room's files are recorded under: the room, never a member (no member's quota). */
export const ROOM_UPLOADER_PREFIX = 'room:';
export const roomUploaderId = (submissionId: string) => `${ROOM_UPLOADER_PREFIX}${submissionId}`;

/**
 * A lender's term sheet from its deal room (docs/deal-rooms.md#term-sheets): only a live link
 * (anything else answers as every invalid link, before the body is read), streamed within the
 * 10 MB limit, a PDF by its magic bytes whatever its name says, stored with the deal's documents
 * and noted on the submission so that only this room's quote may name it.
 */
export function createTermSheetUploads(deps: {
  reachRoom: (token: string) => Promise<{ submission: SubmissionRecord; deal: DealRecord } | null>;
  submissions: Pick<SubmissionRepository, 'addTermSheet'>;
  documents: {
    storeLenderFile(
      deal: DealRecord,
      uploaderId: string,
      file: { path: string; fileName: string; size: number },
      tags: string[],
    ): Promise<Result<Document, UploadError>>;
  };
  spoolDir: string;
}) {
  return {
    async upload(token: string, req: IncomingMessage): Promise<Result<DealRoomDocument, UploadError>> {
      const found = await deps.reachRoom(token);
      if (!found) {
        stopReading(req);
        return fail('notFound', ROOM_NOT_FOUND);
      }
      const received = await receiveUpload(req, { spoolDir: deps.spoolDir });
      if (!received.ok) return received;
      const { file } = received.value;
      try {
        if (!file || !file.fileName) {
          return fail('validation', 'Please choose a file to upload', [
            { field: 'body.file', message: 'file is required' },
          ]);
        }
        if (file.size === 0) {
          return fail('validation', 'The file is empty', [{ field: 'body.file', message: 'The file is empty' }]);
        }
        if ((await fileTypeFromFile(file.path))?.ext !== 'pdf') return fail('unsupportedType', TERM_SHEET_NOT_PDF);
        const named = sanitizeFileName(file.fileName, 'term-sheet');
        const fileName = extensionOf(named) === 'pdf' ? named : sanitizeFileName(`${named}.pdf`);
        // The link may have been revoked while the file arrived.
        const still = await deps.reachRoom(token);
        if (!still) return fail('notFound', ROOM_NOT_FOUND);
        const { submission, deal } = still;
        const stored = await deps.documents.storeLenderFile(
          deal,
          roomUploaderId(submission._id),
          { path: file.path, fileName, size: file.size },
          [TERM_SHEET_TAG],
        );
        if (!stored.ok) return stored;
        await deps.submissions.addTermSheet(submission._id, stored.value.id);
        const doc = stored.value;
        return ok({
          id: doc.id,
          fileName: doc.originalName,
          mimeType: doc.mimeType,
          fileSize: doc.fileSize,
          previewable: true,
        });
      } finally {
        if (file) await rm(file.path, { force: true });
      }
    },
  };
}

export type TermSheetUploads = ReturnType<typeof createTermSheetUploads>;
