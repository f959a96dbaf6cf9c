import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { ChecklistService } from './service';

/** The document checklist: templates (admins), a deal's checklist, and the review of an item (admins). */
export function createChecklistHandlers({ checklist }: { checklist: ChecklistService }) {
  return {
    async getChecklistSettings() {
      return { status: 200, body: await checklist.getSettings() };
    },

    async saveChecklistSettings({ body }) {
      const result = await checklist.saveSettings(body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async resetChecklistSettings() {
      return { status: 200, body: await checklist.resetSettings() };
    },

    async getDealChecklist({ params }, { user }) {
      const result = await checklist.getForDeal(user, params.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async reviewChecklistItem({ params, body }, { user }) {
      const result = await checklist.review(user, params.id, params.itemId, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },
  } satisfies Pick<
    StrictServer,
    | 'getChecklistSettings'
    | 'saveChecklistSettings'
    | 'resetChecklistSettings'
    | 'getDealChecklist'
    | 'reviewChecklistItem'
  >;
}
