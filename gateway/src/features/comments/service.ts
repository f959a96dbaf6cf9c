import { randomUUID } from 'node:crypto';
import type { Comment, CommentPage } from '@portal/contracts';
import type { AuthUser } from '../../http/context';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { CursorCodec, CursorScope, PageRequest } from '../../http/paging';
import type { Clock } from '../../infra/clock';
import { actorOf, type ActivityRecorder } from '../activity/recorder';
import type { DealRecord } from '../deals/model';
import type { CommentRecord } from './model';
import type { CommentRepository } from './repository';

export const COMMENT_MAX_LENGTH = 2000;
export const EDIT_WINDOW_MS = 5 * 60_000;
export const COMMENT_TOO_LONG = 'Comments can be at most 2,000 characters';
export const COMMENT_EMPTY = 'Write a comment first';
export const EDIT_TOO_LATE = 'Comments can be edited only in the first 5 minutes';
export const EDIT_NOT_YOURS = 'You can only edit your own comments';
export const DELETE_NOT_YOURS = 'You can only delete your own comments';
export const COMMENT_NOT_FOUND = 'Comment not found';
const DEAL_NOT_FOUND = 'Deal not found';

function checkBody(body: string): Result<string, DomainError<'validation'>> {
  if (body.trim() === '') return fail('validation', COMMENT_EMPTY, [{ field: 'body.body', message: COMMENT_EMPTY }]);
  // Characters as people count them (a surrogate pair is one).
  if ([...body].length > COMMENT_MAX_LENGTH) {
    return fail('validation', COMMENT_TOO_LONG, [{ field: 'body.body', message: COMMENT_TOO_LONG }]);
  }
  return ok(body);
}

/** Comments on a deal: its owner and the admins read and write them; other members never see them. */
export function createCommentService(deps: {
  comments: CommentRepository;
  findReadable: (user: AuthUser, dealId: string) => Promise<DealRecord | null>;
  recorder: ActivityRecorder;
  cursors: CursorCodec;
  clock: Clock;
}) {
  function toDto(record: CommentRecord, user: AuthUser): Comment {
    const editableUntil = new Date(new Date(record.createdAt).getTime() + EDIT_WINDOW_MS);
    const own = record.author.id === user.id;
    return {
      id: record._id,
      dealId: record.dealId,
      author: record.author,
      body: record.body,
      createdAt: new Date(record.createdAt).toISOString(),
      editedAt: record.editedAt ? new Date(record.editedAt).toISOString() : null,
      editableUntil: editableUntil.toISOString(),
      canEdit: own && deps.clock.now() < editableUntil,
      canDelete: own || user.isAdmin,
    };
  }

  async function readable(user: AuthUser, dealId: string) {
    return deps.findReadable(user, dealId);
  }

  return {
    /** A page of a deal's comments, newest first (404 when the caller may not read the deal). */
    async list(
      user: AuthUser,
      dealId: string,
      request: PageRequest,
    ): Promise<Result<CommentPage, DomainError<'validation' | 'notFound'>>> {
      const deal = await readable(user, dealId);
      if (!deal) return fail('notFound', DEAL_NOT_FOUND);
      const scope: CursorScope = { list: 'comments', filter: { dealId: deal._id } };
      const position = deps.cursors.position(scope, request);
      if (!position.ok) return position;
      const { rows, total } = await deps.comments.listPage(deal._id, position.value);
      return ok(deps.cursors.page(scope, position.value, rows, total, (row) => toDto(row, user)));
    },

    /** Adds a comment as the caller (the author is never taken from the request). */
    async create(
      user: AuthUser,
      dealId: string,
      body: string,
    ): Promise<Result<Comment, DomainError<'validation' | 'notFound'>>> {
      const deal = await readable(user, dealId);
      if (!deal) return fail('notFound', DEAL_NOT_FOUND);
      const checked = checkBody(body);
      if (!checked.ok) return checked;
      const record: CommentRecord = {
        _id: randomUUID(),
        dealId: deal._id,
        author: actorOf(user),
        body,
        createdAt: deps.clock.now(),
        editedAt: null,
      };
      await deps.comments.insert(record);
      await deps.recorder.commentAdded(deal, user, record._id, body);
      return ok(toDto(record, user));
    },

    /** Edits the caller's own comment within 5 minutes of posting it. */
    async update(
      user: AuthUser,
      dealId: string,
      commentId: string,
      body: string,
    ): Promise<Result<Comment, DomainError<'validation' | 'notFound' | 'forbidden' | 'conflict'>>> {
      const deal = await readable(user, dealId);
      if (!deal) return fail('notFound', DEAL_NOT_FOUND);
      const comment = await deps.comments.findInDeal(deal._id, commentId);
      if (!comment) return fail('notFound', COMMENT_NOT_FOUND);
      if (comment.author.id !== user.id) return fail('forbidden', EDIT_NOT_YOURS);
      const now = deps.clock.now();
      if (now.getTime() >= new Date(comment.createdAt).getTime() + EDIT_WINDOW_MS)
        return fail('conflict', EDIT_TOO_LATE);
      const checked = checkBody(body);
      if (!checked.ok) return checked;
      await deps.comments.update(comment._id, { body, editedAt: now });
      return ok(toDto({ ...comment, body, editedAt: now }, user));
    },

    /** Deletes a comment: the author's own, or any for admins. */
    async delete(
      user: AuthUser,
      dealId: string,
      commentId: string,
    ): Promise<Result<{ message: string }, DomainError<'notFound' | 'forbidden'>>> {
      const deal = await readable(user, dealId);
      if (!deal) return fail('notFound', DEAL_NOT_FOUND);
      const comment = await deps.comments.findInDeal(deal._id, commentId);
      if (!comment) return fail('notFound', COMMENT_NOT_FOUND);
      if (comment.author.id !== user.id && !user.isAdmin) return fail('forbidden', DELETE_NOT_YOURS);
      await deps.comments.delete(comment._id);
      return ok({ message: 'Comment deleted' });
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
