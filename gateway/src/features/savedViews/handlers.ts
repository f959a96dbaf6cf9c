import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { SavedViewService } from './service';

/** The admins' saved views of the deal lists. */
export function createSavedViewHandlers({ savedViews }: { savedViews: SavedViewService }) {
  return {
    async listSavedViews() {
      return { status: 200, body: await savedViews.list() };
    },

    async createSavedView({ body }, { user }) {
      const result = await savedViews.create(user, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 201, body: result.value };
    },

    async updateSavedView({ params, body }) {
      const result = await savedViews.update(params.id, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async deleteSavedView({ params }) {
      const result = await savedViews.delete(params.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },
  } satisfies Pick<StrictServer, 'listSavedViews' | 'createSavedView' | 'updateSavedView' | 'deleteSavedView'>;
}
