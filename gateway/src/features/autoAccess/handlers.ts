import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { AutoAccessService } from './service';

/** The admin's Discord auto-access list. */
export function createAutoAccessHandlers({ autoAccess }: { autoAccess: AutoAccessService }) {
  return {
    async listAutoAccessUsers({ query }) {
      const result = await autoAccess.list(query);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async addAutoAccessUser({ body }, { user }) {
      const result = await autoAccess.add(user, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 201, body: result.value };
    },

    async bulkAddAutoAccessUsers({ body }, { user }) {
      const result = await autoAccess.bulkAdd(user, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async removeAutoAccessUser({ params }) {
      const result = await autoAccess.remove(params.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },
  } satisfies Pick<
    StrictServer,
    'listAutoAccessUsers' | 'addAutoAccessUser' | 'bulkAddAutoAccessUsers' | 'removeAutoAccessUser'
  >;
}
