import { createHash, createPublicKey, timingSafeEqual, verify, type KeyObject } from 'node:crypto';
import type { GhlWebhookEvent, WebhookAck } from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { Logger } from '../../infra/logger';
import type { DealRecord } from '../deals/model';
import type { WebhookEventRepository } from './repository';
import type { GhlSettings } from './settings';
import type { StageSync } from './stageSync';

/** The opportunity events that carry a stage (GHL may send two of them for one change). */
export const STAGE_EVENT_TYPES = new Set([
  'OpportunityCreate',
  'OpportunityUpdate',
  'OpportunityStageUpdate',
  'OpportunityStatusUpdate',
]);

export const SIGNATURE_MISSING = 'Missing webhook signature';
export const SIGNATURE_INVALID = 'Invalid webhook signature';
export const TRY_AGAIN = 'The event could not be processed right now; please retry';
export const EVENT_UNDATED = 'Webhook event carries no timestamp';
export const EVENT_STALE = 'Webhook event is too old';
export const EVENT_FUTURE = 'Webhook event is dated in the future';
export const EVENT_OTHER_LOCATION = 'Webhook event is for another location';

/** How far ahead of our clock GHL's timestamp may be (clock skew) before the event is refused. */
export const WEBHOOK_FUTURE_SKEW_SECONDS = 60;

/** Why a signed event is refused (the `reason` label of portal_ghl_webhooks_total). */
export type WebhookRefusal = 'no_timestamp' | 'stale' | 'future' | 'other_location';

const REFUSAL_MESSAGES: Record<WebhookRefusal, string> = {
  no_timestamp: EVENT_UNDATED,
  stale: EVENT_STALE,
  future: EVENT_FUTURE,
  other_location: EVENT_OTHER_LOCATION,
};

const REFUSAL_FIELDS: Record<WebhookRefusal, string> = {
  no_timestamp: 'body.timestamp',
  stale: 'body.timestamp',
  future: 'body.timestamp',
  other_location: 'body.locationId',
};

/** A refused event answers 401 like a bad signature: GHL does not retry it (it retries only 429). */
const refuse = (reason: WebhookRefusal) =>
  fail('unauthorized', REFUSAL_MESSAGES[reason], [{ field: REFUSAL_FIELDS[reason], message: reason }]);

/** The reason of a refused webhook call, from its 401 answer's message (for the metrics). */
export function webhookRefusalReason(message: unknown): string | undefined {
  if (message === SIGNATURE_MISSING) return 'signature_missing';
  if (message === SIGNATURE_INVALID) return 'signature_invalid';
  return (Object.keys(REFUSAL_MESSAGES) as WebhookRefusal[]).find((reason) => REFUSAL_MESSAGES[reason] === message);
}

/**
 * How long delivery keys must be kept (days): the configured retention, but never less than the
 * window a signed body is accepted in, so no replay can outlive its de-duplication record.
 */
export function webhookDedupRetentionDays(configuredDays: number, maxAgeSeconds: number): number {
  return Math.max(configuredDays, (maxAgeSeconds + WEBHOOK_FUTURE_SKEW_SECONDS) / 86_400);
}

