import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { fail, ok, type DomainError, type Result } from '../../http/errors';

/** The limit of docs/product.md#upload-rules: 10 MB (10 * 1024 * 1024 bytes). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE = 'File size must be less than 10MB';
/** Room for the multipart boundaries and the small fields around the file. */
const MULTIPART_ALLOWANCE = 64 * 1024;
/** How long a client that keeps sending after our refusal gets to read the answer before we hang up. */
const HANG_UP_AFTER_MS = 2_000;

/**
 * Stops reading the request: nothing more is taken off the wire (TCP backpressure stalls the
 * sender), the answer can still be written, and the connection is dropped shortly after unless the
 * client closes it first. Closing at once would make the kernel reset the connection while unread
 * bytes are queued, and the client could lose the answer.
 */
export function stopReading(req: IncomingMessage): void {
  if (req.complete) return;
  req.unpipe();
  // Mark the body as ours so Node does not drain it (read it all) after the answer.
  req.read(0);
  req.pause();
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), HANG_UP_AFTER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

export type ReceivedUpload = {
  fields: Record<string, string>;
  file: { path: string; size: number; fileName: string } | null;
};

export type UploadFailure = DomainError<'validation' | 'tooLarge'>;

const failure = (kind: 'validation' | 'tooLarge', message: string, field?: string) =>
  fail(kind, message, field ? [{ field, message }] : undefined);

/**
 * Streams a multipart upload to a spool file on disk, never holding the file in memory. The size
 * limit is enforced while the bytes arrive: the moment the file passes 10 MB nothing more is read
 * from the connection, the partial file is deleted and the caller answers 413 (the connection is
 * dropped soon after). A Content-Length that is already too large is refused before reading anything.
 */
export async function receiveUpload(
  req: IncomingMessage,
  { spoolDir, maxBytes = MAX_UPLOAD_BYTES }: { spoolDir: string; maxBytes?: number },
): Promise<Result<ReceivedUpload, UploadFailure>> {
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) {
    stopReading(req);
    return failure('validation', 'Send the document as multipart/form-data');
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_ALLOWANCE) {
    stopReading(req);
    return failure('tooLarge', FILE_TOO_LARGE, 'body.file');
  }
  await mkdir(spoolDir, { recursive: true });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      // busboy reports 'limit' on reaching the size, so one byte more: exactly 10 MB is allowed.
      limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 8 * 1024, parts: 12 },
    });
  } catch {
    stopReading(req);
    return failure('validation', 'The upload is not valid multipart/form-data');
  }

  return new Promise((resolve) => {
    const fields: Record<string, string> = {};
    let file: { path: string; size: number; fileName: string } | null = null;
    let fileStream: { destroy(): void } | null = null;
    let out: WriteStream | null = null;
    let writing: Promise<void> = Promise.resolve();
    let settled = false;
    let aborting = false;

    const settle = (result: Result<ReceivedUpload, UploadFailure>) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };

    /** Stops reading the request, drops the partial file, then answers with `result`. */
    const abort = (result: { ok: false; error: UploadFailure }) => {
      if (settled || aborting) return;
      aborting = true;
      stopReading(req);
      // Wait for the spool file to be closed, not for the copy: a destroyed part can leave
      // stream.pipeline pending for ever (busboy ends the part after it was destroyed).
      const closed = out && !out.closed ? once(out, 'close') : Promise.resolve();
      fileStream?.destroy();
      out?.destroy();
      const spooled = file?.path;
      void closed
        .catch(() => undefined)
        .then(() => (spooled ? rm(spooled, { force: true }) : undefined))
        .finally(() => settle(result));
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) {
        abort(failure('validation', `The ${name} field is too long`, `body.${name}`));
        return;
      }
      fields[name] = value;
    });

    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || file) {
        stream.resume();
        return;
      }
      const path = join(spoolDir, randomUUID());
      const spool = createWriteStream(path, { flags: 'wx' });
      out = spool;
      const received = { path, size: 0, fileName: info.filename ?? '' };
      file = received;
      fileStream = stream;
      stream.once('limit', () => abort(failure('tooLarge', FILE_TOO_LARGE, 'body.file')));
      writing = pipeline(stream, spool).then(() => {
        received.size = spool.bytesWritten;
      });
      writing.catch(() => undefined);
    });

    parser.once('error', () => abort(failure('validation', 'The upload is not valid multipart/form-data')));
    parser.once('partsLimit', () => abort(failure('validation', 'The upload has too many parts')));
    parser.once('fieldsLimit', () => abort(failure('validation', 'The upload has too many fields')));

    parser.once('close', () => {
      if (aborting) return;
      writing.then(
        () => settle(ok({ fields, file })),
        () => abort(failure('validation', 'The upload could not be read completely')),
      );
    });

    req.once('aborted', () => abort(failure('validation', 'The upload was interrupted')));
    req.pipe(parser);
  });
}
