import type { Logger } from '../../infra/logger';
import type { Metrics } from '../../infra/metrics';
import { createAnswerChecks, UNEXPECTED_ANSWER } from '../../infra/providerAnswers';
import { createSlidingWindow } from './slidingWindow';
import {
  createGhlAnswers,
  type GhlRawCalendar,
  type GhlRawContact,
  type GhlRawCustomField,
  type GhlRawOpportunity,
  type GhlRawPipeline,
} from './answers';

/** Which GHL sub-account (location) to talk to, and the private-integration token that may. */
export type GhlAuth = { token: string; locationId: string };

/** `unexpected`: GHL answered, but not in a shape we can use (see answers.ts). */
export type GhlErrorKind =
  'unauthorized' | 'forbidden' | 'notFound' | 'rejected' | 'rateLimited' | 'unavailable' | 'unexpected';

/** A GHL call that did not succeed, after any retries. */
export class GhlError extends Error {
  override readonly name = 'GhlError';
  constructor(
    readonly kind: GhlErrorKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }

  /**
   * Worth trying again later (rate limits, GHL or network trouble, an answer we could not read,
   * e.g. a proxy's error page), as opposed to a refusal.
   */
  get transient(): boolean {
    return this.kind === 'rateLimited' || this.kind === 'unavailable' || this.kind === 'unexpected';
  }
}

export type {
  GhlRawCalendar,
  GhlRawContact,
  GhlRawCustomField,
  GhlRawCustomFieldValue,
  GhlRawOpportunity,
  GhlRawPipeline,
  GhlRawStage,
} from './answers';

/** Custom-field values as GHL takes them in requests (by id, or by key when no id is known). */
export type GhlCustomFieldInput = { id?: string; key?: string; field_value: string | number };

export type GhlOpportunityInput = {
  name?: string;
  monetaryValue?: number;
  customFields?: GhlCustomFieldInput[];
  pipelineId?: string;
  pipelineStageId?: string;
  status?: string;
  contactId?: string;
  assignedTo?: string;
  source?: string;
};

export type GhlContactInput = {
  firstName?: string;
  lastName?: string;
  name?: string;
  email?: string;
  phone?: string;
  source?: string;
  tags?: string[];
};

/**
 * Every GHL endpoint the client calls, with the `Version` header GHL's published API documents
 * (GoHighLevel/highlevel-api-docs, the file named beside each) require for it. Requests name their
 * endpoint by its key here, so no call can go out with another version.
 */
export const GHL_ENDPOINT_VERSIONS = {
  'GET /opportunities/pipelines': '2021-07-28', // apps/opportunities.json
  'GET /opportunities/search': '2021-07-28', // apps/opportunities.json
  'GET /opportunities/{id}': '2021-07-28', // apps/opportunities.json
  'PUT /opportunities/{id}': '2021-07-28', // apps/opportunities.json
  'PUT /opportunities/{id}/status': '2021-07-28', // apps/opportunities.json
  'DELETE /opportunities/{id}': '2021-07-28', // apps/opportunities.json
  'POST /opportunities/': '2021-07-28', // apps/opportunities.json
  'POST /contacts/upsert': '2021-07-28', // apps/contacts.json
  'GET /contacts/{contactId}': '2021-07-28', // apps/contacts.json
  'GET /locations/{locationId}/customFields': '2021-07-28', // apps/locations.json
  'GET /calendars/': '2021-04-15', // apps/calendars.json
} as const;

export type GhlEndpoint = keyof typeof GHL_ENDPOINT_VERSIONS;

/** Where an opportunity search goes on from: GHL's `startAfter` / `startAfterId` of the last page. */
export type GhlSearchCursor = { startAfter?: string | number; startAfterId: string };

/** One page of an opportunity search: its opportunities, GHL's total of matches and the cursor to the next page. */
export type GhlOpportunityPage = {
  opportunities: GhlRawOpportunity[];
  total: number | null;
  next: GhlSearchCursor | null;
};

export type GhlSearchFilter = { pipelineId?: string; contactId?: string; query?: string };

