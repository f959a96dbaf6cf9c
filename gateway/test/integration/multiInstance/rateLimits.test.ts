import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPair, type Pair } from './pair';

const SIGN_IN_LIMIT = 6;
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

  const statuses = async (calls: (() => Promise<Response>)[]) =>
    (await Promise.all(calls.map((call) => call()))).map((response) => response.status);

  it('sign-in attempts from one address are limited in total, not per instance (also when they arrive at once)', async () => {
    const attempt = (i: number) => () =>
      (i % 2 === 0 ? pair.a : pair.b).request('/auth/discord', { method: 'POST', json: { code: `bogus-${i}` } });
    const results = await statuses(Array.from({ length: SIGN_IN_LIMIT * 3 }, (_, i) => attempt(i)));
    const allowed = results.filter((status) => status !== 429);
    expect(allowed.length).toBeLessThanOrEqual(SIGN_IN_LIMIT);
    expect(allowed.length).toBeGreaterThan(0);
    // Once the limit is reached, both instances refuse, with Retry-After.
    for (const t of [pair.a, pair.b]) {
      const refused = await t.request('/auth/discord', { method: 'POST', json: { code: 'one-more' } });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
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
