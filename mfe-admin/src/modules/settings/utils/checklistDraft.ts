import type { ChecklistDealType, ChecklistSettings, ChecklistSettingsRequest } from '@portal/contracts';

/** An item as the admin edits it: `id` is null until a new item is first saved. */
export type ChecklistItemDraft = {
  /** Stable while editing (React key, error and focus target), whatever the item's position. */
  key: string;
  id: string | null;
  name: string;
  description: string;
  required: boolean;
};

export type ChecklistDraft = {
  templates: { dealType: ChecklistDealType; items: ChecklistItemDraft[] }[];
  reminderAfterDays: string;
};

/** What the contract allows (ChecklistTemplate, ChecklistTemplateItem, reminderAfterDays). */
export const CHECKLIST_LIMITS = { items: 50, name: 100, description: 500, id: 64, minDays: 1, maxDays: 365 } as const;

export const ITEM_NAME_REQUIRED = 'Item name is required';
export const REMINDER_DAYS_INVALID = `The reminder interval must be a whole number of days from ${CHECKLIST_LIMITS.minDays} to ${CHECKLIST_LIMITS.maxDays}`;

let nextKey = 0;
export const newItemKey = () => `item-${++nextKey}`;

export function toChecklistDraft(saved: ChecklistSettings): ChecklistDraft {
  return {
    templates: saved.templates.map((template) => ({
      dealType: template.dealType,
      items: template.items.map((item) => ({ ...item, key: newItemKey() })),
    })),
    reminderAfterDays: String(saved.reminderAfterDays),
  };
}

/** The same document's id everywhere: `Rent Roll` → `rent-roll` (lowercase words joined by hyphens). */
export function itemIdFrom(name: string): string {
  const slug = name
    .normalize('NFKD')
    // Accents become their letter: Año → ano.
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, CHECKLIST_LIMITS.id - 4)
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

/** Whole days in bounds, else undefined. */
export function parseReminderDays(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const days = Number(trimmed);
  return days >= CHECKLIST_LIMITS.minDays && days <= CHECKLIST_LIMITS.maxDays ? days : undefined;
}

/**
 * The request for a draft. Saved items keep their id (a rename is the same document); a new item
 * gets one from its name, made unique within its template, so that adding "Rent Roll" to another
 * deal type names the same document as everywhere else.
 */
export function toChecklistRequest(draft: ChecklistDraft, reminderAfterDays: number): ChecklistSettingsRequest {
  return {
    reminderAfterDays,
    templates: draft.templates.map((template) => {
      const taken = new Set(template.items.flatMap((item) => (item.id ? [item.id] : [])));
      return {
        dealType: template.dealType,
        items: template.items.map((item) => {
          let id = item.id;
          if (!id) {
            const base = itemIdFrom(item.name);
            id = base;
            for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
            taken.add(id);
          }
          return { id, name: item.name.trim(), description: item.description.trim(), required: item.required };
        }),
      };
    }),
  };
}

/** A draft reduced to what saving would change, to tell whether there is anything unsaved. */
export function comparableDraft(draft: ChecklistDraft): string {
  return JSON.stringify({
    days: draft.reminderAfterDays.trim(),
    templates: draft.templates.map((template) =>
      template.items.map((item) => [item.id, item.name.trim(), item.description.trim(), item.required]),
    ),
  });
}

/** `items` with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
