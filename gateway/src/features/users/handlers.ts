import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { UserService } from './service';

/** The admin's user list and the whitelist/admin toggles. */
export function createUserHandlers({ users }: { users: UserService }) {
  return {
    async listUsers({ query }) {
      const result = await users.listPage(query);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async updateUser({ params, body }, { user }) {
      const result = await users.update(user, params.id, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },
  } satisfies Pick<StrictServer, 'listUsers' | 'updateUser'>;
}
