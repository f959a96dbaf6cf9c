import type { Clock } from '../infra/clock';
import { intervalMs } from '../infra/periodicRuns';
import { createActivityHandlers } from '../features/activity/handlers';
import { createActivityRecorder } from '../features/activity/recorder';
import { createActivityService } from '../features/activity/service';
import { createAnalyticsHandlers } from '../features/analytics/handlers';
import { dealStorageKey, GLOBAL_KEY, uploaderStorageKey, userKey } from '../features/analytics/rollupMath';
import { createAnalyticsService } from '../features/analytics/service';
import { createChecklistHandlers } from '../features/checklist/handlers';
import { createChecklistService } from '../features/checklist/service';
import { createCommentHandlers } from '../features/comments/handlers';
import { createCommentService } from '../features/comments/service';
import { createDatabaseCapacityHandlers } from '../features/databaseCapacity/handlers';
import { createDatabaseCapacity } from '../features/databaseCapacity/service';
import { createDealHandlers } from '../features/deals/handlers';
import type { DealRecord } from '../features/deals/model';
import { createSearchBackfill } from '../features/deals/searchBackfill';
import { createDealService, type DealServiceDeps } from '../features/deals/service';
import { createDocumentHandlers } from '../features/documents/handlers';
import { createDocumentService, type DocumentService } from '../features/documents/service';
import { createExportHandlers } from '../features/exports/handlers';
import { createExportService } from '../features/exports/service';
import { toDealFeeDto, utcDay } from '../features/fees/dto';
import { createFeeSettings } from '../features/fees/settingsStore';
import type { GhlCatalog } from '../features/ghl/catalog';
import type { GhlClient } from '../features/ghl/client';
import type { GhlSettings } from '../features/ghl/settings';
import { createOneDriveHandlers } from '../features/oneDrive/handlers';
import { createOneDriveService } from '../features/oneDrive/service';
import { createOneDriveStore } from '../features/oneDrive/store';
import { createSampleDataHandlers } from '../features/sampleData/handlers';
import { sampleBookModel } from '../features/sampleData/model';
import { createSampleBookRepository } from '../features/sampleData/repository';
import type { SampleDuplicates } from '../features/sampleData/duplicateBook';
import { createSampleData } from '../features/sampleData/service';
import { createSavedViewHandlers } from '../features/savedViews/handlers';
import { savedViewModel } from '../features/savedViews/model';
import { createSavedViewRepository } from '../features/savedViews/repository';
import { createSavedViewService } from '../features/savedViews/service';
import { createStaleThresholdHandlers } from '../features/staleDeals/handlers';
import { staleThresholdsModel } from '../features/staleDeals/model';
import { createStaleThresholds } from '../features/staleDeals/service';
import { createDocumentStorage } from '../features/storage/documentStorage';
import { createStorageIntents } from '../features/storage/intents';
import { createLocalStore } from '../features/storage/localStore';
import type { ContainerDeps, Infra } from './infra';
import type { Identity } from './identity';
import type { Lenders } from './lenders';
import type { Messaging } from './messaging';
import type { Repositories } from './repositories';
import type { WriteEffects } from './writeEffects';
import { quoteModel, submissionModel } from '../features/submissions/model';
import { createSubmissionRepository } from '../features/submissions/repository';

/**
 * Deals with their documents and storage: the deal and document services, OneDrive and local
 * storage, the checklist, the timeline and comments, stale deals, saved views, analytics, exports.
 */
