import { Schema, type Connection, type Model } from 'mongoose';

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/**
 * One notification e-mail waiting for (or done with) delivery. `_id` is its idempotency key
 * (`newDeal:<dealId>`), so enqueueing the same e-mail twice stores it once; `key` repeats it under
 * its own unique index. The message is rendered when it is enqueued; the SMTP settings and the
 * recipients are read when it is sent.
 */
export type OutboxRecord = {
  _id: string;
  key: string;
  kind: string;
  subject: string;
  text: string;
  /** The recipients of a message to one user (notifications); absent: the admins' notification addresses. */
  to?: string[] | null;
  /**
   * A secret the message's text needs (a deal-room link), encrypted with the deployment's key and
   * cleared once the message is sent or dropped: the outbox never keeps it longer than that.
   */
  sealed?: string | null;
  /** The deal (`_id`) whose summary goes with the message as an attachment, read when it is sent. */
  summaryOf?: string | null;
  status: OutboxStatus;
  /** Delivery attempts started so far; attempt n is claimed as `<_id>#<n>` in outboxclaims. */
  attempts: number;
  /** Attempts since the admin last retried (backoff and the attempt limit count these). */
  attemptsSinceRetry: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
};

const outboxSchema = new Schema<OutboxRecord>(
  {
    _id: { type: String, required: true },
    key: { type: String, required: true },
    kind: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    to: { type: [String], default: null },
    sealed: { type: String, default: null },
    summaryOf: { type: String, default: null },
    status: { type: String, required: true },
    attempts: { type: Number, required: true },
    attemptsSinceRetry: { type: Number, required: true },
    nextAttemptAt: { type: Date, required: true },
    lastError: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    sentAt: { type: Date, default: null },
  },
  { collection: 'outbox', versionKey: false, timestamps: false },
);

export type OutboxModel = Model<OutboxRecord>;
export const outboxModel = (db: Connection): OutboxModel =>
  db.models.Outbox ?? db.model<OutboxRecord>('Outbox', outboxSchema);

/** The claim of one delivery attempt: `_id` = `<message id>#<attempt>`, inserted once by exactly one worker. */
export type OutboxClaimRecord = {
  _id: string;
  messageId: string;
  attempt: number;
  holder: string;
  claimedAt: Date;
  /** After this the attempt counts as interrupted (its worker died) and the next attempt may be claimed. */
  expiresAt: Date;
};

const outboxClaimSchema = new Schema<OutboxClaimRecord>(
  {
    _id: { type: String, required: true },
    messageId: { type: String, required: true },
    attempt: { type: Number, required: true },
    holder: { type: String, required: true },
    claimedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'outboxclaims', versionKey: false, timestamps: false },
);

export type OutboxClaimModel = Model<OutboxClaimRecord>;
export const outboxClaimModel = (db: Connection): OutboxClaimModel =>
  db.models.OutboxClaim ?? db.model<OutboxClaimRecord>('OutboxClaim', outboxClaimSchema);
