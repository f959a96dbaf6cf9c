import type { ActivityRecorder } from '../features/activity/recorder';
import type { Rollups } from '../features/analytics/rollups';
import type { ChecklistService } from '../features/checklist/service';
import type { DealRecord } from '../features/deals/model';
import type { DealWriteRecorder } from '../features/deals/repository';
import type { DealServiceDeps } from '../features/deals/service';
import type { DocumentWriteRecorder } from '../features/documents/repository';
import type { EmailService } from '../features/email/service';
import type { GhlPush } from '../features/ghl/push';
import type { UserWriteRecorder } from '../features/users/repository';

/** What the writes fan out to; every one of them reads back what was written, so it is bound last. */
export type WriteEffectParts = {
  checklist: Pick<ChecklistService, 'prepareNew' | 'dealsWritten' | 'documentsWritten'>;
  rollups: Pick<Rollups, 'record' | 'recordDocuments' | 'recordUsers'>;
  timeline: Pick<ActivityRecorder, 'dealsWritten' | 'documentsWritten' | 'usersWritten'>;
  email: Pick<EmailService, 'prepareNewDealEmail' | 'newDealStored'>;
  ghlPush: Pick<GhlPush, 'preparePush' | 'prepareDealDeleted'>;
};

type DealServiceHooks = Required<
  Pick<DealServiceDeps, 'beforeCreated' | 'beforeUpdated' | 'beforeDeleted' | 'onCreated' | 'onUpdated' | 'onDeleted'>
>;

/**
 * What a write causes, in the order it happens. For a deal:
 *
 * 1. before the write, the deal service stores held work, so a process dying after the write
 *    loses none of it: the new-deal e-mail (create), the GHL push (create, edit), GHL's delete
 *    policy (delete);
 * 2. the deal repository writes, first giving a new deal its checklist progress;
 * 3. for every change the repository reports: the checklist, the rollups, the timeline (which
 *    raises the notifications);
 * 4. after the write, the deal service releases the held work and sends the new-deal e-mail.
 *
 * A document write goes to the rollups, the checklist and the timeline; a user write to the
 * rollups and the timeline.
 *
 * The repositories need these hooks when they are made, while the checklist, the timeline, the
 * e-mail and the GHL push all read deals and users back through those repositories: a genuine
 * cycle. So the hooks are made first and the parts bound once everything exists (`bind`); a write
 * before that is a wiring error and throws.
 */
export function createWriteEffects() {
  let parts: WriteEffectParts | null = null;
  const the = (): WriteEffectParts => {
    if (!parts) throw new Error('a write happened before the write effects were bound');
    return parts;
  };

  const dealRepository: DealWriteRecorder = {
    prepareNew: (records) => the().checklist.prepareNew(records),
    async record(changes) {
      await the().checklist.dealsWritten(changes);
      await the().rollups.record(changes);
      await the().timeline.dealsWritten(changes);
    },
  };

  const dealService: DealServiceHooks = {
    beforeCreated: [
      (deal: Omit<DealRecord, 'dealId'>) => the().email.prepareNewDealEmail(deal),
      (deal: Omit<DealRecord, 'dealId'>) => the().ghlPush.preparePush(deal._id),
    ],
    beforeUpdated: [(dealId: string) => the().ghlPush.preparePush(dealId)],
    beforeDeleted: [(deal: DealRecord) => the().ghlPush.prepareDealDeleted(deal)],
    onCreated: [async (deal: DealRecord) => the().email.newDealStored(deal)],
    onUpdated: [],
    onDeleted: [],
  };

  const documentRepository: DocumentWriteRecorder = {
    async recordDocuments(changes) {
      await the().rollups.recordDocuments(changes);
      await the().checklist.documentsWritten(changes);
      await the().timeline.documentsWritten(changes);
    },
  };

  const userRepository: UserWriteRecorder = {
    async recordUsers(changes) {
      await the().rollups.recordUsers(changes);
      await the().timeline.usersWritten(changes);
    },
  };

  return {
    dealRepository,
    dealService,
    documentRepository,
    userRepository,
    /** Binds the parts, once, after the last of them (the GHL push) is made. */
    bind(bound: WriteEffectParts): void {
      if (parts) throw new Error('the write effects are already bound');
      parts = bound;
    },
  };
}

export type WriteEffects = ReturnType<typeof createWriteEffects>;
