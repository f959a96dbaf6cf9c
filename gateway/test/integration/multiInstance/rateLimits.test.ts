import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedRateLimiter, RateLimitExceeded } from '../../../src/infra/sharedRateLimiter';
import { startPair, type Pair } from './pair';

const SIGN_IN_LIMIT = 6;
const SHELL = 'http://localhost:3000';
const WEBHOOK_LIMIT = 5;

describe('rate limits hold across two gateway instances on one database', () => {
  let pair: Pair;

  beforeAll(async () => {
    pair = await startPair({
      SIGN_IN_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT),
      GHL_WEBHOOK_RATE_LIMIT_PER_MINUTE: String(WEBHOOK_LIMIT),
    });
  });
  afterAll(() => pair.close());

  it('sign-in attempts from one address one after another: exactly the limit goes through across both instances', async () => {
    const results: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT + 2; i++) {
      const t = i % 2 === 0 ? pair.a : pair.b;
      results.push(
        (
          await t.request('/auth/session', {
            method: 'POST',
            json: { code: `bogus${String(i).padStart(38, '0')}` },
            headers: { Origin: SHELL },
          })
        ).status,
      );
    }
    expect(results.slice(0, SIGN_IN_LIMIT).every((status) => status !== 429)).toBe(true);
    expect(results.slice(SIGN_IN_LIMIT)).toEqual([429, 429]);
    // Once the limit is reached, both instances refuse, with Retry-After.
    for (const t of [pair.a, pair.b]) {
      const refused = await t.request('/auth/session', {
        method: 'POST',
        json: { code: 'x'.repeat(43) },
        headers: { Origin: SHELL },
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
  }, 120_000);

  it('attempts arriving at once on both instances never go through more than the limit', async () => {
    // The limiter each instance builds, on each instance's own connection; a fresh name, so a fresh window.
    const limiters = [pair.a, pair.b].map((t) =>
      createSharedRateLimiter(t.gateway.db, { name: 'burst-check', points: SIGN_IN_LIMIT, durationSeconds: 60 }),
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: SIGN_IN_LIMIT * 3 }, (_, i) => limiters[i % 2]!.consume('203.0.113.7')),
    );
    const allowed = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    // At most the limit; at the limit exactly, concurrent attempts may all be refused (never too many allowed).
    expect(allowed).toBeLessThanOrEqual(SIGN_IN_LIMIT);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(RateLimitExceeded);
    }
  }, 120_000);

  it('webhook calls one after another: exactly the limit goes through across both instances', async () => {
    const results: number[] = [];
    for (let i = 0; i < WEBHOOK_LIMIT + 3; i++) {
      const t = i % 2 === 0 ? pair.a : pair.b;
      const response = await t.request('/api/webhooks/ghl', {
        method: 'POST',
        json: { type: 'OpportunityStageUpdate', id: 'opp-1', pipelineStageId: 'stage-1' },
      });
      results.push(response.status);
    }
    // Unsigned calls are refused (401) while under the limit; beyond it, 429 on either instance.
    expect(results.slice(0, WEBHOOK_LIMIT)).toEqual(Array(WEBHOOK_LIMIT).fill(401));
    expect(results.slice(WEBHOOK_LIMIT)).toEqual([429, 429, 429]);
  }, 120_000);
});
