import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { RoleAccess } from './service';

/** The admins' Settings for access from Discord roles, the list of changes it made, and Check now. */
export function createRoleAccessHandlers({ roleAccess }: { roleAccess: RoleAccess }) {
  return {
    async getDiscordRoleAccess() {
      return { status: 200, body: await roleAccess.getSettings() };
    },

    async saveDiscordRoleAccess({ body }) {
      const result = await roleAccess.saveSettings(body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async listDiscordAccessChanges({ query }) {
      const result = await roleAccess.listChanges(query);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async listDiscordGuildRoles({ query }) {
      const result = await roleAccess.guildRoles(query.guildId);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async getDiscordRoleCheck() {
      return { status: 200, body: await roleAccess.checkRun() };
    },

    /** Starts the run and answers at once; GET follows it. */
    async runDiscordRoleCheck() {
      const result = await roleAccess.checkNow();
      if (!result.ok) return errorResponse(result.error);
      return { status: 202, body: result.value };
    },
  } satisfies Pick<
    StrictServer,
    | 'getDiscordRoleAccess'
    | 'saveDiscordRoleAccess'
    | 'listDiscordAccessChanges'
    | 'listDiscordGuildRoles'
    | 'getDiscordRoleCheck'
    | 'runDiscordRoleCheck'
  >;
}
