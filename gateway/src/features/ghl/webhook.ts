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

export type GhlWebhookDeps = {
  /** GHL's Ed25519 public key (PEM). */
  publicKeyPem: string;
  /** An operator's explicit opt-in to unsigned calls carrying this secret in X-Webhook-Secret. */
  sharedSecret: string | undefined;
  settings: GhlSettings;
  stageSync: StageSync;
  linkedDeal: (opportunityId: string) => Promise<DealRecord | null>;
  events: WebhookEventRepository;
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
     * Applies a verified event. Acknowledged without effect: other event types, repeats, unknown
     * opportunities, unchanged stages. Any failure on our side (database, GHL lookup) forgets the
     * delivery and answers 429, the one status GHL retries.
     */
    async receive(event: GhlWebhookEvent, rawBody: string): Promise<Result<WebhookAck, DomainError<'rateLimited'>>> {
      if (!STAGE_EVENT_TYPES.has(event.type)) return ok(ack(false, `ignored event type ${event.type}`));
      const opportunityId = event.id;
      const stageId = event.pipelineStageId;
      if (!opportunityId || !stageId) return ok(ack(false, 'the event names no opportunity or stage'));

      const keys = [...(event.webhookId ? [`webhook:${event.webhookId}`] : []), `body:${sha256(rawBody)}`];
      let claimed = false;
      try {
        const configured = await deps.settings.credentials();
        if (!configured.ok) return ok(ack(false, 'GHL is not configured'));
        claimed = await deps.events.claim(keys, {
          type: event.type,
          opportunityId,
          receivedAt: deps.clock.now(),
        });
        if (!claimed) return ok(ack(false, 'duplicate delivery'));

        const deal = await deps.linkedDeal(opportunityId);
        if (!deal) return ok(ack(false, 'unknown opportunity'));
        // GHL's delivery time orders events; one "from the future" (clock skew) counts as now.
        const at = event.timestamp ? new Date(event.timestamp) : null;
        const observedAt = at && !Number.isNaN(at.getTime()) ? new Date(Math.min(at.getTime(), Date.now())) : null;
        const outcome = await deps.stageSync.apply(configured.value, deal._id, stageId, 'webhook', observedAt);
        log.info({ type: event.type, opportunityId, dealId: deal.dealId, outcome }, 'GHL webhook processed');
        return ok(outcome.applied ? ack(true) : ack(false, outcome.reason));
      } catch (error) {
        log.error({ err: error, type: event.type, opportunityId }, 'GHL webhook failed; asking GHL to retry');
        if (claimed) await deps.events.release(keys).catch(() => undefined);
        return { ok: false, error: { kind: 'rateLimited', message: TRY_AGAIN, retryAfterSeconds: 60 } };
      }
    },
  };
}

export type GhlWebhook = ReturnType<typeof createGhlWebhook>;
