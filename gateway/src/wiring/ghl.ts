import { actingAs } from '../features/activity/context';
import { sourceOfStageChange } from '../features/activity/recorder';
import { createGhlCatalog } from '../features/ghl/catalog';
import { createLenderSubmissionMove } from '../features/ghl/lenderSubmissionStage';
import { createGhlCompare } from '../features/ghl/compare';
import { createCompareProgress } from '../features/ghl/compareProgress';
import { createGhlDeleteOutcomes } from '../features/ghl/deleteOutcomes';
import { createGhlHandlers } from '../features/ghl/handlers';
import { createGhlImport } from '../features/ghl/import';
import { pushStateModel } from '../features/ghl/model';
import { createGhlPush } from '../features/ghl/push';
import { createPushStateRepository } from '../features/ghl/pushStateRepository';
import { createGhlAdmin } from '../features/ghl/service';
import { createGhlSettings } from '../features/ghl/settings';
import { createStageSync } from '../features/ghl/stageSync';
import { createGhlWebhook } from '../features/ghl/webhook';
import { createSharedRateLimiter } from '../infra/sharedRateLimiter';
import type { Deals } from './deals';
import type { ContainerDeps, Infra } from './infra';
import type { Repositories } from './repositories';

/**
 * GoHighLevel: settings, the catalogue of pipelines and fields, then what uses them (stage sync,
 * push, import, comparison, webhook). Stage changes from GHL go through the deal service.
 */
export function wireGhl({ config, db, clock, log }: ContainerDeps, infra: Infra, repos: Repositories, deals: Deals) {
  const client = infra.ghlClient;
  const { dealService, staleView } = deals;
  const catalog = createGhlCatalog(client);
  const settings = createGhlSettings({
    settings: repos.ghlSettings,
    secrets: infra.secrets,
    clock,
    defaultAssignedUserId: config.GHL_DEFAULT_ASSIGNED_USER_ID,
    onSaved: () => catalog.clear(),
    refresh: () => infra.settingsCache.checkNow(),
  });
  // Stage reports carry their source (webhook, sync, import, reconciliation) into the timeline.
  const stageSync = createStageSync({
    deals: {
      ...dealService,
      applyStageChange: (dealId, report) =>
        actingAs({ source: sourceOfStageChange(report.source) }, () => dealService.applyStageChange(dealId, report)),
    },
    catalog,
  });
  const push = createGhlPush({
    client,
    settings,
    catalog,
    stageSync,
    deals: repos.deals,
    links: repos.ghlLinks,
    outcomes: repos.syncOutcomes,
    leases: repos.leases,
    pushStates: createPushStateRepository(pushStateModel(db)),
    jobs: infra.jobs,
    clock,
    log,
    syncWaitMs: config.GHL_SYNC_WAIT_MS,
    holdMs: config.GHL_PUSH_HOLD_MS,
  });
  const importer = createGhlImport({
    staleView,
    client,
    settings,
    catalog,
    stageSync,
    deals: repos.deals,
    users: repos.users,
    links: repos.ghlLinks,
    clock,
    log,
  });
  const compare = createGhlCompare({ client, settings, catalog, deals: repos.deals, log, staleView });
  const webhook = createGhlWebhook({
    publicKeyPem: config.GHL_WEBHOOK_PUBLIC_KEY,
    sharedSecret: config.GHL_WEBHOOK_SHARED_SECRET,
    settings,
    stageSync,
    linkedDeal: (opportunityId) => importer.linkedDeal(opportunityId),
    events: repos.webhookEvents,
    maxAgeSeconds: config.GHL_WEBHOOK_MAX_AGE_SECONDS,
    clock,
    log,
  });
  const compareProgress = createCompareProgress(db);
  const admin = createGhlAdmin({ client, settings, catalog, push, log });

  const lenderSubmissionMove = createLenderSubmissionMove({
    settings,
    catalog,
    client,
    stageSync,
    findOpportunityId: async (dealId) => (await repos.deals.findById(dealId))?.ghlOpportunityId ?? null,
    jobs: infra.jobs,
    log,
  });

  const handlers = {
    ...createGhlHandlers({
      admin,
      settings,
      importer,
      compare,
      compareProgress,
      push,
      deleteOutcomes: createGhlDeleteOutcomes({ outcomes: repos.syncOutcomes, cursors: infra.cursors }),
      webhook,
      webhookLimiter: createSharedRateLimiter(db, {
        name: 'ghl-webhook',
        points: config.GHL_WEBHOOK_RATE_LIMIT_PER_MINUTE,
        durationSeconds: 60,
      }),
    }),
  };

  return {
    client,
    catalog,
    settings,
    stageSync,
    push,
    importer,
    compare,
    webhook,
    compareProgress,
    admin,
    lenderSubmissionMove,
    handlers,
  };
}

export type Ghl = ReturnType<typeof wireGhl>;