export type GhlWebhookDeps = {
  /** GHL's Ed25519 public key (PEM). */
  publicKeyPem: string;
  /** An operator's explicit opt-in to unsigned calls carrying this secret in X-Webhook-Secret. */
  sharedSecret: string | undefined;
  settings: GhlSettings;
  stageSync: StageSync;
  linkedDeal: (opportunityId: string) => Promise<DealRecord | null>;
  events: WebhookEventRepository;
  /** GHL_WEBHOOK_MAX_AGE_SECONDS: older events are refused (replays of captured bodies). */
  maxAgeSeconds: number;
  clock: Clock;
  log: Logger;
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64url');

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Whether `signature` (base64) is the key's Ed25519 signature of the exact raw body. */
function checkSignature(publicKey: KeyObject, rawBody: string, signature: string): boolean {
  const bytes = Buffer.from(signature.trim(), 'base64');
  if (bytes.length !== 64) return false;
  try {
    return verify(null, Buffer.from(rawBody, 'utf8'), publicKey, bytes);
  } catch {
    return false;
  }
}

/**
 * GHL's opportunity webhook: an Ed25519 signature over the exact raw body (`X-GHL-Signature`,
 * base64) checked with GHL's public key; unsigned calls only when an operator configured a shared
 * secret. Each delivery is recorded under its webhookId and its body's hash, so a repeat or a
 * replay changes nothing; the stage it reports goes through the same path as reconciliation.
 */
export function createGhlWebhook(deps: GhlWebhookDeps) {
  const publicKey: KeyObject = createPublicKey(deps.publicKeyPem);
  const log = deps.log.child({ component: 'ghl-webhook' });

  const ack = (applied: boolean, reason?: string): WebhookAck => ({
    received: true,
    applied,
    ...(reason ? { reason } : {}),
  });

  return {
    /** Whether the call really comes from GHL (or carries the operator's shared secret). */
    verify(
      rawBody: string | undefined,
      signature: string | undefined,
      secret: string | undefined,
    ): Result<void, DomainError<'unauthorized'>> {
      if (signature) {
        return checkSignature(publicKey, rawBody ?? '', signature)
          ? ok(undefined)
          : fail('unauthorized', SIGNATURE_INVALID);
      }
      if (deps.sharedSecret && secret && sameSecret(secret, deps.sharedSecret)) return ok(undefined);
      return fail('unauthorized', SIGNATURE_MISSING);
    },

    /**
     * Whether a verified event is fresh: GHL's `timestamp` (the delivery time) no older than
     * GHL_WEBHOOK_MAX_AGE_SECONDS and no further ahead than the clock skew allowance. An event
     * without one is refused: it could otherwise be replayed for ever and would escape the
     * "older than what was applied" guard. Judged against the wall clock, like GHL's.
     */
    admit(event: GhlWebhookEvent): Result<Date, DomainError<'unauthorized'>> {
      const at = typeof event.timestamp === 'string' ? Date.parse(event.timestamp) : Number.NaN;
      const now = Date.now();
      const refusal: WebhookRefusal | null = Number.isNaN(at)
        ? 'no_timestamp'
        : at < now - deps.maxAgeSeconds * 1000
          ? 'stale'
          : at > now + WEBHOOK_FUTURE_SKEW_SECONDS * 1000
            ? 'future'
            : null;
      if (refusal) {
        log.warn(
          { reason: refusal, type: event.type, timestamp: event.timestamp, webhookId: event.webhookId },
          'GHL webhook refused',
        );
        return refuse(refusal);
      }
      return ok(new Date(Math.min(at, now)));
    },

    /**
     * Applies a verified event. Acknowledged without effect: other event types, repeats, unknown
     * opportunities, unchanged stages. Refused (401): an event for another location than the
     * configured one. Any failure on our side (database, GHL lookup) forgets the delivery and
     * answers 429, the one status GHL retries. `observedAt` is the event's admitted timestamp.
     */
    async receive(
      event: GhlWebhookEvent,
      rawBody: string,
      observedAt: Date,
    ): Promise<Result<WebhookAck, DomainError<'rateLimited' | 'unauthorized'>>> {
      const keys = [...(event.webhookId ? [`webhook:${event.webhookId}`] : []), `body:${sha256(rawBody)}`];
      let claimed = false;
      try {
        const configured = await deps.settings.credentials();
        if (!configured.ok) return ok(ack(false, 'GHL is not configured'));
        if (event.locationId !== configured.value.auth.locationId) {
          log.warn({ reason: 'other_location', type: event.type, locationId: event.locationId }, 'GHL webhook refused');
          return refuse('other_location');
        }
        if (!STAGE_EVENT_TYPES.has(event.type)) return ok(ack(false, `ignored event type ${event.type}`));
        const opportunityId = event.id;
        const stageId = event.pipelineStageId;
        if (!opportunityId || !stageId) return ok(ack(false, 'the event names no opportunity or stage'));

        claimed = await deps.events.claim(keys, {
          type: event.type,
          opportunityId,
          receivedAt: deps.clock.now(),
        });
        if (!claimed) return ok(ack(false, 'duplicate delivery'));

        const deal = await deps.linkedDeal(opportunityId);
        if (!deal) return ok(ack(false, 'unknown opportunity'));
        // GHL's delivery time orders events (every admitted event has one).
        const outcome = await deps.stageSync.apply(configured.value, deal._id, stageId, 'webhook', observedAt);
        log.info({ type: event.type, opportunityId, dealId: deal.dealId, outcome }, 'GHL webhook processed');
        return ok(outcome.applied ? ack(true) : ack(false, outcome.reason));
      } catch (error) {
        log.error({ err: error, type: event.type, opportunityId: event.id }, 'GHL webhook failed; asking GHL to retry');
        if (claimed) await deps.events.release(keys).catch(() => undefined);
        return { ok: false, error: { kind: 'rateLimited', message: TRY_AGAIN, retryAfterSeconds: 60 } };
      }
    },
  };
}

export type GhlWebhook = ReturnType<typeof createGhlWebhook>;
