import type { ChecklistSettingsRequest, ErrorDetail } from '@portal/contracts';
import { CHECKLIST_DEAL_TYPES } from './defaults';
import type { ChecklistTemplateRecord } from './model';

export const ITEM_NAME_REQUIRED = 'Item name is required';
export const ITEM_ID_DUPLICATE = 'Item ids must be unique within a deal type';
export const DEAL_TYPE_DUPLICATE = 'Each deal type may appear only once';
export const DEAL_TYPE_MISSING = 'Every deal type needs a template';

/**
 * The rules the contract's schema cannot say (it already checks types, lengths, the id pattern
 * and the deal type names): non-blank names, unique ids per template, every deal type once.
 * Returns the templates trimmed and in the deal types' order, or the problems, each naming its field.
 */
export function validateTemplates(
  body: ChecklistSettingsRequest,
): { ok: true; templates: ChecklistTemplateRecord[] } | { ok: false; details: ErrorDetail[] } {
  const details: ErrorDetail[] = [];
  const seenTypes = new Set<string>();
  body.templates.forEach((template, t) => {
    if (seenTypes.has(template.dealType))
      details.push({ field: `body.templates[${t}].dealType`, message: DEAL_TYPE_DUPLICATE });
    seenTypes.add(template.dealType);
    const ids = new Set<string>();
    template.items.forEach((item, i) => {
      const at = `body.templates[${t}].items[${i}]`;
      if (!item.name.trim()) details.push({ field: `${at}.name`, message: ITEM_NAME_REQUIRED });
      if (ids.has(item.id)) details.push({ field: `${at}.id`, message: `${ITEM_ID_DUPLICATE} (${item.id})` });
      ids.add(item.id);
    });
  });
  for (const type of CHECKLIST_DEAL_TYPES)
    if (!seenTypes.has(type)) details.push({ field: 'body.templates', message: `${DEAL_TYPE_MISSING} (${type})` });
  if (details.length > 0) return { ok: false, details };
  const templates = CHECKLIST_DEAL_TYPES.map((dealType) => {
    const template = body.templates.find((candidate) => candidate.dealType === dealType)!;
    return {
      dealType,
      items: template.items.map((item) => ({
        id: item.id,
        name: item.name.trim(),
        description: item.description.trim(),
        required: item.required,
      })),
    };
  });
  return { ok: true, templates };
}
