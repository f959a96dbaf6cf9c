import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http';
import type { Drive } from './drive';
import { graphError, readBytes } from './errors';
import { CHUNK_UNIT, MAX_CHUNK, UPLOAD_SESSION_MS } from './fixtures';
import type { ChunkRecord, UploadSession } from './types';

/** Upload sessions and every chunk sent to them (accepted or refused). */
export function createUploadState() {
  return {
    sessions: new Map<string, UploadSession>(),
    chunks: [] as ChunkRecord[],
    rejectedChunks: [] as ChunkRecord[],
  };
}

export type UploadState = ReturnType<typeof createUploadState>;

/**
 * The pre-authenticated upload URL of a session: fragments in order, each but the last a multiple
 * of 320 KiB and at most 60 MiB, Content-Range and Content-Length agreeing; the last one creates the item.
 */
export function createUploads(state: UploadState, drive: Drive) {
  const { sessions, chunks, rejectedChunks } = state;
  const { createItem, toJson } = drive;

  async function handleUpload(req: IncomingMessage, res: ServerResponse, sessionId: string): Promise<void> {
    const session = sessions.get(sessionId);
    if (!session || session.expiresAt < new Date()) {
      // Graph forgets a session at its expirationDateTime; its URL then answers like any missing item.
      sessions.delete(sessionId);
      return graphError(res, 404, 'itemNotFound', 'The upload session was not found or has expired');
    }
    if (req.method === 'DELETE') {
      sessions.delete(sessionId);
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'PUT') return graphError(res, 405, 'invalidRequest', 'Use PUT to upload bytes');
    // The upload URL is pre-authenticated; Graph refuses an Authorization header on it.
    if (req.headers.authorization)
      return graphError(res, 401, 'unauthenticated', 'Do not send an Authorization header to the upload URL');
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(req.headers['content-range'] ?? '');
    if (!range)
      return graphError(res, 400, 'invalidRequest', 'A Content-Range header of the form bytes a-b/total is required');
    const [start, end, total] = [Number(range[1]), Number(range[2]), Number(range[3])];
    const body = await readBytes(req, MAX_CHUNK + 1);
    const record: ChunkRecord = { session: sessionId, start, end, total, bytes: body.length };
    chunks.push(record);
    const refuse = (status: number, code: string, message: string) => {
      rejectedChunks.push(record);
      return graphError(res, status, code, message);
    };
    if (start > end || end >= total) {
      return refuse(400, 'invalidRequest', 'The Content-Range header is not valid: start <= end < total is required');
    }
    if (session.total !== null && session.total !== total) {
      return refuse(
        400,
        'invalidRequest',
        `The Content-Range total ${total} differs from the session's ${session.total}`,
      );
    }
    const isLast = end + 1 === total;
    if (body.length !== end - start + 1 || Number(req.headers['content-length']) !== body.length) {
      return refuse(400, 'invalidRequest', 'Content-Length does not match Content-Range');
    }
    if (body.length > MAX_CHUNK) return refuse(413, 'invalidRequest', 'A chunk may be at most 60 MiB');
    if (!isLast && body.length % CHUNK_UNIT !== 0) {
      return refuse(
        400,
        'invalidRequest',
        'The chunk size must be a multiple of 320 KiB (327,680 bytes) except for the last chunk',
      );
    }
    if (start !== session.next) {
      // Fragments go in order: one that overlaps or skips bytes is refused with the range still missing.
      rejectedChunks.push(record);
      return sendJson(res, 416, {
        error: {
          code: 'invalidRange',
          message: 'The uploaded fragment overlaps or skips bytes',
          innerError: { date: new Date().toISOString(), 'request-id': randomUUID() },
        },
        nextExpectedRanges: [`${session.next}-${total - 1}`],
      });
    }
    session.total = total;
    session.parts.push(body);
    session.next = end + 1;
    // Each accepted fragment extends the session.
    session.expiresAt = new Date(Date.now() + UPLOAD_SESSION_MS);
    if (!isLast) {
      return sendJson(res, 202, {
        expirationDateTime: session.expiresAt.toISOString(),
        nextExpectedRanges: [`${session.next}-${total - 1}`],
      });
    }
    sessions.delete(sessionId);
    const created = createItem(
      session.parentId,
      session.name,
      false,
      Buffer.concat(session.parts),
      session.conflictBehavior,
    );
    if (created === 'conflict')
      return graphError(res, 409, 'nameAlreadyExists', 'An item with the same name already exists');
    return sendJson(res, 201, toJson(created));
  }

  return { handleUpload };
}
