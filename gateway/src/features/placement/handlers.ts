import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { PlacementService } from './service';
import type { PlacementSettingsStore } from './settingsStore';

/** Loan sizing and lender matching: the settings, a deal's placement and matches, a program's deals. */
export function createPlacementHandlers({
  settings,
  placement,
}: {
  settings: PlacementSettingsStore;
  placement: PlacementService;
}) {
  return {
    async getPlacementSettings() {
      return { status: 200, body: await settings.get() };
    },

    async savePlacementSettings({ body }) {
      const result = await settings.save(body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async getDealPlacement({ params }, { user }) {
      const result = await placement.dealPlacement(user, params.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async getDealMatches({ params, query }, { user }) {
      const result = await placement.dealMatches(user, params.id, query.limit);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async getProgramDeals({ params, query }) {
      const result = await placement.programDeals(params.id, params.programId, query.limit);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },
  } satisfies Pick<
    StrictServer,
    'getPlacementSettings' | 'savePlacementSettings' | 'getDealPlacement' | 'getDealMatches' | 'getProgramDeals'
  >;
}
