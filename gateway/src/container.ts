import type { Connection } from 'mongoose';
import type { Config } from './config';
import type { Clock } from './infra/clock';
import type { DealRecord } from './features/deals/model';
import type { Logger } from './infra/logger';
import { createSecretBox } from './infra/crypto';
import { createDiscordClient } from './infra/discordClient';
import { createJobQueue } from './infra/jobs';
import type { Metrics } from './infra/metrics';
import { createMailer } from './infra/mailer';
import { createSharedRateLimiter } from './infra/sharedRateLimiter';
import { createPeriodicRuns, intervalMs } from './infra/periodicRuns';
import { createMicrosoftClient } from './infra/microsoftGraph';
import { userModel } from './features/users/model';
import { createUserRepository } from './features/users/repository';
import { createUserService } from './features/users/service';
import { createUserHandlers } from './features/users/handlers';
import { autoAccessModel } from './features/autoAccess/model';
import { createAutoAccessRepository } from './features/autoAccess/repository';
import { createAutoAccessService } from './features/autoAccess/service';
import { createAutoAccessHandlers } from './features/autoAccess/handlers';
import { sessionModel } from './features/auth/sessionModel';
import { createSessionPurge } from './features/auth/sessionPurge';
import { createSessionRepository } from './features/auth/sessionRepository';
import { createTokenService } from './features/auth/tokens';
import { createAuthService } from './features/auth/service';
import { createAuthHandlers } from './features/auth/handlers';
import { createAuthenticator } from './features/auth/authenticate';
import { createSystemHandlers } from './features/system/handlers';
import { createRetention } from './features/system/retention';
import { counterModel, dealModel } from './features/deals/model';
import { createDealRepository } from './features/deals/repository';
import { createDealService } from './features/deals/service';
import { createDealHandlers } from './features/deals/handlers';
import { createSearchBackfill } from './features/deals/searchBackfill';
import { savedViewModel } from './features/savedViews/model';
import { createSavedViewRepository } from './features/savedViews/repository';
import { createSavedViewService } from './features/savedViews/service';
import { createSavedViewHandlers } from './features/savedViews/handlers';
import { documentModel } from './features/documents/model';
import { createDocumentRepository } from './features/documents/repository';
import { createDocumentService, type DocumentService } from './features/documents/service';
import { createDocumentHandlers } from './features/documents/handlers';
import { createLocalStore } from './features/storage/localStore';
import { createDocumentStorage } from './features/storage/documentStorage';
import { createStorageIntents } from './features/storage/intents';
import { createOrphanSweep } from './features/storage/orphanSweep';
import { localStorageWarning } from './features/storage/sharedPath';
import { oneDriveConnectionModel } from './features/oneDrive/model';
import { usedStateModel } from './features/auth/oauthStateModel';
import { createOAuthStates } from './features/auth/oauthStates';
import { createOneDriveRepository } from './features/oneDrive/repository';
import { createOneDriveService } from './features/oneDrive/service';
import { createOneDriveStore } from './features/oneDrive/store';
import { createOneDriveHandlers } from './features/oneDrive/handlers';
import { emailSettingsModel } from './features/email/model';
import { createEmailSettingsRepository } from './features/email/repository';
import { createEmailService } from './features/email/service';
import { createEmailHandlers } from './features/email/handlers';
import { outboxClaimModel, outboxModel } from './features/email/outboxModel';
import { createOutboxRepository } from './features/email/outboxRepository';
import { createOutbox } from './features/email/outbox';
import { createAnalyticsRepository } from './features/analytics/repository';
import { createRollups, GLOBAL_KEY, userKey } from './features/analytics/rollups';
import { createRollupRepair } from './features/analytics/repair';
import { createExportService } from './features/exports/service';
import { createExportHandlers } from './features/exports/handlers';
import { createAnalyticsService } from './features/analytics/service';
import { createAnalyticsHandlers } from './features/analytics/handlers';
import { createGhlClient } from './features/ghl/client';
import { createGhlCatalog } from './features/ghl/catalog';
import { ghlLinkModel, ghlSettingsModel, leaseModel, syncOutcomeModel, webhookEventModel } from './features/ghl/model';
import {
  createGhlLinkRepository,
  createGhlSettingsRepository,
  createLeaseRepository,
  createSyncOutcomeRepository,
  createWebhookEventRepository,
} from './features/ghl/repository';
import { createGhlSettings } from './features/ghl/settings';
import { createStageSync } from './features/ghl/stageSync';
import { createGhlPush } from './features/ghl/push';
import { createGhlImport } from './features/ghl/import';
import { createGhlCompare } from './features/ghl/compare';
import { createCompareProgress } from './features/ghl/compareProgress';
import { createGhlWebhook } from './features/ghl/webhook';
import { createGhlReconcile } from './features/ghl/reconcile';
import { createGhlAdmin } from './features/ghl/service';
import { createGhlHandlers } from './features/ghl/handlers';
import { createGhlDeleteOutcomes } from './features/ghl/deleteOutcomes';
import { accessChangeModel, roleAccessSettingsModel, roleCheckRunModel } from './features/discordRoles/model';
import { createRoleAccessRepository } from './features/discordRoles/repository';
import { createRoleAccess } from './features/discordRoles/service';
import { createRoleAccessHandlers } from './features/discordRoles/handlers';
import { activityModel } from './features/activity/model';
import { createActivityRepository } from './features/activity/repository';
import { createActivityRecorder, sourceOfStageChange } from './features/activity/recorder';
import { createActivityService } from './features/activity/service';
import { createActivityHandlers } from './features/activity/handlers';
import { actingAs, withActingContext } from './features/activity/context';
import { commentModel } from './features/comments/model';
import { createCommentRepository } from './features/comments/repository';
import { createCommentService } from './features/comments/service';
import { createCommentHandlers } from './features/comments/handlers';
import { notificationModel, notificationPreferencesModel } from './features/notifications/model';
import {
  createNotificationPreferencesRepository,
  createNotificationRepository,
} from './features/notifications/repository';
import { createNotificationService } from './features/notifications/service';
import { createNotificationStreams } from './features/notifications/streams';
import { createNotificationDigest } from './features/notifications/digest';
import { createNotificationHandlers } from './features/notifications/handlers';
import { staleThresholdsModel } from './features/staleDeals/model';
import { createStaleThresholds } from './features/staleDeals/service';
import { createStaleThresholdHandlers } from './features/staleDeals/handlers';
import { backfillStageEnteredAt } from './features/staleDeals/backfill';
import { normaliseStoredStageNames } from './features/deals/stageNames';
import { staleCutoffs, stalenessOf } from './features/staleDeals/staleness';
import { checklistSettingsModel } from './features/checklist/model';
import { createChecklistRepository } from './features/checklist/repository';
import { createChecklistService } from './features/checklist/service';
import { createChecklistReminders } from './features/checklist/reminders';
import { createChecklistHandlers } from './features/checklist/handlers';
import { createSampleDataHandlers } from './features/sampleData/handlers';
import { sampleBookModel } from './features/sampleData/model';
import { createSampleBookRepository } from './features/sampleData/repository';
import { createSampleData } from './features/sampleData/service';
import { createCursorCodec } from './http/paging';
import type { StrictServer } from './http/strict';

