import type {
  ChecklistReviewRequest,
  ChecklistSettings,
  ChecklistSettingsRequest,
  DealChecklist,
} from '@portal/contracts';
import type { AuthUser } from '../../http/context';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import { createKeyedMutex } from '../../infra/keyedMutex';
import type { Logger } from '../../infra/logger';
import type { DealRecord } from '../deals/model';
import { DEAL_NOT_FOUND } from '../deals/service';
import type { DocumentRecord } from '../documents/model';
import { checklistTypeOf, progressOf, resolveItems, withState, type ChecklistDeal } from './checklist';
import { DEFAULT_REMINDER_AFTER_DAYS, DEFAULT_TEMPLATES } from './defaults';
import type { ChecklistItemState, ChecklistSettingsRecord } from './model';
import type { ChecklistDealRow, ChecklistRepository } from './repository';
import { validateTemplates } from './validation';

export const CHECKLIST_ITEM_NOT_FOUND = 'Checklist item not found';
export const NOTHING_TO_REVIEW = 'Nothing has been uploaded for this item yet';
export const REASON_REQUIRED = 'A reason is required to reject an item';
export const REASON_MAX = 500;

type Change<T> = { before: T | null; after: T | null };
export type ChecklistReviewed = {
  deal: DealRecord;
  itemId: string;
  itemName: string;
  decision: 'accept' | 'reject';
  reason: string | null;
};

/**
 * The document checklist of every deal: the admin's templates per deal type, the status of each
 * item (stored on the deal with its 'N of M' progress, so lists never join), uploads against an
 * item, the admin's review, and the recomputation when a deal's type or the templates change.
 */
