import { createRollupRepair } from '../features/analytics/repair';
import { createSessionPurge } from '../features/auth/sessionPurge';
import { createBacklogHandlers } from '../features/backlog/handlers';
import { createBacklog, registerBacklogGauges } from '../features/backlog/service';
import { createChecklistReminders } from '../features/checklist/reminders';
import { webhookDedupRetentionDays } from '../features/ghl/webhook';
import { createGhlReconcile } from '../features/ghl/reconcile';
import { createNotificationDigest } from '../features/notifications/digest';
import { staleCutoffs, stalenessOf } from '../features/staleDeals/staleness';
import { createOrphanSweep } from '../features/storage/orphanSweep';
import { createRetention } from '../features/system/retention';
import type { Deals } from './deals';
import type { Ghl } from './ghl';
import type { Identity } from './identity';
import type { ContainerDeps, Infra } from './infra';
import type { Messaging } from './messaging';
import type { Repositories } from './repositories';

/**
 * The periodic jobs (each through definePeriodicJob: one run per period across instances) and
 * the backlog of background work they and the queues leave.
 */
export function wireJobs(
  { config, clock, log, metrics }: ContainerDeps,
  infra: Infra,
  repos: Repositories,
  identity: Identity,
  messaging: Messaging,
  deals: Deals,
  ghl: Ghl,
) {
  const { jobs, runs } = infra;
  const sessionPurge = createSessionPurge({ sessions: repos.sessions, jobs, runs, clock, log });
  const retention = createRetention({
    jobs,
    runs,
    webhookEvents: repos.webhookEvents,
    syncOutcomes: repos.syncOutcomes,
    outbox: messaging.outbox,
    compareProgress: ghl.compareProgress,
    log,
    // Delivery keys outlive the window in which a signed body is accepted, whatever is configured.
    webhookEventDays: webhookDedupRetentionDays(
      config.WEBHOOK_EVENT_RETENTION_DAYS,
      config.GHL_WEBHOOK_MAX_AGE_SECONDS,
    ),
    syncOutcomeDays: config.SYNC_OUTCOME_RETENTION_DAYS,
    outboxDays: config.OUTBOX_RETENTION_DAYS,
  });
  const ghlReconcile = createGhlReconcile({
    client: ghl.client,
    settings: ghl.settings,
    stageSync: ghl.stageSync,
    links: repos.ghlLinks,
    jobs,
    runs,
    log,
    interval: config.GHL_RECONCILE_INTERVAL,
  });
  const rollupRepair = createRollupRepair({ rollups: repos.rollups, runs, jobs, log });
  const notificationDigest = createNotificationDigest({
    notifications: repos.notifications,
    preferences: repos.notificationPreferences,
    findUser: messaging.findUser,
    enqueueEmail: messaging.enqueueEmail,
    productName: config.PRODUCT_NAME,
    portalUrl: config.SHELL_URL,
    jobs,
    runs,
    clock,
    log,
  });
  const checklistReminders = createChecklistReminders({
    repository: repos.checklist,
    settings: () => deals.checklist.settings(),
    findUser: messaging.findUser,
    staleDeals: async () => {
      const view = await deals.staleView();
      const stale = await repos.deals.list({ staleCutoffs: staleCutoffs(view) });
      return stale.map((deal) => ({ ...deal, daysInStage: stalenessOf(deal, view).daysInStage }));
    },
    enqueueEmail: messaging.enqueueEmail,
    productName: config.PRODUCT_NAME,
    portalUrl: config.SHELL_URL,
    jobs,
    runs,
    clock,
    log,
  });
  const orphanSweep = createOrphanSweep({
    intents: deals.storageIntents,
    forBackend: deals.storage.forBackend,
    documentExists: (id) => deals.documentService.recordKeepsFile(id),
    finishDealDeletion: (dealId) => deals.dealService.finishDeletion(dealId),
    jobs,
    runs,
    log,
  });

  // What background work waits (jobs, e-mails, GHL pushes): on /metrics and the admin's overview.
  const backlog = createBacklog({ jobs, outbox: messaging.outbox });
  if (metrics) registerBacklogGauges(metrics, backlog);

  /** Registers every recurring schedule (after the queue starts). */
  async function scheduleAll(): Promise<void> {
    await sessionPurge.schedule();
    await retention.schedule();
    await ghlReconcile.schedule();
    await identity.roleAccess.schedule();
    await rollupRepair.schedule();
    await notificationDigest.schedule();
    await checklistReminders.schedule();
    await orphanSweep.schedule();
  }

  return {
    sessionPurge,
    retention,
    ghlReconcile,
    rollupRepair,
    notificationDigest,
    checklistReminders,
    orphanSweep,
    backlog,
    scheduleAll,
    handlers: createBacklogHandlers({ backlog }),
  };
}
