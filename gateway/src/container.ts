import { withActingContext } from './features/activity/context';
import { createAuthenticator } from './features/auth/authenticate';
import { normaliseStoredStageNames } from './features/deals/stageNames';
import { backfillStageEnteredAt } from './features/deals/stageEnteredAtBackfill';
import { localStorageWarning } from './features/storage/sharedPath';
import { createSystemHandlers } from './features/system/handlers';
import type { StrictServer } from './http/strict';
import { wireDeals, wireSampleData } from './wiring/deals';
import { wireFees } from './wiring/fees';
import { wireDuplicates } from './wiring/duplicates';
import { wireGhl } from './wiring/ghl';
import { wireIdentity } from './wiring/identity';
import { wireInfra, type ContainerDeps } from './wiring/infra';
import { wireJobs } from './wiring/jobs';
import { wireLenders } from './wiring/lenders';
import { wireMessaging } from './wiring/messaging';
import { wirePlacement } from './wiring/placement';
import { wirePlacementFigures } from './wiring/placementFigures';
import { wireRepositories } from './wiring/repositories';
import { wireSubmissions } from './wiring/submissions';
import { createWriteEffects } from './wiring/writeEffects';

export type { ContainerDeps };

/** On a folder several instances share, a spool file this old belongs to no upload still arriving. */
const SHARED_SPOOL_MAX_AGE_MS = 60 * 60_000;

/**
 * The composition root: every repository, client, service and handler, wired area by area in
 * the order they depend on each other (src/wiring/). Nothing else constructs dependencies, so
 * tests swap the outside world here and only here.
 */