export function createChecklistService(deps: {
  repository: ChecklistRepository;
  /** The deal when the caller may read it (own deal; admins any), else null. */
  findReadable: (user: AuthUser, id: string) => Promise<DealRecord | null>;
  /** Records the review on the timeline and notifies the owner. */
  onReviewed: (user: AuthUser, review: ChecklistReviewed) => Promise<void>;
  clock: Clock;
  log: Logger;
}) {
  const log = deps.log.child({ component: 'checklist' });
  /** One read-modify-write of a deal's item states at a time in this instance. */
  const perDeal = createKeyedMutex();

  async function settings(): Promise<Omit<ChecklistSettingsRecord, '_id' | 'updatedAt'> & { updatedAt: Date | null }> {
    const stored = await deps.repository.findSettings();
    return stored ?? { templates: DEFAULT_TEMPLATES, reminderAfterDays: DEFAULT_REMINDER_AFTER_DAYS, updatedAt: null };
  }

  const toSettingsDto = (record: Awaited<ReturnType<typeof settings>>): ChecklistSettings => ({
    templates: record.templates.map((template) => ({
      dealType: template.dealType as ChecklistSettings['templates'][number]['dealType'],
      items: template.items.map((item) => ({ ...item })),
    })),
    reminderAfterDays: record.reminderAfterDays,
    updatedAt: record.updatedAt ? new Date(record.updatedAt).toISOString() : null,
  });

  async function toDealChecklist(deal: ChecklistDeal & { _id: string }): Promise<DealChecklist> {
    const { templates } = await settings();
    const items = resolveItems(deal, templates);
    const documents = await deps.repository.itemDocuments(deal._id);
    return {
      dealId: deal._id,
      dealType: checklistTypeOf(deal),
      items: items.map((item) => ({
        id: item.id,
        name: item.name,
        description: item.description,
        required: item.required,
        status: item.status,
        reason: item.reason,
        reviewedAt: item.reviewedAt ? new Date(item.reviewedAt).toISOString() : null,
        documents: documents
          .filter((doc) => doc.checklistItemId === item.id)
          .map((doc) => ({
            id: doc._id,
            fileName: doc.originalName,
            createdAt: new Date(doc.createdAt).toISOString(),
          })),
      })),
      progress: progressOf(items),
    };
  }

  /** Stores new item states and the progress they give; returns the progress. */
  async function store(deal: ChecklistDeal & { _id: string }, states: ChecklistItemState[]) {
    const { templates } = await settings();
    const progress = progressOf(resolveItems({ ...deal, checklistItems: states }, templates));
    await deps.repository.setDealChecklist(deal._id, states, progress);
    return progress;
  }

  /** Sets one item's state from what it was (read under the deal's lock). */
  async function updateItem(
    dealId: string,
    itemId: string,
    next: (current: ChecklistItemState | undefined) => ChecklistItemState | null,
  ): Promise<void> {
    await perDeal.run(dealId, async () => {
      const deal = await deps.repository.findDeal(dealId);
      if (!deal) return;
      const state = next(deal.checklistItems?.find((candidate) => candidate.id === itemId));
      if (state) await store(deal, withState(deal.checklistItems, state));
    });
  }

  /** Recomputes and stores the progress of deals whose stored figure differs. */
  async function refreshProgress(rows: ChecklistDealRow[]): Promise<number> {
    const { templates } = await settings();
    const updates = rows
      .map((row) => ({ row, progress: progressOf(resolveItems(row, templates)) }))
      .filter(({ row, progress }) => row.checklist?.done !== progress.done || row.checklist?.total !== progress.total)
      .map(({ row, progress }) => ({ id: row._id, progress }));
    await deps.repository.setProgress(updates);
    return updates.length;
  }

  return {
    settings,

    async getSettings(): Promise<ChecklistSettings> {
      return toSettingsDto(await settings());
    },

    /** Replaces the templates and the reminder interval, then every deal's progress follows. */
    async saveSettings(body: ChecklistSettingsRequest): Promise<Result<ChecklistSettings, DomainError<'validation'>>> {
      const validated = validateTemplates(body);
      if (!validated.ok) return fail('validation', validated.details[0]!.message, validated.details);
      const record = {
        templates: validated.templates,
        reminderAfterDays: body.reminderAfterDays,
        updatedAt: deps.clock.now(),
      };
      await deps.repository.saveSettings(record);
      await this.recomputeAll(false);
      return ok(toSettingsDto(record));
    },

    /** Puts the shipped default templates and reminder interval back, and recomputes every deal's progress. */
    async resetSettings(): Promise<ChecklistSettings> {
      await deps.repository.deleteSettings();
      await this.recomputeAll(false);
      return toSettingsDto(await settings());
    },

    /** Recomputes the stored progress of every deal (or of those without one: older deals). */
    async recomputeAll(onlyWithoutProgress: boolean): Promise<number> {
      let changed = 0;
      for await (const batch of deps.repository.dealBatches(onlyWithoutProgress))
        changed += await refreshProgress(batch);
      if (changed > 0) log.info({ changed }, 'checklist progress recomputed');
      return changed;
    },

    /** The checklist of a deal the caller may read (404 otherwise, as for the deal itself). */
    async getForDeal(user: AuthUser, id: string): Promise<Result<DealChecklist, DomainError<'notFound'>>> {
      const deal = await deps.findReadable(user, id);
      if (!deal) return fail('notFound', DEAL_NOT_FOUND);
      return ok(await toDealChecklist(deal));
    },

    /** The ids an upload to this deal may name. */
    async itemIds(deal: ChecklistDeal): Promise<string[]> {
      return resolveItems(deal, (await settings()).templates).map((item) => item.id);
    },

    /**
     * A duplicate merge: the merged deal's item states (its uploads and reviews) go to the kept
     * deal wherever the kept deal's item is still Missing. Answers how many states moved.
     */
    async moveReviews(fromDealId: string, toDealId: string): Promise<number> {
      const from = await deps.repository.findDeal(fromDealId);
      const given = (from?.checklistItems ?? []).filter((state) => state.status !== 'Missing');
      if (given.length === 0) return 0;
      return perDeal.run(toDealId, async () => {
        const deal = await deps.repository.findDeal(toDealId);
        if (!deal) return 0;
        let states = deal.checklistItems ?? [];
        let moved = 0;
        for (const state of given) {
          const current = states.find((candidate) => candidate.id === state.id);
          if (current && current.status !== 'Missing') continue;
          states = withState(states, state);
          moved += 1;
        }
        if (moved > 0) await store(deal, states);
        return moved;
      });
    },

    /** An admin accepts or rejects an item that has a document. */
    async review(
      user: AuthUser,
      dealId: string,
      itemId: string,
      body: ChecklistReviewRequest,
    ): Promise<Result<DealChecklist, DomainError<'notFound' | 'validation' | 'conflict'>>> {
      const reason = body.decision === 'reject' ? (body.reason ?? '').trim() : null;
      if (reason === '')
        return fail('validation', REASON_REQUIRED, [{ field: 'body.reason', message: REASON_REQUIRED }]);
      const outcome = await perDeal.run(dealId, async () => {
        const deal = await deps.findReadable(user, dealId);
        if (!deal) return fail('notFound', DEAL_NOT_FOUND);
        const item = resolveItems(deal, (await settings()).templates).find((candidate) => candidate.id === itemId);
        if (!item) return fail('notFound', CHECKLIST_ITEM_NOT_FOUND);
        if (item.status === 'Missing') return fail('conflict', NOTHING_TO_REVIEW);
        const now = deps.clock.now();
        const state: ChecklistItemState = {
          id: itemId,
          status: body.decision === 'accept' ? 'Accepted' : 'Rejected',
          reason,
          reviewedAt: now,
          since: now,
        };
        const states = withState(deal.checklistItems, state);
        const progress = await store(deal, states);
        return ok({ deal: { ...deal, checklistItems: states, checklist: progress }, item });
      });
      if (!outcome.ok) return outcome;
      const { deal, item } = outcome.value;
      await deps
        .onReviewed(user, { deal, itemId, itemName: item.name, decision: body.decision, reason })
        .catch((error: unknown) => log.error({ err: error }, 'could not record a checklist review'));
      return ok(await toDealChecklist(deal));
    },

    /**
     * New deals before they are stored: each gets its type's progress, so storing it needs no
     * second write. A failure leaves them without one; they get it at the next start.
     */
    async prepareNew(records: DealRecord[]): Promise<void> {
      try {
        const { templates } = await settings();
        for (const record of records) record.checklist ??= progressOf(resolveItems(record, templates));
      } catch (error) {
        log.error({ err: error }, 'could not compute the checklist of new deals');
      }
    },

    /**
     * Deal writes as the deal repository reports them: a new deal gets its progress, and a deal
     * whose type changed gets the new type's (states are kept by item id, so an item of both
     * types keeps its status). The record handed in is updated in place so the caller's answer
     * (the created or edited deal) already carries the figure.
     */
    async dealsWritten(changes: Change<DealRecord>[]): Promise<void> {
      try {
        const due = changes.filter(
          ({ before, after }) =>
            after &&
            (before ? checklistTypeOf(before) !== checklistTypeOf(after) || !after.checklist : !after.checklist),
        );
        if (due.length === 0) return;
        const { templates } = await settings();
        const updates = due.map(({ after }) => {
          const progress = progressOf(resolveItems(after!, templates));
          after!.checklist = progress;
          return { id: after!._id, progress };
        });
        await deps.repository.setProgress(updates);
      } catch (error) {
        log.error({ err: error }, 'could not compute the checklist of a deal write');
      }
    },

    /**
     * Document writes as the document repository reports them: a file uploaded against an item
     * makes it Uploaded (also when Rejected or Accepted: a new file is reviewed again); deleting
     * the last file of an item makes it Missing again.
     */
    async documentsWritten(reported: Change<object>[]): Promise<void> {
      const changes = reported as Change<DocumentRecord>[];
      try {
        await documentsChanged(changes);
      } catch (error) {
        log.error({ err: error }, 'could not update the checklist after a document write');
      }
    },
  };

  async function documentsChanged(changes: Change<DocumentRecord>[]): Promise<void> {
    for (const { before, after } of changes) {
      const now = deps.clock.now();
      if (!before && after?.checklistItemId) {
        await updateItem(after.dealId, after.checklistItemId, () => ({
          id: after.checklistItemId!,
          status: 'Uploaded',
          reason: null,
          reviewedAt: null,
          since: now,
        }));
      } else if (before?.checklistItemId && !after) {
        const { dealId, checklistItemId: itemId } = before;
        if ((await deps.repository.countItemDocuments(dealId, itemId)) > 0) continue;
        await updateItem(dealId, itemId, (current) =>
          current && current.status !== 'Missing'
            ? { id: itemId, status: 'Missing', reason: null, reviewedAt: null, since: now }
            : null,
        );
      }
    }
  }
}

export type ChecklistService = ReturnType<typeof createChecklistService>;
