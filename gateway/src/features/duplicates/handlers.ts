import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { GhlImport } from '../ghl/import';
import type { DuplicateService } from './service';
import type { DuplicateSettingsStore } from './settings';

/** The admins' duplicate flags, their resolution, the duplicate settings and a GHL import's matches. */
export function createDuplicateHandlers(deps: {
  duplicates: DuplicateService;
  settings: DuplicateSettingsStore;
  importer: GhlImport;
}) {
  return {
    async listDuplicateFlags({ query }) {
      const result = await deps.duplicates.list(query);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async dismissDuplicateFlag({ params }, { user }) {
      const result = await deps.duplicates.dismiss(user, params.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async mergeDuplicateDeals({ params, body }, { user }) {
      const result = await deps.duplicates.merge(user, params.id, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async findGhlImportMatches({ body }) {
      const result = await deps.importer.findMatches(body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async getDuplicateSettings() {
      return { status: 200, body: await deps.settings.current() };
    },

    async saveDuplicateSettings({ body }) {
      return { status: 200, body: await deps.settings.save(body) };
    },
  } satisfies Pick<
    StrictServer,
    | 'listDuplicateFlags'
    | 'dismissDuplicateFlag'
    | 'mergeDuplicateDeals'
    | 'findGhlImportMatches'
    | 'getDuplicateSettings'
    | 'saveDuplicateSettings'
  >;
}
