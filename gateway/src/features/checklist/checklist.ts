import type { ChecklistDealType, ChecklistStatus } from '@portal/contracts';
import type { DealRecord } from '../deals/model';
import { CHECKLIST_DEAL_TYPES } from './defaults';
import type {
  ChecklistItemState,
  ChecklistProgressRecord,
  ChecklistTemplateItemRecord,
  ChecklistTemplateRecord,
} from './model';

/** What the checklist needs of a deal. */
export type ChecklistDeal = Pick<DealRecord, 'dealType' | 'applicationDealType' | 'createdAt' | 'checklistItems'>;

export type ResolvedItem = ChecklistTemplateItemRecord & {
  status: ChecklistStatus;
  reason: string | null;
  reviewedAt: Date | null;
  /** Since when the item has had its status (Missing: since the deal's creation when never touched). */
  since: Date;
};

/**
 * The template a deal follows: its type (the application's when its own is empty), matched
 * without regard to case or surrounding spaces; `Other` when it has none or another one.
 */
export function checklistTypeOf(deal: Pick<DealRecord, 'dealType' | 'applicationDealType'>): ChecklistDealType {
  const type = (deal.dealType || deal.applicationDealType || '').trim().toLowerCase();
  return CHECKLIST_DEAL_TYPES.find((name) => name !== 'Other' && name.toLowerCase() === type) ?? 'Other';
}

export function templateOf(
  templates: ChecklistTemplateRecord[],
  dealType: ChecklistDealType,
): ChecklistTemplateItemRecord[] {
  return templates.find((template) => template.dealType === dealType)?.items ?? [];
}

/** The deal's items in the template's order, each with its stored state (Missing when it has none). */
export function resolveItems(deal: ChecklistDeal, templates: ChecklistTemplateRecord[]): ResolvedItem[] {
  const states = new Map((deal.checklistItems ?? []).map((state) => [state.id, state]));
  return templateOf(templates, checklistTypeOf(deal)).map((item) => {
    const state = states.get(item.id);
    return {
      ...item,
      status: state?.status ?? 'Missing',
      reason: state?.status === 'Rejected' ? (state.reason ?? null) : null,
      reviewedAt: state?.reviewedAt ?? null,
      since: state?.since ?? deal.createdAt,
    };
  });
}

/** 'N of M': required items Accepted of all required items (optional items do not count). */
export function progressOf(items: Pick<ResolvedItem, 'required' | 'status'>[]): ChecklistProgressRecord {
  const required = items.filter((item) => item.required);
  return { done: required.filter((item) => item.status === 'Accepted').length, total: required.length };
}

/** The states with one item's state replaced. */
export function withState(states: ChecklistItemState[] | undefined, next: ChecklistItemState): ChecklistItemState[] {
  return [...(states ?? []).filter((state) => state.id !== next.id), next];
}
