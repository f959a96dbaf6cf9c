import { errorResponse, HttpError } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import { fileResponse } from '../documents/handlers';
import { stopReading } from '../documents/receiveUpload';
import { RateLimitExceeded, type RateLimiter } from '../../infra/sharedRateLimiter';
import type { SubmissionService } from './service';
import type { TermSheetUploads } from './termSheets';
import { hashRoomToken } from './token';

export const ROOM_RATE_LIMITED = 'Too many requests for this deal room. Please wait a minute and try again.';

/**
 * Counts a room call against its link and its address (both shared by every instance); 429 over
 * either. The link is counted by its hash: a raw token never reaches the database or a log.
 */
async function limitRoom(limiters: { perToken: RateLimiter; perAddress: RateLimiter }, token: string, ip: string) {
  try {
    await limiters.perAddress.consume(ip);
    await limiters.perToken.consume(hashRoomToken(token));
  } catch (rejection) {
    if (!(rejection instanceof RateLimitExceeded)) throw rejection;
    throw new HttpError(
      429,
      { error: ROOM_RATE_LIMITED, message: 'Deal room rate limit reached' },
      { 'Retry-After': String(Math.ceil(rejection.msBeforeNext / 1000)) },
    );
  }
}

/** Sending a deal to lenders, following the submissions, and the lenders' deal rooms. */
export function createSubmissionHandlers({
  submissions,
  termSheets,
  limiters,
}: {
  submissions: SubmissionService;
  termSheets: TermSheetUploads;
  limiters: { perToken: RateLimiter; perAddress: RateLimiter };
}) {
  return {
    async sendLenderSubmissions({ params, body }, { user }) {
      const result = await submissions.send(user, params.id, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: { items: result.value } };
    },

    async listLenderSubmissions({ params }) {
      const result = await submissions.list(params.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: { items: result.value } };
    },

    async revokeLenderSubmission({ params }, { user }) {
      const result = await submissions.revoke(user, params.id, params.submissionId);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async getDealRoom({ params }, { ip }) {
      await limitRoom(limiters, params.token, ip);
      const result = await submissions.openRoom(params.token);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async answerDealRoom({ params, body }, { ip }) {
      await limitRoom(limiters, params.token, ip);
      const result = await submissions.answer(params.token, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async uploadDealRoomTermSheet({ params }, { ip, rawRequest }) {
      // Refused over the limit before the file is read (nothing more is taken off the wire).
      await limitRoom(limiters, params.token, ip).catch((rejection: unknown) => {
        stopReading(rawRequest);
        throw rejection;
      });
      const result = await termSheets.upload(params.token, rawRequest);
      if (!result.ok) return errorResponse(result.error);
      return { status: 201, body: result.value };
    },

    async downloadDealRoomDocument({ params, query, headers }, { ip }) {
      const wanted = { range: headers.Range, inline: query.disposition === 'inline' };
      await limitRoom(limiters, params.token, ip);
      const result = await submissions.roomDocument(params.token, params.documentId, wanted);
      return result.ok ? fileResponse(result.value) : errorResponse(result.error);
    },
  } satisfies Pick<
    StrictServer,
    | 'sendLenderSubmissions'
    | 'listLenderSubmissions'
    | 'revokeLenderSubmission'
    | 'uploadDealRoomTermSheet'
    | 'getDealRoom'
    | 'answerDealRoom'
    | 'downloadDealRoomDocument'
  >;
}