export function wireDeals(
  { config, db, clock, log }: ContainerDeps,
  infra: Infra,
  repos: Repositories,
  identity: Identity,
  messaging: Messaging,
  effects: WriteEffects,
) {
  const { deals, users, documents, rollups, cursors } = { ...repos, cursors: infra.cursors };
  // Deals and documents need each other (a deal's deletion removes its documents; a document's
  // access goes through its deal): the deal service reaches the document service at call time.
  // Duplicate detection is wired after GHL and bound here the same way.
  const later: {
    documents?: DocumentService;
    checkDuplicates?: NonNullable<DealServiceDeps['checkDuplicates']>;
    /** Takes a deleted deal out of duplicate detection (wiring/duplicates.ts). */
    duplicateDealDeleted?: (dealId: string) => Promise<void>;
  } = {};
  // The timeline: every write the repositories report (writeEffects.ts) and every comment and
  // checklist review becomes an entry, and each entry may raise notifications.
  const recorder = createActivityRecorder({
    activities: repos.activities,
    findDeal: (id) => deals.findById(id),
    clock,
    log,
    listeners: [(event) => messaging.notifications.handle(event)],
    onDealDeleted: [
      (dealId) => repos.comments.deleteByDeal(dealId),
      // Its lender submissions (their rooms answer as unknown links from then on) and quotes.
      (dealId) =>
        createSubmissionRepository({ submissions: submissionModel(db), quotes: quoteModel(db) }).deleteByDeal(dealId),
      // Its property keys and the open duplicate flag it raised.
      (dealId) => later.duplicateDealDeleted?.(dealId) ?? Promise.resolve(),
    ],
  });

  // Stale deals: per-stage thresholds; every deal read judges days in stage by them.
  const staleThresholds = createStaleThresholds({
    settings: staleThresholdsModel(db),
    clock,
    cache: infra.settingsCache,
  });
  // Broker fees: every deal read computes its fee with the fee settings in force (features/fees).
  const feeSettings = createFeeSettings({ db, clock, cache: infra.settingsCache });
  const staleView = async () => {
    const [view, terms] = await Promise.all([staleThresholds.view(), feeSettings.terms()]);
    const feeView = { ...terms, today: utcDay(view.now) };
    return { ...view, fee: (deal: DealRecord) => (deal.fee ? toDealFeeDto(deal.fee, deal, feeView) : null) };
  };

  const oneDrive = createOneDriveService({
    microsoft: infra.microsoft,
    connections: repos.oneDriveConnections,
    users,
    secrets: infra.secrets,
    oauthStates: identity.oauthStates,
    clock,
    log,
    startUrl: infra.publicUrl('/auth/onedrive/start'),
  });
  const localStore = createLocalStore(config.LOCAL_STORAGE_DIR);
  const storageIntents = createStorageIntents(db, { graceMs: intervalMs(config.STORAGE_ORPHAN_GRACE) });
  const storage = createDocumentStorage({
    local: localStore,
    oneDrive: createOneDriveStore({
      microsoft: infra.microsoft,
      oneDrive,
      rootFolder: config.ONEDRIVE_ROOT_FOLDER,
      chunkBytes: config.ONEDRIVE_CHUNK_BYTES,
    }),
    oneDriveService: oneDrive,
    jobs: infra.jobs,
    intents: storageIntents,
    log,
  });

  const dealServiceDeps: DealServiceDeps = {
    staleView,
    deals,
    users,
    clock,
    log,
    cursors,
    removeDealDocuments: (deal: DealRecord) => later.documents!.removeAllForDeal(deal),
    deletionIntents: { begin: storageIntents.beginDealDeletion, clear: storageIntents.clear },
    // The e-mail and GHL push held before a write and released after it: writeEffects.ts.
    ...effects.dealService,
    rolledUpPipeline: (userId: string | null) => rollups.pipeline(userId ? userKey(userId) : GLOBAL_KEY),
    rolledUpTotal: (userId: string | null) => rollups.dealCount(userId ? userKey(userId) : GLOBAL_KEY),
    // The first page of an unfiltered list: the rollups name its deals, their creation buckets
    // are read by equality (deals/createdBuckets.ts) instead of every deal of the scope.
    rolledUpFirstPage: (userId: string | null, limit: number) =>
      rollups.firstPage(userId ? userKey(userId) : GLOBAL_KEY, limit),
    // Duplicate detection, wired later (wiring/duplicates.ts); deals are marked pending from the start.
    checkDuplicates: (dealId, source) => later.checkDuplicates?.(dealId, source),
  };
  const dealService = createDealService(dealServiceDeps);

  // The document checklist of each deal (its item states and progress live on the deal).
  const checklist = createChecklistService({
    repository: repos.checklist,
    findReadable: (user, id) => dealService.findReadable(user, id),
    onReviewed: (user, { deal, ...review }) => recorder.checklistReviewed(deal, user, review),
    clock,
    log,
  });

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
    storageQuota: {
      limits: () => identity.quotas.current(),
      uploadedBy: (userId: string) => rollups.storedBytes(uploaderStorageKey(userId)),
      heldBy: (dealId: string) => rollups.storedBytes(dealStorageKey(dealId)),
    },
  };
  const documentService = createDocumentService(documentServiceDeps);
  later.documents = documentService;

  const analytics = createAnalyticsService({ figures: repos.figures, rollups, clock });
  const activityService = createActivityService({
    activities: repos.activities,
    findReadable: (user, id) => dealService.findReadable(user, id),
    cursors,
  });
  const commentService = createCommentService({
    comments: repos.comments,
    findReadable: (user, id) => dealService.findReadable(user, id),
    recorder,
    cursors,
    clock,
  });
  const savedViews = createSavedViewService({ views: createSavedViewRepository(savedViewModel(db)), clock });
  const searchBackfill = createSearchBackfill({ db, deals, clock, log });
  const databaseCapacity = createDatabaseCapacity({ config, rollups });

  const handlers = {
    ...createDealHandlers({ deals: dealService }),
    ...createSavedViewHandlers({ savedViews }),
    ...createDocumentHandlers({ documents: documentService }),
    ...createStaleThresholdHandlers({ thresholds: staleThresholds }),
    ...createOneDriveHandlers({
      oneDrive,
      shellUrl: config.SHELL_URL,
      secureCookies: infra.secureCookies,
      sessionUserOf: (cookie) => identity.auth.sessionUserOf(cookie),
      publicApiPath: infra.publicApiPath,
    }),
    ...createAnalyticsHandlers({ analytics }),
    ...createDatabaseCapacityHandlers({ capacity: databaseCapacity }),
    ...createExportHandlers({ exports: createExportService({ deals, users, clock, staleView }) }),
    ...createActivityHandlers({ activities: activityService }),
    ...createCommentHandlers({ comments: commentService }),
    ...createChecklistHandlers({ checklist }),
  };

  return {
    /**
     * Binds duplicate detection (wiring/duplicates.ts): the check creates and edits start after
     * answering, and what a deal's deletion takes out of it.
     */
    bindDuplicates(bound: {
      check: NonNullable<DealServiceDeps['checkDuplicates']>;
      dealDeleted: (dealId: string) => Promise<void>;
    }): void {
      later.checkDuplicates = bound.check;
      later.duplicateDealDeleted = bound.dealDeleted;
    },
    recorder,
    staleThresholds,
    staleView,
    feeSettings,
    oneDrive,
    localStore,
    storageIntents,
    storage,
    dealService,
    dealServiceDeps,
    documentService,
    documentServiceDeps,
    checklist,
    analytics,
    activityService,
    commentService,
    savedViews,
    searchBackfill,
    databaseCapacity,
    handlers,
  };
}

