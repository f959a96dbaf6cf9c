import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/infra/logger';
import { createGhlClient, GHL_ENDPOINT_VERSIONS, GhlError, type GhlAuth } from '../../../src/features/ghl/client';
import { startGhlSandbox, type GhlSandbox } from '../../../sandbox/ghl';
import { endpointKey, GHL_PUBLISHED_ENDPOINTS } from '../../../sandbox/ghlPublishedApi';

/** The GHL client against the sandbox over real HTTP: paging, our burst limit, retries, timeouts, typed errors. */
describe('the GHL client', () => {
  let ghl: GhlSandbox;
  let auth: GhlAuth;
  const client = (overrides: Partial<Parameters<typeof createGhlClient>[0]> = {}) =>
    createGhlClient({
      baseUrl: ghl.url,
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
    const all = [];
    for await (const page of client().opportunityPages(auth, { pipelineId: ghl.pipelineId })) {
      expect(page.total).toBe(153);
      all.push(...page.opportunities);
    }
    expect(all).toHaveLength(153);
    expect(new Set(all.map((o) => o.id)).size).toBe(153);
    expect(
      ghl
        .requests()
        .slice(before)
        .map((r) => r.path),
    ).toEqual(['/opportunities/search', '/opportunities/search']);
  });

  it('sends each endpoint the Version its published document requires, from its one table', async () => {
    const documented = new Map(GHL_PUBLISHED_ENDPOINTS.map((e) => [endpointKey(e), e.version]));
    for (const [endpoint, version] of Object.entries(GHL_ENDPOINT_VERSIONS)) {
      expect({ endpoint, version }).toEqual({ endpoint, version: documented.get(endpoint) });
    }

    const c = client();
    const before = ghl.requests().length;
    const [contact] = ghl.contacts();
    await c.listPipelines(auth);
    await c.listCustomFields(auth, 'opportunity');
    await c.listCalendars(auth);
    await c.searchOpportunities(auth, { pipelineId: ghl.pipelineId, maxPages: 1 });
    const created = await c.createOpportunity(auth, {
      pipelineId: ghl.pipelineId,
      name: 'Versioned',
      contactId: contact!.id,
      status: 'open',
      monetaryValue: 1,
    });
    await c.getOpportunity(auth, created.id);
    await c.updateOpportunity(auth, created.id, { monetaryValue: 2, status: 'won' });
    await c.updateOpportunityStatus(auth, created.id, 'lost');
    await c.upsertContact(auth, { email: 'versions@example.com', firstName: 'Ver' });
    await c.getContact(auth, contact!.id);
    expect(await c.deleteOpportunity(auth, created.id)).toBe(true);

    const sent = ghl.requests().slice(before);
    expect(new Set(sent.map((r) => r.endpoint))).toEqual(new Set(Object.keys(GHL_ENDPOINT_VERSIONS)));
    for (const r of sent) {
      expect({ endpoint: r.endpoint, version: r.version, status: r.status }).toEqual({
        endpoint: r.endpoint,
        version: documented.get(r.endpoint!),
        status: expect.any(Number) as number,
      });
      expect(r.status).toBeLessThan(400);
    }
  });

  it('ends a listing whose cursor does not advance after one repeat, with a warning', async () => {
    const lines: { level: number; msg: string }[] = [];
    const spyLog = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    ghl.seedOpportunities(250, { namePrefix: 'Stuck' });
    ghl.repeatSearchCursor(true);
    try {
      const before = ghl.requests().length;
      const seen: string[] = [];
      for await (const page of client({ log: spyLog }).opportunityPages(auth, { pipelineId: ghl.pipelineId })) {
        seen.push(...page.opportunities.map((o) => o.id));
      }
      expect(ghl.requests().length - before).toBe(2);
      expect(seen).toHaveLength(100);
      expect(new Set(seen).size).toBe(100);
      expect(lines).toEqual([
        expect.objectContaining({ level: 40, msg: expect.stringMatching(/cursor it was given/) }),
      ]);
    } finally {
      ghl.repeatSearchCursor(false);
    }
  });

  it('keeps to its burst limit by queueing calls, never by failing them', async () => {
    // When each call leaves the client: a lower bound on their spacing, which a busy machine only widens.
    const sentAt: number[] = [];
    const recording: typeof fetch = (input, init) => {
      sentAt.push(Date.now());
      return fetch(input, init);
    };
    const limited = client({ burstLimit: 3, burstWindowMs: 400, fetch: recording });
    const before = ghl.requests().length;
    await Promise.all(Array.from({ length: 7 }, () => limited.listPipelines(auth)));
    expect(
      ghl
        .requests()
        .slice(before)
        .map((r) => r.status),
    ).toEqual(Array(7).fill(200));
    sentAt.sort((a, b) => a - b);
    for (let i = 0; i + 3 < sentAt.length; i++) expect(sentAt[i + 3]! - sentAt[i]!).toBeGreaterThanOrEqual(390);
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
    expect(await response.json()).toEqual({ statusCode: 400, message: 'Version header was not found' });
    const ok = await fetch(`${ghl.url}/opportunities/pipelines?locationId=${ghl.locationId}`, {
      headers: { Authorization: `Bearer ${ghl.apiKey}`, Version: '2021-07-28' },
    });
    expect(ok.headers.get('x-ratelimit-max')).toBe('100');
    expect(ok.headers.get('x-ratelimit-interval-milliseconds')).toBe('10000');
    expect(Number(ok.headers.get('x-ratelimit-remaining'))).toBeLessThan(100);
    expect(ok.headers.get('x-ratelimit-limit-daily')).toBe('200000');
  });
});