export type GhlClientOptions = {
  baseUrl: string;
  timeoutMs: number;
  maxRetries: number;
  retryBaseDelayMs: number;
  /** Requests per location per `burstWindowMs` that we allow ourselves (GHL's burst limit is 100 per 10 s). */
  burstLimit: number;
  /** The burst window (10 s, as GHL counts; shorter in tests). */
  burstWindowMs?: number;
  fetch: typeof fetch;
  log: Logger;
  /** Where unusable answers and skipped items are counted (portal_provider_*). */
  metrics?: Metrics;
};

type Retry = 'always' | 'rateLimitOnly';
type RequestOptions = { query?: Record<string, string | number | undefined>; body?: unknown; retry?: Retry };

const MAX_DELAY_MS = 10_000;
const SEARCH_PAGE_SIZE = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const message = (body as { message?: unknown }).message;
    if (Array.isArray(message)) return message.map(String).join('; ');
    if (typeof message === 'string' && message) return message;
    const error = (body as { error?: unknown }).error;
    if (typeof error === 'string' && error) return error;
  }
  return fallback;
}

/**
 * GoHighLevel API v2 over fetch: bearer private-integration token, the `Version` header, our own
 * rate limit per location below GHL's burst limit (a queue, so callers wait rather than fail),
 * timeouts, and retries with exponential backoff on 429 (every call: GHL did not do it) and on
 * 5xx or network trouble (only calls that are safe to repeat; creating an opportunity is not, and
 * its caller finds an opportunity a lost answer did create). Failures are typed `GhlError`s.
 */