export type Deals = ReturnType<typeof wireDeals>;

/**
 * The sample book goes through the same services, on a clock it moves along the book's timeline
 * and without the deal service's hooks (no new-deal e-mails, no GHL push of its own). It links
 * its deals to GHL opportunities and fills the lender directory, so it comes after both areas.
 */
export function wireSampleData(
  { config, db, clock, log }: ContainerDeps,
  repos: Repositories,
  deals: Deals,
  ghl: { settings: GhlSettings; client: GhlClient; catalog: GhlCatalog },
  lenders: Lenders,
  duplicates?: SampleDuplicates,
) {
  // The sample book raises its flags itself (duplicateBook.ts): its deals are not checked.
  const { checkDuplicates: _unchecked, ...sampleDealDeps } = deals.dealServiceDeps;
  const sampleDealsAt = (sampleClock: Clock) =>
    createDealService({
      ...sampleDealDeps,
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
    users: repos.users,
    deals: repos.deals,
    dealsAt: sampleDealsAt,
    documentsAt: (sampleClock) =>
      createDocumentService({ ...deals.documentServiceDeps, deals: sampleDealsAt(sampleClock), clock: sampleClock }),
    countDocuments: async (dealId) => (await repos.documents.listByDeal(dealId)).length,
    removeNotifications: (about) => repos.notifications.deleteAbout(about),
    ghl: { settings: ghl.settings, client: ghl.client, catalog: ghl.catalog, links: repos.ghlLinks },
    lenders: {
      service: lenders.lenderService,
      repository: lenders.repository,
      programsVersion: lenders.programsVersion,
    },
    submissions: createSubmissionRepository({ submissions: submissionModel(db), quotes: quoteModel(db) }),
    activities: repos.activities,
    listDocuments: (dealId) => repos.documents.listByDeal(dealId),
    autoAccess: repos.autoAccess,
    sandboxServices: config.SANDBOX_SERVICES,
    ...(duplicates ? { duplicates } : {}),
    clock,
    log,
  });
  return { sampleData, handlers: createSampleDataHandlers({ sampleData }) };
}
