import type { CreateIndexesOptions, IndexSpecification } from 'mongodb';

type IndexDefinition = { key: IndexSpecification; options: CreateIndexesOptions & { name: string } };
type CollectionDefinition = { name: string; indexes: IndexDefinition[] };

/**
 * Every collection the portal uses and its indexes. The single source of truth: the
 * gateway's mongoose models never create indexes themselves (autoIndex is off).
 */
export const collections: CollectionDefinition[] = [
  {
    name: 'users',
    indexes: [
      { key: { discordId: 1 }, options: { name: 'discordId_unique', unique: true } },
      { key: { usernameLower: 1 }, options: { name: 'usernameLower' } },
      // The admin's user list: keyset pages, newest first, id as tie-break.
      { key: { createdAt: -1, _id: -1 }, options: { name: 'createdAt_id' } },
      { key: { isAdmin: 1 }, options: { name: 'isAdmin' } },
      { key: { lastLoginAt: -1 }, options: { name: 'lastLoginAt' } },
    ],
  },
  {
    name: 'sessions',
    indexes: [
      { key: { userId: 1 }, options: { name: 'userId' } },
      { key: { expiresAt: 1 }, options: { name: 'expiresAt' } },
    ],
  },
  {
    name: 'deals',
    indexes: [
      { key: { dealId: 1 }, options: { name: 'dealId_unique', unique: true } },
      // Deal lists are keyset pages (createdAt desc, _id desc) under each filter the lists offer.
      { key: { userId: 1, createdAt: -1, _id: -1 }, options: { name: 'userId_createdAt_id' } },
      { key: { createdAt: -1, _id: -1 }, options: { name: 'createdAt_id' } },
      { key: { status: 1, createdAt: -1, _id: -1 }, options: { name: 'status_createdAt_id' } },
      { key: { propertyType: 1, createdAt: -1, _id: -1 }, options: { name: 'propertyType_createdAt_id' } },
      {
        key: { applicationPropertyType: 1, createdAt: -1, _id: -1 },
        options: { name: 'applicationPropertyType_createdAt_id' },
      },
      // A pipeline stage's pages (`stage=`; names are stored normalised, so an equality).
      { key: { stage: 1, createdAt: -1, _id: -1 }, options: { name: 'stage_createdAt_id' } },
      { key: { userId: 1, stage: 1, createdAt: -1, _id: -1 }, options: { name: 'userId_stage_createdAt_id' } },
      { key: { ghlOpportunityId: 1 }, options: { name: 'ghlOpportunityId' } },
      // Search (docs/search.md): anchored prefix regexes on the multikey `search` tokens are index
      // ranges; the member's index keeps a search within their own deals.
      { key: { search: 1, createdAt: -1, _id: -1 }, options: { name: 'search_createdAt_id' } },
      { key: { userId: 1, search: 1, createdAt: -1, _id: -1 }, options: { name: 'userId_search_createdAt_id' } },
      // The 'Stale only' filter: one branch per stage of stage = S and stageEnteredAt < its cut-off.
      { key: { stage: 1, stageEnteredAt: 1 }, options: { name: 'stage_stageEnteredAt' } },
      { key: { userId: 1, stage: 1, stageEnteredAt: 1 }, options: { name: 'userId_stage_stageEnteredAt' } },
      // Broker fees (docs/duplicates-and-fees.md#fees): the report and the overdue list read every
      // deal with a fee, a member's earnings their own.
      { key: { hasFee: 1 }, options: { name: 'hasFee' } },
      { key: { userId: 1, hasFee: 1 }, options: { name: 'userId_hasFee' } },
      // Duplicate checks a stopped process left (the sweep reads a bounded batch, oldest first).
      { key: { duplicateCheck: 1, createdAt: 1 }, options: { name: 'duplicateCheck_createdAt' } },
    ],
  },
  {
    name: 'documents',
    indexes: [
      { key: { dealId: 1, createdAt: -1, _id: -1 }, options: { name: 'dealId_createdAt_id' } },
      { key: { userId: 1, createdAt: -1 }, options: { name: 'userId_createdAt' } },
      { key: { createdAt: -1, _id: -1 }, options: { name: 'createdAt_id' } },
    ],
  },
  {
    name: 'autoaccessusers',
    indexes: [
      {
        key: { discordUsernameLower: 1 },
        options: { name: 'discordUsernameLower_unique', unique: true },
      },
      { key: { createdAt: -1, _id: -1 }, options: { name: 'createdAt_id' } },
    ],
  },
  /**
   * The admins' lender directory (docs/lenders-csv.md). Names unique regardless of case (the
   * import's key). The list is keyset pages (createdAt desc, _id desc) under each of its filters;
   * the array fields (search words, states, property types, loan purposes of the active programs)
   * are multikey, and the state filter is two branches (the state, or nationwide).
   */
  {
    name: 'lenders',
    indexes: [
      { key: { nameKey: 1 }, options: { name: 'nameKey_unique', unique: true } },
      { key: { createdAt: -1, _id: -1 }, options: { name: 'createdAt_id' } },
      { key: { search: 1, createdAt: -1, _id: -1 }, options: { name: 'search_createdAt_id' } },
      { key: { type: 1, createdAt: -1, _id: -1 }, options: { name: 'type_createdAt_id' } },
      { key: { active: 1, createdAt: -1, _id: -1 }, options: { name: 'active_createdAt_id' } },
      { key: { states: 1, createdAt: -1, _id: -1 }, options: { name: 'states_createdAt_id' } },
      { key: { nationwide: 1, createdAt: -1, _id: -1 }, options: { name: 'nationwide_createdAt_id' } },
      { key: { propertyTypes: 1, createdAt: -1, _id: -1 }, options: { name: 'propertyTypes_createdAt_id' } },
      { key: { loanPurposes: 1, createdAt: -1, _id: -1 }, options: { name: 'loanPurposes_createdAt_id' } },
    ],
  },
  /**
   * Lenders' programs (credit boxes): unique name per lender (the import's key); matching reads
   * the active programs of active lenders (`lenderActive` is kept in step with the lender).
   */
  {
    name: 'lenderprograms',
    indexes: [
      { key: { lenderId: 1, nameKey: 1 }, options: { name: 'lenderId_nameKey_unique', unique: true } },
      { key: { active: 1, lenderActive: 1 }, options: { name: 'active_lenderActive' } },
    ],
  },
  /** Lenders' contacts, read per lender in the order they were added. */
  {
    name: 'lendercontacts',
    indexes: [{ key: { lenderId: 1, createdAt: 1, _id: 1 }, options: { name: 'lenderId_createdAt_id' } }],
  },
  /**
   * Deals sent to lender contacts: a room link is looked up by the hash of its token (unique);
   * a deal's submissions are listed newest first.
   */
  {
    name: 'lendersubmissions',
    indexes: [
      { key: { tokenHash: 1 }, options: { name: 'tokenHash_unique', unique: true } },
      { key: { dealId: 1, createdAt: -1, _id: -1 }, options: { name: 'dealId_createdAt_id' } },
      // One lender's placement figures (its page).
      { key: { lenderId: 1, createdAt: -1 }, options: { name: 'lenderId_createdAt' } },
    ],
  },
  /** A deal's quotes (from deal rooms, and recorded by admins: submissionId null), listed per deal, newest first. */
  {
    name: 'quotes',
    indexes: [
      { key: { dealId: 1, createdAt: -1, _id: -1 }, options: { name: 'dealId_createdAt_id' } },
      { key: { submissionId: 1 }, options: { name: 'submissionId' } },
      // One lender's placement figures (its page).
      { key: { lenderId: 1 }, options: { name: 'lenderId' } },
    ],
  },
  /**
   * Duplicate detection's property keys (docs/duplicates-and-fees.md): `_id` = a key from
   * propertyKeys() with the deals holding it, and `deal:<id>` with the keys a deal was indexed
   * under. Read by `_id` only, so no index beyond it.
   */
  { name: 'propertykeys', indexes: [] },
  /** Duplicate flags, one per deal that raised one; the admins' list pages them by status, newest first. */
  {
    name: 'duplicateflags',
    indexes: [{ key: { status: 1, createdAt: -1, _id: -1 }, options: { name: 'status_createdAt_id' } }],
  },
  /** Pairs of deals an admin resolved as not duplicates (`_id` = both deal ids, sorted), read by `_id`. */
  { name: 'duplicatedismissals', indexes: [] },
  /** Data migrations already done (`_id` = the migration's name, e.g. 'deal-search-tokens-v1'). */
  { name: 'migrations', indexes: [] },
  /** The schema's version, its migration history and the migration lock, by `_id` (migrations/migrate.ts). */
  { name: 'schemamigrations', indexes: [] },
  /** Saved views of the admins' deal lists (shared by every admin); names unique regardless of case. */
  {
    name: 'savedviews',
    indexes: [{ key: { nameLower: 1 }, options: { name: 'nameLower_unique', unique: true } }],
  },
  /** Sequences such as the yearly deal number (`_id: 'dealId-2026'`, `seq`). */
  { name: 'counters', indexes: [] },
  /** One document per integration, by `_id`: 'email', 'onedrive', 'ghl'. */
  { name: 'settings', indexes: [] },
  /** Sign-in codes waiting for the shell's exchange (by `_id`, the code's hash; they live a minute). */
  {
    name: 'signincodes',
    indexes: [{ key: { expiresAt: 1 }, options: { name: 'expiresAt' } }],
  },
  /** OAuth `state` values already used (single-use check); `expiresAt` lets old ones be purged. */
  {
    name: 'oauthstates',
    indexes: [{ key: { expiresAt: 1 }, options: { name: 'expiresAt' } }],
  },
  /** Agenda's jobs (new-deal e-mail, storage clean-up, GHL work); the index Agenda's job lookup needs. */
  {
    name: 'agendajobs',
    indexes: [
      {
        key: { name: 1, nextRunAt: 1, priority: -1, lockedAt: 1, disabled: 1 },
        options: { name: 'findAndLockNextJobIndex' },
      },
    ],
  },
  /** GHL webhook deliveries already received (`_id` = eventKey: the webhookId or the body's hash). */
  {
    name: 'webhookevents',
    indexes: [{ key: { eventKey: 1 }, options: { name: 'eventKey_unique', unique: true } }],
  },
  /** GHL opportunity id (`_id`) → deal id: webhook and reconciliation lookups, and the import's claim. */
  { name: 'ghllinks', indexes: [] },
  /**
   * Per-deal outcomes of a running POST /deals/sync/ghl (`_id` = `<runId>:<dealId>`), cleared when
   * it answers; and what the delete policy did for each deleted linked deal (`deleted:<deal id>`), kept.
   */
  {
    name: 'ghlsyncoutcomes',
    // The admins' list of delete-policy outcomes: one run id, keyset pages newest first.
    indexes: [{ key: { runId: 1, createdAt: -1, _id: -1 }, options: { name: 'runId_createdAt_id' } }],
  },
  /**
   * Notification e-mails (`_id` = idempotency key, e.g. `newDeal:<dealId>`), pending until sent;
   * workers look for due pending ones; delivered ones are purged after the retention period.
   */
  {
    name: 'outbox',
    indexes: [
      { key: { key: 1 }, options: { name: 'key_unique', unique: true } },
      { key: { status: 1, nextAttemptAt: 1 }, options: { name: 'status_nextAttemptAt' } },
      { key: { status: 1, updatedAt: 1 }, options: { name: 'status_updatedAt' } },
    ],
  },
  /** One document per outbox delivery attempt (`_id` = `<message id>#<attempt>`): the worker that inserts it sends. */
  {
    name: 'outboxclaims',
    indexes: [{ key: { claimedAt: 1 }, options: { name: 'claimedAt' } }],
  },
  /** One document per sign-in, webhook or member write attempt, counted per key in a sliding window (rate limits shared by instances). */
  {
    name: 'ratelimits',
    indexes: [
      { key: { key: 1, at: 1 }, options: { name: 'key_at' } },
      { key: { expiresAt: 1 }, options: { name: 'expiresAt' } },
    ],
  },
  /**
   * Open notification streams of every instance (`_id` = the stream's id), for the per-member cap:
   * only streams open now, so a member's rows are read from a small collection.
   */
  { name: 'notificationstreams', indexes: [{ key: { userId: 1 }, options: { name: 'userId' } }] },
  /** Runs of recurring jobs already claimed (`_id` = `<job>@<period start>`): one instance per period. */
  { name: 'jobruns', indexes: [{ key: { claimedAt: 1 }, options: { name: 'claimedAt' } }] },
  /**
   * Files on their way into or out of storage, until their document record is written or gone
   * (`_id` = `<ISO time>~<document id>`): the orphan sweep reads the old ones as an `_id` range.
   */
  { name: 'storageintents', indexes: [] },
  /** Short leases by `_id` (e.g. one GHL push per deal at a time), with an expiry for crashed holders. */
  { name: 'leases', indexes: [] },
  /** What the GHL push last sent per deal (`_id` = deal id), read and written by `_id` only. */
  { name: 'ghlpushstates', indexes: [] },
  /** Dashboard figures read by `_id` ('global', 'user:<id>'); written only by analytics/rollups.ts. */
  { name: 'rollups', indexes: [] },
  /** Deal-write deltas waiting to be folded into `rollups` (a handful at any time). */
  { name: 'rollupdeltas', indexes: [] },
  /** Deal timeline entries, append-only; read as keyset pages of one deal, newest first. */
  {
    name: 'activities',
    indexes: [
      { key: { dealId: 1, createdAt: -1, _id: -1 }, options: { name: 'dealId_createdAt_id' } },
      // The lenders' answer events the placement figures read (all, or one lender's submissions').
      { key: { kind: 1, 'lender.submissionId': 1 }, options: { name: 'kind_lenderSubmissionId' } },
    ],
  },
  /** Comments on deals; read as keyset pages of one deal, newest first. */
  {
    name: 'comments',
    indexes: [{ key: { dealId: 1, createdAt: -1, _id: -1 }, options: { name: 'dealId_createdAt_id' } }],
  },
  /**
   * Notifications per recipient: their list (keyset, newest first), the streams' "created since"
   * polls (recipient + createdAt) and the unread count.
   */
  {
    name: 'notifications',
    indexes: [
      { key: { recipientId: 1, createdAt: -1, _id: -1 }, options: { name: 'recipientId_createdAt_id' } },
      { key: { recipientId: 1, readAt: 1 }, options: { name: 'recipientId_readAt' } },
    ],
  },
  /** Each user's notification preferences (`_id` = user id); the digest finds its subscribers. */
  {
    name: 'notificationpreferences',
    indexes: [{ key: { dailyDigest: 1 }, options: { name: 'dailyDigest' } }],
  },
  /** The document checklist templates and reminder interval (one document, `_id` 'checklist'). */
  { name: 'checklistsettings', indexes: [] },
  /** The Discord role that grants access (one settings document, read by `_id`). */
  { name: 'discordroleaccess', indexes: [] },
  /** Discord role check runs (the latest one read by `_id`, its progress renewed as it goes). */
  { name: 'discordrolechecks', indexes: [] },
  /** Access revoked or restored by the role check; read as keyset pages, newest first. */
  {
    name: 'discordaccesschanges',
    indexes: [{ key: { createdAt: -1, _id: -1 }, options: { name: 'createdAt_id' } }],
  },
  /** The sample book's record (one document: what loading made, so removal takes exactly that). */
  { name: 'samplebooks', indexes: [] },
  /** A GHL comparison's progress per run (`_id` = run id). */
  { name: 'compareprogress', indexes: [] },
];
