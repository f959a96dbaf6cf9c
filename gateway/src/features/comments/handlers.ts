import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { CommentService } from './service';

/** Comments on a deal. */
export function createCommentHandlers({ comments }: { comments: CommentService }) {
  return {
    async listDealComments({ params, query }, { user }) {
      const result = await comments.list(user, params.id, query);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async createDealComment({ params, body }, { user }) {
      const result = await comments.create(user, params.id, body.body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 201, body: result.value };
    },

    async updateDealComment({ params, body }, { user }) {
      const result = await comments.update(user, params.id, params.commentId, body.body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async deleteDealComment({ params }, { user }) {
      const result = await comments.delete(user, params.id, params.commentId);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },
  } satisfies Pick<StrictServer, 'listDealComments' | 'createDealComment' | 'updateDealComment' | 'deleteDealComment'>;
}