export function createContainer(deps: ContainerDeps) {
  const { config, db, log } = deps;
  const infra = wireInfra(deps);
  // What a deal, document or user write causes; its parts exist only at the end (see the module).
  const writeEffects = createWriteEffects();
  const repos = wireRepositories(deps, infra, writeEffects);
  const identity = wireIdentity(deps, infra, repos);
  const messaging = wireMessaging(deps, infra, repos, identity);
  const deals = wireDeals(deps, infra, repos, identity, messaging, writeEffects);
  const ghl = wireGhl(deps, infra, repos, deals);
  const duplicates = wireDuplicates(deps, infra, repos, deals, ghl);
  const lenders = wireLenders(deps, infra);
  const placement = wirePlacement(deps, lenders, deals, repos);
  const fees = wireFees(deps, repos, deals);
  const samples = wireSampleData(deps, repos, deals, ghl, lenders, duplicates.sampleBook);
  const submissions = wireSubmissions(deps, infra, repos, messaging, deals, lenders, ghl, placement, fees);
  const placementFigures = wirePlacementFigures(deps);
  writeEffects.bind({
    checklist: deals.checklist,
    rollups: repos.rollups,
    timeline: deals.recorder,
    email: messaging.email,
    ghlPush: ghl.push,
  });
  const jobs = wireJobs(deps, infra, repos, identity, messaging, deals, ghl);

  const handlers: Partial<StrictServer> = withActingContext({
    ...createSystemHandlers({ config, db, signInUrl: infra.publicUrl('/auth/discord/start') }),
    ...identity.handlers,
    ...messaging.handlers,
    ...deals.handlers,
    ...ghl.handlers,
    ...samples.handlers,
    ...lenders.handlers,
    ...placement.handlers,
    ...submissions.handlers,
    ...placementFigures.handlers,
    ...fees.handlers,
    ...duplicates.handlers,
    ...jobs.handlers,
  });

  const { localStore, checklist, searchBackfill } = deals;
  const { outbox, notificationStreams } = messaging;
  const { orphanSweep } = jobs;

  return {
    log,
    repositories: {
      users: repos.users,
      autoAccess: repos.autoAccess,
      sessions: repos.sessions,
      deals: repos.deals,
      documents: repos.documents,
      oneDriveConnections: repos.oneDriveConnections,
      emailSettings: repos.emailSettings,
      ghlSettings: repos.ghlSettings,
      ghlLinks: repos.ghlLinks,
      webhookEvents: repos.webhookEvents,
      activities: repos.activities,
      comments: repos.comments,
      notifications: repos.notifications,
      notificationPreferences: repos.notificationPreferences,
      checklist: repos.checklist,
    },
    services: {
      auth: identity.auth,
      tokens: identity.tokens,
      sessionPurge: jobs.sessionPurge,
      retention: jobs.retention,
      users: identity.userService,
      autoAccess: identity.autoAccessService,
      roleAccess: identity.roleAccess,
      staleThresholds: deals.staleThresholds,
      quotas: identity.quotas,
      sampleData: samples.sampleData,
      deals: deals.dealService,
      documents: deals.documentService,
      storage: deals.storage,
      orphanSweep,
      oneDrive: deals.oneDrive,
      email: messaging.email,
      analytics: deals.analytics,
      rollups: repos.rollups,
      rollupRepair: jobs.rollupRepair,
      searchBackfill,
      activity: deals.activityService,
      comments: deals.commentService,
      notifications: messaging.notifications,
      notificationStreams,
      notificationDigest: jobs.notificationDigest,
      checklist,
      checklistReminders: jobs.checklistReminders,
      backlog: jobs.backlog,
      databaseCapacity: deals.databaseCapacity,
      lenders: lenders.lenderService,
      lenderImporter: lenders.importer,
      programsVersion: lenders.programsVersion,
      placementSettings: placement.settings,
      placement: placement.placement,
      /** Deal summary PDFs: `summaryPdf(dealId)` makes the anonymised one (e-mails to lenders). */
      dealSummaries: placement.summaries,
      submissions: submissions.submissions,
      quotes: submissions.quotes,
      /** Duplicate detection: `checks.start` is where creates, edits and imports start a check (docs/duplicates-and-fees.md). */
      duplicates: {
        service: duplicates.service,
        checker: duplicates.checker,
        checks: duplicates.checks,
        settings: duplicates.settings,
        repository: duplicates.repository,
      },
      /** Placement figures per lender (docs/placement.md#placement-figures). */
      placementFigures: placementFigures.figures,
      /** Broker fees and their settings (docs/duplicates-and-fees.md#fees). */
      fees: fees.fees,
      feeSettings: deals.feeSettings,
      ghl: {
        settings: ghl.settings,
        catalog: ghl.catalog,
        stageSync: ghl.stageSync,
        push: ghl.push,
        importer: ghl.importer,
        compare: ghl.compare,
        webhook: ghl.webhook,
        reconcile: jobs.ghlReconcile,
        admin: ghl.admin,
      },
    },
    infra: {
      jobs: infra.jobs,
      runs: infra.runs,
      /** Call `changed()` after writing a cached settings document straight to the database. */
      settingsCache: infra.settingsCache,
      outbox,
      secrets: infra.secrets,
      microsoft: infra.microsoft,
      mailer: infra.mailer,
      localStore,
      storageIntents: deals.storageIntents,
      ghlClient: infra.ghlClient,
    },
    handlers,
    authenticate: createAuthenticator(identity.auth),
    limitWrite: identity.limitWrite,
    /** Starts the background work (the job processor, then the recurring schedules). */
    async start(): Promise<void> {
      const storageWarning = localStorageWarning(config);
      if (storageWarning) log.warn(storageWarning);
      // Uploads cut short by a crash leave their spool file. Alone on its folder, this instance
      // has none in flight yet; on a shared folder others may, so only old files go.
      const swept = await localStore.sweepSpool(
        config.LOCAL_STORAGE_SHARED ? new Date(Date.now() - SHARED_SPOOL_MAX_AGE_MS) : new Date(),
      );
      if (swept > 0) log.info({ files: swept }, 'unfinished uploads from an earlier run deleted');
      await searchBackfill.run();
      await backfillStageEnteredAt(db, log);
      await normaliseStoredStageNames(db, log);
      await infra.jobs.start();
      outbox.start();
      await jobs.scheduleAll();
      await duplicates.sweep.schedule();
      // After a crash the recurring sweep may not be due for a while: sweep once now (in the background).
      void orphanSweep
        .sweep()
        .catch((error: unknown) => log.warn({ err: error }, 'could not sweep the files of interrupted uploads'));
      // Deals stored before the checklist existed get their progress (in the background).
      void checklist
        .recomputeAll(true)
        .catch((error: unknown) => log.error({ err: error }, 'could not compute the checklist of older deals'));
    },
    /** Ends the notification streams (a shutdown begins: they must not hold it). */
    closeStreams(): void {
      notificationStreams.closeAll();
    },
    /** Stops the background work; running jobs are released to be picked up again later. */
    async stop(): Promise<void> {
      notificationStreams.closeAll();
      await outbox.stop();
      await infra.jobs.stop();
    },
  };
}

export type Container = ReturnType<typeof createContainer>;
