import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GhlWebhookEvent } from '@portal/contracts';
import { createLogger } from '../../../infra/logger';
import { createGhlWebhook, webhookDedupRetentionDays, type GhlWebhookDeps } from '../webhook';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const SECOND = 1000;

function webhook(maxAgeSeconds = 300) {
  const { publicKey } = generateKeyPairSync('ed25519');
  // admit() reads nothing but the event and the window.
  const unused = {} as never;
  const deps: GhlWebhookDeps = {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    sharedSecret: undefined,
    settings: unused,
    stageSync: unused,
    linkedDeal: unused,
    events: unused,
    maxAgeSeconds,
    clock: { now: () => new Date() },
    log: createLogger('silent', false),
  };
  return createGhlWebhook(deps);
}

const event = (timestamp?: unknown): GhlWebhookEvent =>
  ({ type: 'OpportunityStageUpdate', ...(timestamp === undefined ? {} : { timestamp }) }) as GhlWebhookEvent;
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('the webhook freshness window (admit)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('admits an event inside the window, with its own time as the observed time', () => {
    const admitted = webhook().admit(event(at(-299 * SECOND)));
    expect(admitted).toEqual({ ok: true, value: new Date(NOW - 299 * SECOND) });
  });

  it('refuses an event older than the window as stale, following the configured age', () => {
    expect(webhook().admit(event(at(-301 * SECOND)))).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized', message: 'Webhook event is too old' },
    });
    expect(webhook(600).admit(event(at(-301 * SECOND))).ok).toBe(true);
  });

  it('admits up to a minute of clock skew (counted as now) and refuses further in the future', () => {
    expect(webhook().admit(event(at(59 * SECOND)))).toEqual({ ok: true, value: new Date(NOW) });
    expect(webhook().admit(event(at(61 * SECOND)))).toMatchObject({
      ok: false,
      error: { message: 'Webhook event is dated in the future' },
    });
  });

  it('refuses an event without a usable timestamp', () => {
    for (const timestamp of [undefined, '', 'yesterday']) {
      expect(webhook().admit(event(timestamp))).toMatchObject({
        ok: false,
        error: { message: 'Webhook event carries no timestamp', details: [{ field: 'body.timestamp' }] },
      });
    }
  });
});

describe('webhookDedupRetentionDays', () => {
  it('keeps the configured retention when it outlasts the window', () => {
    expect(webhookDedupRetentionDays(30, 300)).toBe(30);
  });

  it('never keeps delivery keys for less than the window plus the skew allowance', () => {
    expect(webhookDedupRetentionDays(1, 86_400) * 86_400).toBeCloseTo(86_400 + 60, 6);
  });
});
