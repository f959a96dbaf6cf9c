import { Schema, type Connection, type Model } from 'mongoose';

/**
 * The six stage-mapping fields of the GHL config (docs/product.md#stage-mappings), each naming a
 * GHL stage id.
 */
export const STAGE_MAPPING_FIELDS = [
  'underReviewStageId',
  'inUnderwritingStageId',
  'loeSentStageId',
  'closedStageId',
  'signedProposalStageId',
  'noShowStageId',
] as const;
export type StageMappingField = (typeof STAGE_MAPPING_FIELDS)[number];

/** The plain (non-secret) fields of the GHL config. */
export const GHL_TEXT_FIELDS = [
  'pipelineId',
  'calendarId',
  'locationId',
  'assignedUserId',
  ...STAGE_MAPPING_FIELDS,
] as const;
export type GhlTextField = (typeof GHL_TEXT_FIELDS)[number];

/** What deleting a deal linked to GHL does to its opportunity (the admin's choice in Settings). */
export const DEAL_DELETE_POLICIES = ['leave', 'markLost', 'markAbandoned', 'delete'] as const;
export type DealDeletePolicy = (typeof DEAL_DELETE_POLICIES)[number];

/** The GHL configuration: one document `_id: 'ghl'` in settings. */
export type GhlSettingsRecord = {
  _id: 'ghl';
  /** Missing in configurations saved before the choice existed: read as 'leave'. */
  onDealDeleted?: DealDeletePolicy;
  /** AES-256-GCM ciphertexts (infra/crypto); never leave the gateway. */
  apiKeyEncrypted: string | null;
  v2TokenEncrypted: string | null;
  updatedAt: Date;
} & { [K in GhlTextField]: string | null };

const text = { type: String, default: null };

const ghlSettingsSchema = new Schema<GhlSettingsRecord>(
  {
    _id: { type: String, required: true },
    apiKeyEncrypted: text,
    v2TokenEncrypted: text,
    onDealDeleted: { type: String, default: 'leave' },
    ...Object.fromEntries(GHL_TEXT_FIELDS.map((field) => [field, text])),
    updatedAt: { type: Date, required: true },
  },
  { collection: 'settings', versionKey: false, timestamps: false },
);

export type GhlSettingsModel = Model<GhlSettingsRecord>;
export const ghlSettingsModel = (db: Connection): GhlSettingsModel =>
  db.models.GhlSettings ?? db.model<GhlSettingsRecord>('GhlSettings', ghlSettingsSchema);

/**
 * Which deal a GHL opportunity belongs to, keyed by the opportunity id (`_id`, the one lookup
 * FerretDB indexes). Inserting the link is how an import claims an opportunity: a second import
 * finds it instead of creating another deal.
 */
export type GhlLinkRecord = { _id: string; dealId: string; createdAt: Date };

const ghlLinkSchema = new Schema<GhlLinkRecord>(
  {
    _id: { type: String, required: true },
    dealId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'ghllinks', versionKey: false, timestamps: false },
);

export type GhlLinkModel = Model<GhlLinkRecord>;
export const ghlLinkModel = (db: Connection): GhlLinkModel =>
  db.models.GhlLink ?? db.model<GhlLinkRecord>('GhlLink', ghlLinkSchema);

/** A webhook delivery already received (`_id` = `eventKey`: GHL's webhookId or the body's hash). */
export type WebhookEventRecord = {
  _id: string;
  eventKey: string;
  type: string;
  opportunityId: string | null;
  receivedAt: Date;
};

const webhookEventSchema = new Schema<WebhookEventRecord>(
  {
    _id: { type: String, required: true },
    eventKey: { type: String, required: true },
    type: { type: String, required: true },
    opportunityId: { type: String, default: null },
    receivedAt: { type: Date, required: true },
  },
  { collection: 'webhookevents', versionKey: false, timestamps: false },
);

export type WebhookEventModel = Model<WebhookEventRecord>;
export const webhookEventModel = (db: Connection): WebhookEventModel =>
  db.models.WebhookEvent ?? db.model<WebhookEventRecord>('WebhookEvent', webhookEventSchema);

/** One deal of one POST /deals/sync/ghl run, as its job reports it (`_id` = `<runId>:<dealId>`). */
export type SyncOutcomeRecord = {
  _id: string;
  runId: string;
  dealId: string;
  state: 'queued' | 'retrying' | 'succeeded' | 'failed';
  error: string | null;
  /** What was done, for outcomes that are kept (a deleted deal's opportunity: 'marked lost', ...). */
  action?: string | null;
  /** A deleted deal's outcome: its human-readable id, its opportunity and the policy applied. */
  dealNumber?: string | null;
  opportunityId?: string | null;
  policy?: DealDeletePolicy | null;
  /** When a kept outcome was first recorded (the order of the admin's list). */
  createdAt?: Date;
  updatedAt: Date;
};

const syncOutcomeSchema = new Schema<SyncOutcomeRecord>(
  {
    _id: { type: String, required: true },
    runId: { type: String, required: true },
    dealId: { type: String, required: true },
    state: { type: String, required: true },
    error: { type: String, default: null },
    action: { type: String, default: null },
    dealNumber: { type: String, default: null },
    opportunityId: { type: String, default: null },
    policy: { type: String, default: null },
    createdAt: { type: Date },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'ghlsyncoutcomes', versionKey: false, timestamps: false },
);

export type SyncOutcomeModel = Model<SyncOutcomeRecord>;
export const syncOutcomeModel = (db: Connection): SyncOutcomeModel =>
  db.models.GhlSyncOutcome ?? db.model<SyncOutcomeRecord>('GhlSyncOutcome', syncOutcomeSchema);

/** A short lease (`_id` = what is held) so only one push of a deal talks to GHL at a time. */
export type LeaseRecord = { _id: string; holder: string; expiresAt: Date };

const leaseSchema = new Schema<LeaseRecord>(
  {
    _id: { type: String, required: true },
    holder: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'leases', versionKey: false, timestamps: false },
);

export type LeaseModel = Model<LeaseRecord>;
export const leaseModel = (db: Connection): LeaseModel =>
  db.models.Lease ?? db.model<LeaseRecord>('Lease', leaseSchema);

/**
 * What the push last sent for a deal (`_id` = the deal's id), read and written by `_id` only:
 * a hash of the contact and opportunity it sent, so a burst of pushes of an unchanged deal calls
 * GHL once; and whether an opportunity create was ever attempted, so a deal's first push need not
 * first search GHL for an opportunity an earlier attempt may have made.
 */
export type PushStateRecord = {
  _id: string;
  pushedHash: string | null;
  createAttemptedAt: Date | null;
  updatedAt: Date;
};

const pushStateSchema = new Schema<PushStateRecord>(
  {
    _id: { type: String, required: true },
    pushedHash: { type: String, default: null },
    createAttemptedAt: { type: Date, default: null },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'ghlpushstates', versionKey: false, timestamps: false },
);

export type PushStateModel = Model<PushStateRecord>;
export const pushStateModel = (db: Connection): PushStateModel =>
  db.models.GhlPushState ?? db.model<PushStateRecord>('GhlPushState', pushStateSchema);
