import { randomUUID } from 'node:crypto';
import type { ActivityKind, ActivitySource, StageChangeSource } from '@portal/contracts';
import type { AuthUser } from '../../http/context';
import type { Clock } from '../../infra/clock';
import type { Logger } from '../../infra/logger';
import type { DealRecord } from '../deals/model';
import type { DocumentRecord } from '../documents/model';
import type { UserRecord } from '../users/model';
import { currentActing } from './context';
import { FIELD_LABELS } from './labels';
import {
  createdActivityId,
  stageActivityId,
  type ActivityRecord,
  type ActorRecord,
  type ChecklistReviewRecord,
  type FieldChangeRecord,
} from './model';
import type { ActivityRepository } from './repository';

type Change<T> = { before: T | null; after: T | null };

/** What the notifications feature is told of (it decides who hears of it). */
export type CollaborationEvent =
  | { kind: 'dealCreated'; deal: DealRecord; actor: ActorRecord }
  | { kind: 'stageChanged'; deal: DealRecord; actor: ActorRecord; source: ActivitySource; changes: FieldChangeRecord[] }
  | { kind: 'documentAdded'; deal: DealRecord; actor: ActorRecord; fileName: string }
  | { kind: 'commentAdded'; deal: DealRecord; actor: ActorRecord; commentId: string; text: string }
  | { kind: 'accessApproved'; user: UserRecord; actor: ActorRecord }
  | { kind: 'checklistReviewed'; deal: DealRecord; actor: ActorRecord; review: ChecklistReviewRecord }
  | { kind: 'quoteReceived'; deal: DealRecord; actor: ActorRecord; quote: QuoteEventDetail }
  | { kind: 'quoteSelected'; deal: DealRecord; actor: ActorRecord; quote: QuoteEventDetail }
  | {
      kind: 'dealMerged';
      /** The deal the notification links to; null when that would show a member another member's deal. */
      deal: DealRecord | null;
      actor: ActorRecord;
      recipientId: string;
      title: string;
      message: string;
    };

/** What a quote's notification says: the lender and the terms in one plain-text line. */
export type QuoteEventDetail = { lenderName: string; terms: string; conditions: string | null };

export type CollaborationListener = (event: CollaborationEvent) => Promise<void>;

/** Fields a timeline never shows on their own: derived, internal, or shown by another entry. */
const HIDDEN_FIELDS = new Set([
  '_id',
  'dealId',
  'userId',
  'createdBy',
  'createdAt',
  'updatedAt',
  'loanAmount',
  'contactName',
  'ghlContactId',
  'ghlOpportunityId',
  // Written with the GHL link (the ghlLinked entry says it).
  'opportunityName',
  'ghlStageObservedAt',
  'stageHistory',
  'stageLastUpdated',
  'stage',
  'status',
]);

const SYSTEM_NAMES: Record<ActivitySource, string> = {
  webhook: 'GoHighLevel',
  sync: 'GoHighLevel sync',
  import: 'GoHighLevel import',
  reconciliation: 'GoHighLevel',
  portal: 'System',
  admin: 'System',
  system: 'System',
};

/** The timeline source of a stage change recorded in a deal's history. */
export function sourceOfStageChange(source: StageChangeSource): ActivitySource {
  return source === 'manual' ? 'admin' : source;
}

export const actorOf = (user: Pick<AuthUser, 'id' | 'username' | 'isAdmin'>): ActorRecord => ({
  id: user.id,
  name: user.username,
  role: user.isAdmin ? 'admin' : 'member',
});

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : value instanceof Date
      ? value.toISOString()
      : String(value);

/**
 * Turns the writes every repository reports (the same reports the rollups get) into timeline
 * entries and collaboration events, with the actor and source of the acting context. A failure
 * here is logged and never fails the write that already happened.
 */