export function createGhlClient(options: GhlClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const log = options.log.child({ component: 'ghl-client' });
  const answers = createGhlAnswers(
    createAnswerChecks({
      provider: 'ghl',
      reporting: { log: options.log, metrics: options.metrics },
      unexpected: () => new GhlError('unexpected', UNEXPECTED_ANSWER.ghl),
    }),
  );
  const burst = createSlidingWindow(options.burstLimit, options.burstWindowMs ?? 10_000);
  /** When GHL says the burst budget is spent, wait for its interval before the next call. */
  const pausedUntil = new Map<string, number>();

  function backoff(attempt: number, retryAfter: string | null): number {
    const seconds = retryAfter !== null ? Number(retryAfter) : NaN;
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_DELAY_MS * 3);
    const exponential = options.retryBaseDelayMs * 2 ** attempt;
    return Math.min(exponential + Math.random() * options.retryBaseDelayMs, MAX_DELAY_MS);
  }

  function noteRateLimit(key: string, headers: Headers): void {
    const remaining = Number(headers.get('x-ratelimit-remaining'));
    const interval = Number(headers.get('x-ratelimit-interval-milliseconds'));
    if (headers.has('x-ratelimit-remaining') && remaining <= 0 && Number.isFinite(interval) && interval > 0) {
      pausedUntil.set(key, Date.now() + Math.min(interval, MAX_DELAY_MS));
    }
  }

  /** One call, retried as its kind allows; the answer's body as sent (JSON parsed, else its text), to be read by `answers`. */
  async function request(
    auth: GhlAuth,
    endpoint: GhlEndpoint,
    params: Record<string, string>,
    opts: RequestOptions = {},
  ): Promise<unknown> {
    const [method, template] = endpoint.split(' ') as [string, string];
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(opts.query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
    }
    const retry = opts.retry ?? (method === 'GET' || method === 'PUT' ? 'always' : 'rateLimitOnly');
    const key = auth.locationId || 'default';
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= options.maxRetries;
      const paused = (pausedUntil.get(key) ?? 0) - Date.now();
      if (paused > 0) await sleep(paused);
      await burst.take(key);

      let response: Response;
      try {
        response = await options.fetch(url, {
          method,
          headers: {
            Authorization: `Bearer ${auth.token}`,
            Version: GHL_ENDPOINT_VERSIONS[endpoint],
            Accept: 'application/json',
            ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          },
          body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        const reason = timedOut ? `timed out after ${options.timeoutMs} ms` : (error as Error).message;
        if (retry === 'always' && !last) {
          log.warn({ method, path, attempt, reason }, 'GHL call failed; retrying');
          await sleep(backoff(attempt, null));
          continue;
        }
        throw new GhlError('unavailable', `GHL could not be reached (${reason})`);
      }

      noteRateLimit(key, response.headers);
      const text = await response.text().catch(() => '');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      if (response.ok) return body;

      const status = response.status;
      const message = messageOf(body, `GHL answered ${status}`);
      if (status === 429) {
        if (!last) {
          log.warn({ method, path, attempt }, 'GHL rate limit (429); retrying');
          await sleep(backoff(attempt, response.headers.get('retry-after')));
          continue;
        }
        throw new GhlError('rateLimited', `GHL rate limit reached: ${message}`, status);
      }
      if (status >= 500) {
        if (retry === 'always' && !last) {
          log.warn({ method, path, attempt, status }, 'GHL server error; retrying');
          await sleep(backoff(attempt, response.headers.get('retry-after')));
          continue;
        }
        throw new GhlError('unavailable', `GHL failed (${status}): ${message}`, status);
      }
      if (status === 401) throw new GhlError('unauthorized', `GHL refused the token: ${message}`, status);
      if (status === 403) throw new GhlError('forbidden', `GHL refused access: ${message}`, status);
      if (status === 404) throw new GhlError('notFound', message, status);
      throw new GhlError('rejected', `GHL refused the request (${status}): ${message}`, status);
    }
  }

  /** One page (100) of GET /opportunities/search from `cursor` (the first page without one). */
  async function searchPage(
    auth: GhlAuth,
    filter: GhlSearchFilter,
    cursor: GhlSearchCursor | null,
  ): Promise<GhlOpportunityPage> {
    const body = await request(
      auth,
      'GET /opportunities/search',
      {},
      {
        query: {
          location_id: auth.locationId,
          pipeline_id: filter.pipelineId,
          contact_id: filter.contactId,
          q: filter.query,
          limit: SEARCH_PAGE_SIZE,
          startAfter: cursor?.startAfter,
          startAfterId: cursor?.startAfterId,
        },
      },
    );
    const { opportunities, meta } = answers.search(body);
    const total = typeof meta?.total === 'number' ? meta.total : null;
    if (!meta?.nextPageUrl || !meta.startAfterId || opportunities.length === 0) {
      return { opportunities, total, next: null };
    }
    const next: GhlSearchCursor = { startAfter: meta.startAfter ?? undefined, startAfterId: meta.startAfterId };
    if (cursor && next.startAfterId === cursor.startAfterId && String(next.startAfter) === String(cursor.startAfter)) {
      // GHL handed back the cursor it was given: following it would repeat this page for ever.
      log.warn({ filter, cursor }, 'GHL opportunity search returned the cursor it was given; listing stopped there');
      return { opportunities, total, next: null };
    }
    return { opportunities, total, next };
  }

  /**
   * Every page of an opportunity search, one at a time (so a caller holds one page, not the
   * location), following GHL's cursor to the end. A cursor that does not advance ends the listing
   * with a logged warning; the repeated page's opportunities already seen are not yielded again.
   */
  async function* opportunityPages(
    auth: GhlAuth,
    filter: GhlSearchFilter = {},
  ): AsyncGenerator<{ opportunities: GhlRawOpportunity[]; total: number | null }> {
    let cursor: GhlSearchCursor | null = null;
    let previous = new Set<string>();
    do {
      const page: GhlOpportunityPage = await searchPage(auth, filter, cursor);
      const fresh = page.opportunities.filter((o) => !previous.has(o.id));
      if (fresh.length > 0) yield { opportunities: fresh, total: page.total };
      previous = new Set(page.opportunities.map((o) => o.id));
      cursor = page.next;
    } while (cursor);
  }

  return {
    /** The location's pipelines with their stages (GET /opportunities/pipelines). */
    async listPipelines(auth: GhlAuth): Promise<GhlRawPipeline[]> {
      const body = await request(
        auth,
        'GET /opportunities/pipelines',
        {},
        {
          query: { locationId: auth.locationId },
        },
      );
      return answers.pipelines(body);
    },

    /** The location's custom fields of one model (GET /locations/{id}/customFields?model=). */
    async listCustomFields(auth: GhlAuth, model: 'opportunity' | 'contact' | 'all'): Promise<GhlRawCustomField[]> {
      const body = await request(
        auth,
        'GET /locations/{locationId}/customFields',
        { locationId: auth.locationId },
        { query: { model } },
      );
      return answers.customFields(body);
    },

    /** The location's calendars (GET /calendars/). */
    async listCalendars(auth: GhlAuth): Promise<GhlRawCalendar[]> {
      const body = await request(
        auth,
        'GET /calendars/',
        {},
        {
          query: { locationId: auth.locationId },
        },
      );
      return answers.calendars(body);
    },

    searchPage,
    opportunityPages,

    /**
     * Opportunities matching the filters, at most `maxPages` pages of 100: for small lookups (a
     * contact's opportunities); whole listings go page by page through `opportunityPages`.
     */
    async searchOpportunities(
      auth: GhlAuth,
      filter: GhlSearchFilter & { maxPages: number },
    ): Promise<GhlRawOpportunity[]> {
      const all: GhlRawOpportunity[] = [];
      let pages = 0;
      for await (const page of opportunityPages(auth, filter)) {
        all.push(...page.opportunities);
        if (++pages >= filter.maxPages) break;
      }
      return all;
    },

    /** One opportunity, or null when GHL does not know it (404; GET /opportunities/{id}). */
    async getOpportunity(auth: GhlAuth, id: string): Promise<GhlRawOpportunity | null> {
      let body: unknown;
      try {
        body = await request(auth, 'GET /opportunities/{id}', { id });
      } catch (error) {
        if (error instanceof GhlError && error.kind === 'notFound') return null;
        throw error;
      }
      return answers.opportunity('GET /opportunities/{id}', body);
    },

    /** Creates an opportunity (POST /opportunities/). Not retried on 5xx: see the client's doc. */
    async createOpportunity(auth: GhlAuth, input: GhlOpportunityInput): Promise<GhlRawOpportunity> {
      const body = await request(
        auth,
        'POST /opportunities/',
        {},
        {
          body: { locationId: auth.locationId, ...input },
          retry: 'rateLimitOnly',
        },
      );
      return answers.opportunity('POST /opportunities/', body);
    },

    /** Updates an opportunity's fields (PUT /opportunities/{id}); safe to repeat. */
    async updateOpportunity(auth: GhlAuth, id: string, input: GhlOpportunityInput): Promise<GhlRawOpportunity> {
      const body = await request(
        auth,
        'PUT /opportunities/{id}',
        { id },
        {
          body: input,
        },
      );
      return answers.updatedOpportunity(body) ?? { id };
    },

    /** Sets an opportunity's status (PUT /opportunities/{id}/status); safe to repeat. */
    async updateOpportunityStatus(
      auth: GhlAuth,
      id: string,
      status: 'open' | 'won' | 'lost' | 'abandoned',
    ): Promise<void> {
      await request(auth, 'PUT /opportunities/{id}/status', { id }, { body: { status } });
    },

    /** Deletes an opportunity (DELETE /opportunities/{id}); false when GHL no longer has it. Safe to repeat. */
    async deleteOpportunity(auth: GhlAuth, id: string): Promise<boolean> {
      try {
        await request(auth, 'DELETE /opportunities/{id}', { id }, { retry: 'always' });
        return true;
      } catch (error) {
        if (error instanceof GhlError && error.kind === 'notFound') return false;
        throw error;
      }
    },

    /**
     * Creates or updates the contact GHL matches by e-mail or phone (POST /contacts/upsert), so
     * repeating it never makes a second contact.
     */
    async upsertContact(auth: GhlAuth, input: GhlContactInput): Promise<{ contact: GhlRawContact; isNew: boolean }> {
      const body = await request(
        auth,
        'POST /contacts/upsert',
        {},
        {
          body: { locationId: auth.locationId, ...input },
          retry: 'always',
        },
      );
      return answers.upsertedContact(body);
    },

    /** One contact, or null (GET /contacts/{id}). */
    async getContact(auth: GhlAuth, id: string): Promise<GhlRawContact | null> {
      let body: unknown;
      try {
        body = await request(auth, 'GET /contacts/{contactId}', { contactId: id });
      } catch (error) {
        if (error instanceof GhlError && error.kind === 'notFound') return null;
        throw error;
      }
      return answers.contact(body);
    },
  };
}

export type GhlClient = ReturnType<typeof createGhlClient>;
