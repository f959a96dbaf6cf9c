import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/infra/logger';
import { createGhlClient, GhlError, type GhlAuth } from '../../../src/features/ghl/client';
import { startGhlSandbox, type GhlSandbox } from '../../../sandbox/ghl';

/** The GHL client against the sandbox over real HTTP: paging, our burst limit, retries, timeouts, typed errors. */
describe('the GHL client', () => {
  let ghl: GhlSandbox;
  let auth: GhlAuth;
  const client = (overrides: Partial<Parameters<typeof createGhlClient>[0]> = {}) =>
    createGhlClient({
      baseUrl: ghl.url,
      version: '2021-07-28',
      timeoutMs: 2_000,
      maxRetries: 3,
      retryBaseDelayMs: 10,
      burstLimit: 90,
      fetch,
      log: createLogger('silent', false),
      ...overrides,
    });

  beforeAll(async () => {
    ghl = await startGhlSandbox();
    auth = { token: ghl.apiKey, locationId: ghl.locationId };
  });
  afterAll(() => ghl.close());
  afterEach(() => {
    ghl.clearFaults();
    ghl.setLatency(0);
  });

  it('follows the search pages (100 a page) to the last opportunity', async () => {
    for (let i = 0; i < 150; i++) {
      ghl.addOpportunity({
        name: `Bulk ${i}`,
        contact: { firstName: 'Bulk', lastName: String(i), email: `bulk${i}@example.com` },
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
      });
    }
    const before = ghl.requests().length;
    const all = await client().searchOpportunities(auth, { pipelineId: ghl.pipelineId });
    expect(all).toHaveLength(153);
    expect(new Set(all.map((o) => o.id)).size).toBe(153);
    expect(
      ghl
        .requests()
        .slice(before)
        .map((r) => r.path),
    ).toEqual(['/opportunities/search', '/opportunities/search']);
  });

  it('keeps to its burst limit by queueing calls, never by failing them', async () => {
    const limited = client({ burstLimit: 3, burstWindowMs: 400 });
    const before = ghl.requests().length;
    const started = Date.now();
    await Promise.all(Array.from({ length: 7 }, () => limited.listPipelines(auth)));
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
    const times = ghl
      .requests()
      .slice(before)
      .map((r) => r.at);
    expect(times).toHaveLength(7);
    for (const at of times)
      expect(times.filter((other) => other >= at && other < at + 350).length).toBeLessThanOrEqual(3);
  });

  it('retries 429 and 5xx with backoff and succeeds; gives up after its retries with a typed error', async () => {
    ghl.failNext(3, 429);
    expect((await client().listPipelines(auth)).length).toBe(2);
    ghl.failNext(3, 500);
    expect((await client().listCalendars(auth)).length).toBe(2);

    ghl.failNext(10, 429);
    const before = ghl.requests().length;
    const limited = await client()
      .listPipelines(auth)
      .catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(GhlError);
    expect(limited).toMatchObject({ kind: 'rateLimited', status: 429, transient: true });
    expect(ghl.requests().length - before).toBe(4);
  });

  it('does not repeat a create on 5xx (GHL may have done it); does repeat it on 429 (GHL did not)', async () => {
    const [contact] = ghl.contacts();
    const input = { pipelineId: ghl.pipelineId, name: 'Once', contactId: contact!.id, status: 'open' };
    ghl.failNext(5, 500, { method: 'POST', path: '/opportunities/' });
    const before = ghl.requests().length;
    await expect(client().createOpportunity(auth, input)).rejects.toMatchObject({ kind: 'unavailable', status: 500 });
    expect(ghl.requests().length - before).toBe(1);
    ghl.failNext(2, 429, { method: 'POST', path: '/opportunities/' });
    const created = await client().createOpportunity(auth, input);
    expect(ghl.opportunity(created.id)).toMatchObject({ name: 'Once' });
  });

  it('times out a call that takes too long', async () => {
    ghl.setLatency(500);
    await expect(client({ timeoutMs: 100, maxRetries: 1 }).listPipelines(auth)).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringMatching(/timed out after 100 ms/),
    });
  });

  it('types refusals: a wrong token, another location, an unknown id, a bad request', async () => {
    await expect(client().listPipelines({ ...auth, token: 'pit-wrong' })).rejects.toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    await expect(client().listPipelines({ ...auth, locationId: 'someone-else' })).rejects.toMatchObject({
      kind: 'forbidden',
      status: 403,
    });
    expect(await client().getOpportunity(auth, 'no-such-id')).toBeNull();
    await expect(
      client().createOpportunity(auth, { pipelineId: 'nope', name: 'x', contactId: 'y', status: 'open' }),
    ).rejects.toMatchObject({ kind: 'rejected', status: 400, message: expect.stringMatching(/pipelineId is invalid/) });
  });

  it('the sandbox refuses calls without the Version header, as GHL does', async () => {
    const response = await fetch(`${ghl.url}/opportunities/pipelines?locationId=${ghl.locationId}`, {
      headers: { Authorization: `Bearer ${ghl.apiKey}` },
    });
    expect(response.status).toBe(400);
    const ok = await fetch(`${ghl.url}/opportunities/pipelines?locationId=${ghl.locationId}`, {
      headers: { Authorization: `Bearer ${ghl.apiKey}`, Version: '2021-07-28' },
    });
    expect(ok.headers.get('x-ratelimit-max')).toBe('100');
    expect(ok.headers.get('x-ratelimit-interval-milliseconds')).toBe('10000');
    expect(Number(ok.headers.get('x-ratelimit-remaining'))).toBeLessThan(100);
    expect(ok.headers.get('x-ratelimit-limit-daily')).toBe('200000');
  });
});
