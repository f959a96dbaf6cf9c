import type { Activity, ActivityPage } from '@portal/contracts';
import type { AuthUser } from '../../http/context';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { CursorCodec, CursorScope, PageRequest } from '../../http/paging';
import type { DealRecord } from '../deals/model';
import { FIELD_LABELS } from './labels';
import { createdActivityId, stageActivityId, type ActivityRecord } from './model';
import { sourceOfStageChange } from './recorder';
import type { ActivityRepository } from './repository';

export const DEAL_NOT_FOUND = 'Deal not found';

export function toActivityDto(record: ActivityRecord): Activity {
  return {
    id: record._id,
    dealId: record.dealId,
    kind: record.kind,
    actor: record.actor,
    source: record.source,
    changes: record.changes ?? [],
    document: record.document ?? null,
    commentId: record.commentId ?? null,
    checklistReview: record.checklistReview ?? null,
    lender: record.lender
      ? {
          submissionId: record.lender.submissionId,
          lenderName: record.lender.lenderName,
          summary: record.lender.summary,
        }
      : null,
    createdAt: new Date(record.createdAt).toISOString(),
  };
}

/**
 * The entries a deal had before the timeline existed: its creation and its stage history. Their
 * ids are the ones live writes use, so writing them again changes nothing.
 */
export function historyEntries(deal: DealRecord): ActivityRecord[] {
  const owner = { id: deal.userId, name: deal.createdBy ?? 'Member', role: 'member' as const };
  const imported = deal.stageHistory?.[0]?.source === 'import';
  const entries: ActivityRecord[] = [
    {
      _id: createdActivityId(deal._id),
      dealId: deal._id,
      kind: 'created',
      actor: owner,
      source: imported ? 'import' : 'portal',
      changes: [],
      document: null,
      commentId: null,
      createdAt: new Date(deal.createdAt),
    },
  ];
  (deal.stageHistory ?? []).forEach((change, index) => {
    entries.push({
      _id: stageActivityId(deal._id, index),
      dealId: deal._id,
      kind: 'stageChanged',
      actor: { id: null, name: change.source === 'manual' ? 'Admin' : 'GoHighLevel', role: 'system' },
      source: sourceOfStageChange(change.source),
      changes: [{ field: 'stage', label: FIELD_LABELS.stage!, from: change.from, to: change.to }],
      document: null,
      commentId: null,
      createdAt: new Date(change.at),
    });
  });
  return entries;
}

/** A deal's timeline for its owner and the admins. */
export function createActivityService(deps: {
  activities: ActivityRepository;
  /** The deal when the caller may read it (own deal; any deal for admins). */
  findReadable: (user: AuthUser, dealId: string) => Promise<DealRecord | null>;
  cursors: CursorCodec;
}) {
  return {
    /**
     * One page of a deal's timeline, newest first (404 when the caller may not read the deal).
     * The first read of a deal from before the timeline writes its creation and stage history.
     */
    async listForDeal(
      user: AuthUser,
      dealId: string,
      request: PageRequest,
    ): Promise<Result<ActivityPage, DomainError<'validation' | 'notFound'>>> {
      const deal = await deps.findReadable(user, dealId);
      if (!deal) return fail('notFound', DEAL_NOT_FOUND);
      const scope: CursorScope = { list: 'activities', filter: { dealId: deal._id } };
      const position = deps.cursors.position(scope, request);
      if (!position.ok) return position;
      if (!position.value.after && !(await deps.activities.exists(createdActivityId(deal._id)))) {
        await deps.activities.insert(historyEntries(deal));
      }
      const { rows, total } = await deps.activities.listPage(deal._id, position.value);
      return ok(deps.cursors.page(scope, position.value, rows, total, toActivityDto));
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
