import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { DealService } from './service';

/** A member's own deals and the admin's list of all deals. */
export function createDealHandlers({ deals }: { deals: DealService }) {
  return {
    async listDeals({ query }, { user }) {
      const result = await deals.listOwn(user, query);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async createDeal({ body }, { user }) {
      const result = await deals.create(user, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 201, body: result.value };
    },

    async getDeal({ params }, { user }) {
      const result = await deals.get(user, params.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async updateDeal({ params, body }, { user }) {
      const result = await deals.update(user, params.id, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async deleteDeal({ params }, { user }) {
      const result = await deals.delete(user, params.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async getDealPipeline({ query }, { user }) {
      const result = await deals.pipelineOwn(user, query);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async getAllDealsPipeline({ query }) {
      const result = await deals.pipelineAll(query);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async listAllDeals({ query }) {
      const result = await deals.listAll(query);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },
  } satisfies Pick<
    StrictServer,
    | 'listDeals'
    | 'createDeal'
    | 'getDeal'
    | 'updateDeal'
    | 'deleteDeal'
    | 'listAllDeals'
    | 'getDealPipeline'
    | 'getAllDealsPipeline'
  >;
}