/** On a folder several instances share, a spool file this old belongs to no upload still arriving. */
const SHARED_SPOOL_MAX_AGE_MS = 60 * 60_000;

export type ContainerDeps = {
  config: Config;
  db: Connection;
  /** The database server's connection string (Agenda opens its own connection to it). */
  mongoUri: string;
  log: Logger;
  clock: Clock;
  fetch: typeof fetch;
  /** Where job runs are counted (optional so tools such as the admin CLI need none). */
  metrics?: Metrics;
};

/**
 * The composition root: every repository, client, service and handler, wired in plain order.
 * Nothing else constructs dependencies, so tests swap the outside world here and only here.
 */
export function createContainer({ config, db, mongoUri, log, clock, fetch, metrics }: ContainerDeps) {
  // Infrastructure
  const secrets = createSecretBox(config.ENCRYPTION_KEY);
  const jobs = createJobQueue({
    mongoUri,
    databaseName: config.DATABASE_NAME,
    processEveryMs: config.JOBS_PROCESS_EVERY_MS,
    retryDelayMs: config.JOBS_RETRY_DELAY_MS,
    maxRetries: config.JOBS_MAX_RETRIES,
    log,
    metrics,
  });
  const mailer = createMailer();
  const runs = createPeriodicRuns(db);
  const microsoft = createMicrosoftClient(
    {
      clientId: config.MS_CLIENT_ID,
      clientSecret: config.MS_CLIENT_SECRET,
      authorityUrl: config.MS_AUTHORITY_URL,
      graphUrl: config.MS_GRAPH_URL,
      redirectUri: config.MS_REDIRECT_URI,
    },
    fetch,
  );
  const ghlClient = createGhlClient({
    baseUrl: config.GHL_API_BASE_URL,
    timeoutMs: config.GHL_REQUEST_TIMEOUT_MS,
    maxRetries: config.GHL_MAX_RETRIES,
    retryBaseDelayMs: config.GHL_RETRY_BASE_DELAY_MS,
    burstLimit: config.GHL_BURST_LIMIT,
    fetch,
    log,
  });
  const discord = createDiscordClient(
    {
      clientId: config.DISCORD_CLIENT_ID,
      clientSecret: config.DISCORD_CLIENT_SECRET,
      apiUrl: config.DISCORD_API_URL,
      cdnUrl: config.DISCORD_CDN_URL,
      redirectUri: config.DISCORD_REDIRECT_URI,
      authorizeUrl: config.DISCORD_AUTHORIZE_URL,
    },
    fetch,
  );

  // Repositories
  const leases = createLeaseRepository(leaseModel(db));
  const rollups = createRollups({
    db,
    deals: dealModel(db),
    users: userModel(db),
    documents: documentModel(db),
    leases,
    clock,
    log,
  });
  // Deal collaboration: every write the repositories report to the rollups also goes to the
  // timeline and the notifications (features/activity/recorder.ts).
  const activities = createActivityRepository(activityModel(db));
  const comments = createCommentRepository(commentModel(db));
  const notifications = createNotificationRepository(notificationModel(db));
  const notificationPreferences = createNotificationPreferencesRepository(notificationPreferencesModel(db));
  const recorder = createActivityRecorder({
    activities,
    findDeal: (id) => deals.findById(id),
    clock,
    log,
    listeners: [(event) => notificationService.handle(event)],
    onDealDeleted: [(dealId) => comments.deleteByDeal(dealId)],
  });
  const users = createUserRepository(userModel(db), {
    recordUsers: async (changes) => {
      await rollups.recordUsers(changes);
      await recorder.usersWritten(changes);
    },
  });
  const autoAccess = createAutoAccessRepository(autoAccessModel(db));
  const sessions = createSessionRepository(sessionModel(db));
  const deals = createDealRepository(dealModel(db), counterModel(db), {
    prepareNew: (records) => checklist.prepareNew(records),
    record: async (changes) => {
      await checklist.dealsWritten(changes);
      await rollups.record(changes);
      await recorder.dealsWritten(changes);
    },
  });
  const documents = createDocumentRepository(documentModel(db), {
    recordDocuments: async (changes) => {
      await rollups.recordDocuments(changes);
      await checklist.documentsWritten(changes);
      await recorder.documentsWritten(changes);
    },
  });
  const oneDriveConnections = createOneDriveRepository(oneDriveConnectionModel(db));
  const emailSettings = createEmailSettingsRepository(emailSettingsModel(db));
  const ghlSettingsRecords = createGhlSettingsRepository(ghlSettingsModel(db));
  const ghlLinks = createGhlLinkRepository(ghlLinkModel(db));
  const webhookEvents = createWebhookEventRepository(webhookEventModel(db));
  const syncOutcomes = createSyncOutcomeRepository(syncOutcomeModel(db));
  const figures = createAnalyticsRepository({ users: userModel(db) });

  // The document checklist of each deal (its item states and progress live on the deal).
  const checklistRepository = createChecklistRepository({
    settings: checklistSettingsModel(db),
    deals: dealModel(db),
    documents: documentModel(db),
  });
  const checklist = createChecklistService({
    repository: checklistRepository,
    findReadable: (user, id) => dealService.findReadable(user, id),
    onReviewed: (user, { deal, ...review }) => recorder.checklistReviewed(deal, user, review),
    clock,
    log,
  });

  // Services
  const tokens = createTokenService(config.JWT_SECRET, config.JWT_TTL_SECONDS, clock);
  const cursors = createCursorCodec(config.JWT_SECRET);
  const oauthStates = createOAuthStates({ secrets, usedStates: usedStateModel(db), clock });
  const publicUrl = (path: string) => new URL(path, config.PUBLIC_API_URL).toString();
  // Flow cookies are Secure whenever the gateway is served over https.
  const secureCookies = config.PUBLIC_API_URL.startsWith('https:');
  const roleAccess = createRoleAccess({
    settings: createRoleAccessRepository(roleAccessSettingsModel(db), accessChangeModel(db), roleCheckRunModel(db)),
    users,
    discord,
    botToken: config.DISCORD_BOT_TOKEN,
    cursors,
    jobs,
    runs,
    leases,
    clock,
    log,
    interval: config.DISCORD_ROLE_CHECK_INTERVAL,
    leaseMs: config.DISCORD_ROLE_CHECK_LEASE_MS,
  });
  const auth = createAuthService({
    roleAccess,
    discord,
    users,
    autoAccess,
    sessions,
    tokens,
    oauthStates,
    clock,
    initialAdminUsernames: config.INITIAL_ADMIN_DISCORD_USERNAMES,
  });
  const userService = createUserService({ users, cursors, log });
  const autoAccessService = createAutoAccessService({ entries: autoAccess, users, cursors });
  const oneDrive = createOneDriveService({
    microsoft,
    connections: oneDriveConnections,
    users,
    secrets,
    oauthStates,
    clock,
    log,
    startUrl: publicUrl('/auth/onedrive/start'),
  });
  const localStore = createLocalStore(config.LOCAL_STORAGE_DIR);
  const storageIntents = createStorageIntents(db, { graceMs: intervalMs(config.STORAGE_ORPHAN_GRACE) });
  const storage = createDocumentStorage({
    local: localStore,
    oneDrive: createOneDriveStore({
      microsoft,
      oneDrive,
      rootFolder: config.ONEDRIVE_ROOT_FOLDER,
      chunkBytes: config.ONEDRIVE_CHUNK_BYTES,
    }),
    oneDriveService: oneDrive,
    jobs,
    intents: storageIntents,
    log,
  });
  const orphanSweep = createOrphanSweep({
    intents: storageIntents,
    forBackend: storage.forBackend,
    documentExists: (id) => documentService.recordKeepsFile(id),
    finishDealDeletion: (dealId) => dealService.finishDeletion(dealId),
    jobs,
    runs,
    log,
  });
  const outbox = createOutbox({
    repository: createOutboxRepository(outboxModel(db), outboxClaimModel(db)),
    deliver: (message) => email.deliver(message),
    log,
    pollMs: config.JOBS_PROCESS_EVERY_MS,
    retryDelayMs: config.JOBS_RETRY_DELAY_MS,
    maxAttempts: config.JOBS_MAX_RETRIES + 1,
    leaseMs: config.OUTBOX_LEASE_MS,
  });
  const email = createEmailService({
    settings: emailSettings,
    deals,
    secrets,
    mailer,
    jobs,
    outbox,
    productName: config.PRODUCT_NAME,
    newDealHoldMs: config.NEW_DEAL_EMAIL_HOLD_MS,
    clock,
    log,
  });
  // Stale deals: per-stage thresholds; every deal read judges days in stage by them.
  const staleThresholds = createStaleThresholds({ settings: staleThresholdsModel(db), clock });
  const staleView = () => staleThresholds.view();
  // Deals and documents need each other (a deal's deletion removes its documents; a document's
  // access goes through its deal): the deal service reaches the document service at call time.
  const dealServiceDeps = {
    staleView,
    deals,
    users,
    clock,
    log,
    cursors,
    removeDealDocuments: (deal: DealRecord) => documentService.removeAllForDeal(deal),
    deletionIntents: { begin: storageIntents.beginDealDeletion, clear: storageIntents.clear },
    // Stored before the write and released after it, so a process dying in between loses none of it.
    beforeCreated: [
      (deal: Omit<DealRecord, 'dealId'>) => email.prepareNewDealEmail(deal),
      (deal: Omit<DealRecord, 'dealId'>) => ghlPush.preparePush(deal._id),
    ],
    beforeUpdated: [(dealId: string) => ghlPush.preparePush(dealId)],
    beforeDeleted: [(deal: DealRecord) => ghlPush.prepareDealDeleted(deal)],
    onCreated: [async (deal: DealRecord) => email.newDealStored(deal)],
    rolledUpPipeline: (userId: string | null) => rollups.pipeline(userId ? userKey(userId) : GLOBAL_KEY),
  };
  const dealService = createDealService(dealServiceDeps);
  const documentServiceDeps = {
    documents,
    deals: dealService,
    dealIdsOfUser: (userId: string) => deals.idsOfUser(userId),
    checklistItemIds: (deal: DealRecord) => checklist.itemIds(deal),
    storage,
    spoolDir: localStore.spoolDir,
    clock,
    log,
    cursors,
  };
  const documentService: DocumentService = createDocumentService(documentServiceDeps);
  const analytics = createAnalyticsService({ figures, rollups, clock });
  const activityService = createActivityService({
    activities,
    findReadable: (user, id) => dealService.findReadable(user, id),
    cursors,
  });
  const commentService = createCommentService({
    comments,
    findReadable: (user, id) => dealService.findReadable(user, id),
    recorder,
    cursors,
    clock,
  });
  const findUser = (id: string) => users.findById(id);
  const enqueueEmail = (message: { key: string; kind: string; subject: string; text: string; to: string[] }) =>
    outbox.enqueue(message);
  const notificationService = createNotificationService({
    notifications,
    preferences: notificationPreferences,
    findUser,
    listAdmins: () => users.listAdmins(),
    enqueueEmail,
    portalUrl: config.SHELL_URL,
    cursors,
    clock,
    log,
  });
  const checklistReminders = createChecklistReminders({
    repository: checklistRepository,
    settings: () => checklist.settings(),
    findUser,
    staleDeals: async () => {
      const view = await staleView();
      const stale = await deals.list({ staleCutoffs: staleCutoffs(view) });
      return stale.map((deal) => ({ ...deal, daysInStage: stalenessOf(deal, view).daysInStage }));
    },
    enqueueEmail,
    productName: config.PRODUCT_NAME,
    portalUrl: config.SHELL_URL,
    jobs,
    runs,
    clock,
    log,
  });
  const notificationStreams = createNotificationStreams({ notifications, clock, log });
  const notificationDigest = createNotificationDigest({
    notifications,
    preferences: notificationPreferences,
    findUser,
    enqueueEmail,
    productName: config.PRODUCT_NAME,
    portalUrl: config.SHELL_URL,
    jobs,
    runs,
    clock,
    log,
  });
  const rollupRepair = createRollupRepair({ rollups, runs, jobs, log });
  const searchBackfill = createSearchBackfill({ db, deals, clock, log });
  const savedViews = createSavedViewService({ views: createSavedViewRepository(savedViewModel(db)), clock });

  // GoHighLevel: settings, the catalogue of pipelines and fields, then what uses them.
  const ghlCatalog = createGhlCatalog(ghlClient);
  const ghlSettings = createGhlSettings({
    settings: ghlSettingsRecords,
    secrets,
    clock,
    defaultAssignedUserId: config.GHL_DEFAULT_ASSIGNED_USER_ID,
    onSaved: () => ghlCatalog.clear(),
  });
  // Stage reports carry their source (webhook, sync, import, reconciliation) into the timeline.
  const stageSync = createStageSync({
    deals: {
      ...dealService,
      applyStageChange: (dealId, report) =>
        actingAs({ source: sourceOfStageChange(report.source) }, () => dealService.applyStageChange(dealId, report)),
    },
    catalog: ghlCatalog,
  });
  const ghlPush = createGhlPush({
    client: ghlClient,
    settings: ghlSettings,
    catalog: ghlCatalog,
    stageSync,
    deals,
    links: ghlLinks,
    outcomes: syncOutcomes,
    leases,
    jobs,
    clock,
    log,
    syncWaitMs: config.GHL_SYNC_WAIT_MS,
    holdMs: config.GHL_PUSH_HOLD_MS,
  });
  const ghlImport = createGhlImport({
    staleView,
    client: ghlClient,
    settings: ghlSettings,
    catalog: ghlCatalog,
    stageSync,
    deals,
    users,
    links: ghlLinks,
    clock,
    log,
  });
  const ghlCompare = createGhlCompare({
    client: ghlClient,
    settings: ghlSettings,
    catalog: ghlCatalog,
    deals,
    log,
    staleView,
  });
  const ghlWebhook = createGhlWebhook({
    publicKeyPem: config.GHL_WEBHOOK_PUBLIC_KEY,
    sharedSecret: config.GHL_WEBHOOK_SHARED_SECRET,
    settings: ghlSettings,
    stageSync,
    linkedDeal: (opportunityId) => ghlImport.linkedDeal(opportunityId),
    events: webhookEvents,
    clock,
    log,
  });
  const sessionPurge = createSessionPurge({ sessions, jobs, runs, clock, log });
  const ghlReconcile = createGhlReconcile({
    client: ghlClient,
    settings: ghlSettings,
    stageSync,
    links: ghlLinks,
    jobs,
    runs,
    log,
    interval: config.GHL_RECONCILE_INTERVAL,
  });
  const compareProgress = createCompareProgress(db);
  const retention = createRetention({
    jobs,
    runs,
    webhookEvents,
    syncOutcomes,
    outbox,
    compareProgress,
    log,
    webhookEventDays: config.WEBHOOK_EVENT_RETENTION_DAYS,
    syncOutcomeDays: config.SYNC_OUTCOME_RETENTION_DAYS,
    outboxDays: config.OUTBOX_RETENTION_DAYS,
  });
  const ghlAdmin = createGhlAdmin({
    client: ghlClient,
    settings: ghlSettings,
    catalog: ghlCatalog,
    push: ghlPush,
    log,
  });

  // The sample book goes through the same services, on a clock it moves along the book's
  // timeline and without the background hooks (no new-deal e-mails, no GHL push of its own).
  const sampleDealsAt = (sampleClock: Clock) =>
    createDealService({
      ...dealServiceDeps,
      clock: sampleClock,
      beforeCreated: [],
      beforeUpdated: [],
      beforeDeleted: [],
      onCreated: [],
      onUpdated: [],
      onDeleted: [],
    });
  const sampleData = createSampleData({
    book: createSampleBookRepository(sampleBookModel(db)),
    users,
    deals,
    dealsAt: sampleDealsAt,
    documentsAt: (sampleClock) =>
      createDocumentService({ ...documentServiceDeps, deals: sampleDealsAt(sampleClock), clock: sampleClock }),
    countDocuments: async (dealId) => (await documents.listByDeal(dealId)).length,
    removeNotifications: (about) => notifications.deleteAbout(about),
    ghl: { settings: ghlSettings, client: ghlClient, catalog: ghlCatalog, links: ghlLinks },
    sandboxServices: config.SANDBOX_SERVICES,
    clock,
    log,
  });

  const handlers: Partial<StrictServer> = withActingContext({
    ...createSystemHandlers({ config, db, signInUrl: publicUrl('/auth/discord/start') }),
    ...createAuthHandlers({
      auth,
      signInLimiter: createSharedRateLimiter(db, {
        name: 'sign-in',
        points: config.SIGN_IN_RATE_LIMIT_PER_MINUTE,
        durationSeconds: 60,
      }),
      shellUrl: config.SHELL_URL,
      secureCookies,
    }),
    ...createDealHandlers({ deals: dealService }),
    ...createSavedViewHandlers({ savedViews }),
    ...createDocumentHandlers({ documents: documentService }),
    ...createUserHandlers({ users: userService }),
    ...createAutoAccessHandlers({ autoAccess: autoAccessService }),
    ...createRoleAccessHandlers({ roleAccess }),
    ...createStaleThresholdHandlers({ thresholds: staleThresholds }),
    ...createOneDriveHandlers({ oneDrive, shellUrl: config.SHELL_URL, secureCookies }),
    ...createEmailHandlers({ email }),
    ...createAnalyticsHandlers({ analytics }),
    ...createExportHandlers({ exports: createExportService({ deals, users, clock, staleView }) }),
    ...createGhlHandlers({
      admin: ghlAdmin,
      settings: ghlSettings,
      importer: ghlImport,
      compare: ghlCompare,
      compareProgress,
      push: ghlPush,
      deleteOutcomes: createGhlDeleteOutcomes({ outcomes: syncOutcomes, cursors }),
      webhook: ghlWebhook,
      webhookLimiter: createSharedRateLimiter(db, {
        name: 'ghl-webhook',
        points: config.GHL_WEBHOOK_RATE_LIMIT_PER_MINUTE,
        durationSeconds: 60,
      }),
    }),
    ...createActivityHandlers({ activities: activityService }),
    ...createCommentHandlers({ comments: commentService }),
    ...createNotificationHandlers({ notifications: notificationService, streams: notificationStreams }),
    ...createChecklistHandlers({ checklist }),
    ...createSampleDataHandlers({ sampleData }),
  });

  return {
    log,
    repositories: {
      users,
      autoAccess,
      sessions,
      deals,
      documents,
      oneDriveConnections,
      emailSettings,
      ghlSettings: ghlSettingsRecords,
      ghlLinks,
      webhookEvents,
      activities,
      comments,
      notifications,
      notificationPreferences,
    },
    services: {
      auth,
      tokens,
      sessionPurge,
      retention,
      users: userService,
      autoAccess: autoAccessService,
      roleAccess,
      staleThresholds,
      sampleData,
      deals: dealService,
      documents: documentService,
      storage,
      orphanSweep,
      oneDrive,
      email,
      analytics,
      rollups,
      rollupRepair,
      searchBackfill,
      activity: activityService,
      comments: commentService,
      notifications: notificationService,
      notificationStreams,
      notificationDigest,
      checklist,
      checklistReminders,
      ghl: {
        settings: ghlSettings,
        catalog: ghlCatalog,
        stageSync,
        push: ghlPush,
        importer: ghlImport,
        compare: ghlCompare,
        webhook: ghlWebhook,
        reconcile: ghlReconcile,
        admin: ghlAdmin,
      },
    },
    infra: { jobs, runs, outbox, secrets, microsoft, mailer, localStore, storageIntents, ghlClient },
    handlers,
    authenticate: createAuthenticator(auth),
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
      await jobs.start();
      outbox.start();
      await sessionPurge.schedule();
      await retention.schedule();
      await ghlReconcile.schedule();
      await roleAccess.schedule();
      await rollupRepair.schedule();
      await notificationDigest.schedule();
      await checklistReminders.schedule();
      await orphanSweep.schedule();
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
      await jobs.stop();
    },
  };
}

export type Container = ReturnType<typeof createContainer>;