export function createActivityRecorder(deps: {
  activities: ActivityRepository;
  findDeal: (id: string) => Promise<DealRecord | null>;
  clock: Clock;
  log: Logger;
  listeners: CollaborationListener[];
  /** What else goes with a deleted deal (its comments). */
  onDealDeleted?: ((dealId: string) => Promise<void>)[];
}) {
  const log = deps.log.child({ component: 'activity' });

  function acting(deal: Pick<DealRecord, 'userId'> | null): { actor: ActorRecord; source: ActivitySource } {
    const { user, source } = currentActing();
    if (user) {
      const actor = actorOf(user);
      const own = !deal || deal.userId === user.id;
      return { actor, source: source ?? (own ? 'portal' : user.isAdmin ? 'admin' : 'portal') };
    }
    const background = source ?? 'system';
    return { actor: { id: null, name: SYSTEM_NAMES[background], role: 'system' }, source: background };
  }

  const entry = (
    deal: Pick<DealRecord, '_id'>,
    kind: ActivityKind,
    who: { actor: ActorRecord; source: ActivitySource },
    extra: Partial<ActivityRecord> = {},
  ): ActivityRecord => ({
    _id: randomUUID(),
    dealId: deal._id,
    kind,
    actor: who.actor,
    source: who.source,
    changes: [],
    document: null,
    commentId: null,
    createdAt: deps.clock.now(),
    ...extra,
  });

  async function emit(event: CollaborationEvent): Promise<void> {
    for (const listener of deps.listeners) {
      await listener(event).catch((error: unknown) =>
        log.error({ err: error, kind: event.kind }, 'could not deliver a collaboration event'),
      );
    }
  }

  /** The timeline entries of one deal write, and the events they raise. */
  /** When a deal write happened: its updatedAt when the write set one, else now (link writes). */
  function writtenAt(before: DealRecord, after: DealRecord): Date {
    const at = new Date(after.updatedAt);
    return at.getTime() !== new Date(before.updatedAt).getTime() ? at : deps.clock.now();
  }

  function dealWrite(
    before: DealRecord | null,
    after: DealRecord,
  ): { entries: ActivityRecord[]; events: CollaborationEvent[] } {
    const who = acting(after);
    const entries: ActivityRecord[] = [];
    const events: CollaborationEvent[] = [];
    if (!before) {
      entries.push(
        entry(after, 'created', who, { _id: createdActivityId(after._id), createdAt: new Date(after.createdAt) }),
      );
      (after.stageHistory ?? []).forEach((change, index) => {
        entries.push(
          entry(
            after,
            'stageChanged',
            { actor: who.actor, source: sourceOfStageChange(change.source) },
            {
              _id: stageActivityId(after._id, index),
              changes: [{ field: 'stage', label: FIELD_LABELS.stage!, from: change.from, to: change.to }],
              createdAt: new Date(change.at),
            },
          ),
        );
      });
      if (who.source === 'portal' || who.source === 'admin')
        events.push({ kind: 'dealCreated', deal: after, actor: who.actor });
      return { entries, events };
    }

    const at = writtenAt(before, after);
    const statusChange: FieldChangeRecord[] =
      (before.status ?? null) !== (after.status ?? null)
        ? [{ field: 'status', label: FIELD_LABELS.status!, from: text(before.status), to: text(after.status) }]
        : [];
    const history = after.stageHistory ?? [];
    const known = (before.stageHistory ?? []).length;
    if (history.length > known) {
      for (let index = known; index < history.length; index++) {
        const change = history[index]!;
        const source = sourceOfStageChange(change.source);
        const changes = [
          { field: 'stage', label: FIELD_LABELS.stage!, from: change.from, to: change.to },
          ...(index === history.length - 1 ? statusChange : []),
        ];
        const stageWho = {
          actor: who.actor.role === 'system' ? { ...who.actor, name: SYSTEM_NAMES[source] } : who.actor,
          source,
        };
        entries.push(
          entry(after, 'stageChanged', stageWho, {
            _id: stageActivityId(after._id, index),
            changes,
            createdAt: new Date(change.at),
          }),
        );
        events.push({ kind: 'stageChanged', deal: after, actor: stageWho.actor, source: stageWho.source, changes });
      }
    } else if (statusChange.length > 0) {
      entries.push(entry(after, 'statusChanged', who, { changes: statusChange, createdAt: at }));
      events.push({ kind: 'stageChanged', deal: after, actor: who.actor, source: who.source, changes: statusChange });
    }

    if (!before.ghlOpportunityId && after.ghlOpportunityId) {
      entries.push(entry(after, 'ghlLinked', who, { createdAt: at }));
    } else if (
      currentActing().ghlSync &&
      after.ghlOpportunityId &&
      history.length === known &&
      statusChange.length === 0 &&
      new Date(before.updatedAt).getTime() === new Date(after.updatedAt).getTime()
    ) {
      // The link written again by an admin's sync (setGhlLink leaves updatedAt alone).
      entries.push(entry(after, 'ghlSynced', who, { createdAt: at }));
    }

    const fieldChanges: FieldChangeRecord[] = [];
    for (const field of Object.keys(FIELD_LABELS)) {
      if (HIDDEN_FIELDS.has(field)) continue;
      const from = text((before as Record<string, unknown>)[field]);
      const to = text((after as Record<string, unknown>)[field]);
      if (from !== to) fieldChanges.push({ field, label: FIELD_LABELS[field]!, from, to });
    }
    if (fieldChanges.length > 0)
      entries.push(entry(after, 'fieldsChanged', who, { changes: fieldChanges, createdAt: at }));
    return { entries, events };
  }

  return {
    /** Deal writes, as the deal repository reports them to the rollups. */
    async dealsWritten(changes: Change<DealRecord>[]): Promise<void> {
      try {
        // A bulk insert (seeding) records nothing now: the lazy migration writes its entries on first read.
        if (changes.length > 1 && changes.every((change) => change.before === null)) return;
        const entries: ActivityRecord[] = [];
        const events: CollaborationEvent[] = [];
        for (const { before, after } of changes) {
          if (!after) {
            if (before) {
              await deps.activities.deleteByDeal(before._id);
              for (const remove of deps.onDealDeleted ?? []) await remove(before._id);
            }
            continue;
          }
          const written = dealWrite(before, after);
          entries.push(...written.entries);
          events.push(...written.events);
        }
        await deps.activities.insert(entries);
        for (const event of events) await emit(event);
      } catch (error) {
        log.error({ err: error }, 'could not record the timeline of a deal write');
      }
    },

    /** Document writes, as the document repository reports them to the rollups. */
    async documentsWritten(reported: Change<object>[]): Promise<void> {
      // The repository reports whole records (the rollups' type names only the fields they count).
      const changes = reported as Change<DocumentRecord>[];
      try {
        for (const { before, after } of changes) {
          const document = after ?? before;
          if (!document || (before && after)) continue;
          const deal = await deps.findDeal(document.dealId);
          if (!deal) continue;
          const who = acting(deal);
          const kind = after ? 'documentUploaded' : 'documentDeleted';
          await deps.activities.insert([
            entry(deal, kind, who, { document: { id: document._id, fileName: document.originalName } }),
          ]);
          if (after) await emit({ kind: 'documentAdded', deal, actor: who.actor, fileName: document.originalName });
        }
      } catch (error) {
        log.error({ err: error }, 'could not record the timeline of a document write');
      }
    },

    /** User writes, as the user repository reports them to the rollups (access approvals). */
    async usersWritten(reported: Change<object>[]): Promise<void> {
      const changes = reported as Change<UserRecord>[];
      try {
        for (const { before, after } of changes) {
          if (!before || !after || before.isWhitelisted || !after.isWhitelisted) continue;
          await emit({ kind: 'accessApproved', user: after, actor: acting(null).actor });
        }
      } catch (error) {
        log.error({ err: error }, 'could not record an access approval');
      }
    },

    /** A comment was added to a deal by the signed-in user. */
    async commentAdded(deal: DealRecord, user: AuthUser, commentId: string, body: string): Promise<void> {
      const who = acting(deal);
      const actor = actorOf(user);
      await deps.activities.insert([entry(deal, 'commentAdded', { actor, source: who.source }, { commentId })]);
      await emit({ kind: 'commentAdded', deal, actor, commentId, text: body });
    },

    /**
     * A lender's quote reached a deal: from its deal room (`timeline` null: the room's
     * lenderAnswered entry already says it) or recorded by an admin (a quoteRecorded entry). The
     * deal's owner hears of it.
     */
    async quoteReceived(
      deal: DealRecord,
      actor: ActorRecord,
      quote: QuoteEventDetail,
      timeline: { summary: string; submissionId: string | null } | null,
    ): Promise<void> {
      if (timeline) {
        await deps.activities.insert([
          entry(
            deal,
            'quoteRecorded',
            { actor, source: actor.role === 'system' ? 'system' : 'admin' },
            {
              lender: {
                submissionId: timeline.submissionId ?? '',
                lenderName: quote.lenderName,
                summary: timeline.summary,
              },
            },
          ),
        ]);
      }
      await emit({ kind: 'quoteReceived', deal, actor, quote });
    },

    /** An admin selected a quote of a deal: on its timeline, and the owner hears of it. */
    async quoteSelected(
      deal: DealRecord,
      user: AuthUser,
      quote: QuoteEventDetail,
      timeline: { summary: string; submissionId: string | null },
    ): Promise<void> {
      const actor = actorOf(user);
      await deps.activities.insert([
        entry(
          deal,
          'quoteSelected',
          { actor, source: 'admin' },
          {
            lender: {
              submissionId: timeline.submissionId ?? '',
              lenderName: quote.lenderName,
              summary: timeline.summary,
            },
          },
        ),
      ]);
      await emit({ kind: 'quoteSelected', deal, actor, quote });
    },

    /**
     * An admin merged a duplicate into `kept`: a dealMerged entry on its timeline (naming the
     * merged deal only when both have one owner) and a notification to each owner.
     */
    async dealMerged(
      kept: DealRecord,
      merged: DealRecord,
      user: AuthUser,
      notices: { recipientId: string; deal: DealRecord | null; title: string; message: string }[],
    ): Promise<void> {
      const actor = actorOf(user);
      const sameOwner = kept.userId === merged.userId;
      const changes = sameOwner
        ? [{ field: 'dealId', label: 'Merged deal', from: merged.dealId, to: kept.dealId }]
        : [];
      await deps.activities.insert([entry(kept, 'dealMerged', { actor, source: 'admin' }, { changes })]);
      for (const notice of notices) await emit({ kind: 'dealMerged', actor, ...notice });
    },

    /** An admin accepted or rejected a checklist item of a deal. */
    async checklistReviewed(deal: DealRecord, user: AuthUser, review: ChecklistReviewRecord): Promise<void> {
      const who = acting(deal);
      const actor = actorOf(user);
      await deps.activities.insert([
        entry(deal, 'checklistReviewed', { actor, source: who.source }, { checklistReview: review }),
      ]);
      await emit({ kind: 'checklistReviewed', deal, actor, review });
    },
  };
}

export type ActivityRecorder = ReturnType<typeof createActivityRecorder>;
