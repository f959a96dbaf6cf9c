import type {
  GhlCalendarsResult,
  GhlCustomFieldsResult,
  GhlFetchCustomFieldsRequest,
  GhlLoadPipelinesRequest,
  GhlOpportunitiesResult,
  GhlPipelinesResult,
  GhlTestContactRequest,
  GhlTestContactResult,
} from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Logger } from '../../infra/logger';
import type { GhlCatalog } from './catalog';
import { GhlError, type GhlAuth, type GhlClient, type GhlSearchCursor } from './client';
import { upstream } from './compare';
import { newestFirst, toCalendarDto, toCustomFieldDto, toOpportunityDto, toPipelineDto } from './fields';
import { PushRefused, type GhlPush } from './push';
import {
  API_KEY_INVALID,
  API_KEY_REQUIRED,
  LOCATION_REQUIRED,
  isMask,
  isSendableToken,
  type GhlCredentials,
  type GhlSettings,
} from './settings';

export const PIPELINES_KEY_REFUSED = 'Failed to fetch GHL pipelines. Please check your API key.';
export const PIPELINE_NOT_FOUND = 'Pipeline not found';
export const INVALID_CURSOR = 'Invalid cursor';
const TEST_OPPORTUNITY = 'Deal Portal test opportunity';
const ALL_PIPELINES = '*';

/** GHL's search cursor as our opaque one, bound to the list (a pipeline, or all of them) it pages. */
function encodeCursor(list: string, cursor: GhlSearchCursor): string {
  return Buffer.from(JSON.stringify({ l: list, a: cursor.startAfter ?? null, i: cursor.startAfterId })).toString(
    'base64url',
  );
}

/** The GHL cursor inside one of ours; a malformed one, or one of another list, is a 400. */
function decodeCursor(
  list: string,
  raw: string | undefined,
): Result<GhlSearchCursor | null, DomainError<'validation'>> {
  if (raw === undefined) return ok(null);
  const invalid = (why: string) => fail('validation', INVALID_CURSOR, [{ field: 'query.cursor', message: why }]);
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(raw) ? JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) : null;
  } catch {
    parsed = null;
  }
  const value = parsed as { l?: unknown; a?: unknown; i?: unknown } | null;
  if (
    !value ||
    typeof value !== 'object' ||
    typeof value.i !== 'string' ||
    !value.i ||
    !(value.a === null || typeof value.a === 'string' || typeof value.a === 'number')
  ) {
    return invalid('The cursor is not one this list gave out');
  }
  if (value.l !== list) return invalid('The cursor belongs to another list');
  return ok({ startAfterId: value.i, ...(value.a !== null ? { startAfter: value.a } : {}) });
}

export type GhlAdminDeps = {
  client: GhlClient;
  settings: GhlSettings;
  catalog: GhlCatalog;
  push: GhlPush;
  log: Logger;
};

type Upstream = DomainError<'upstream'>;
type Conflict = DomainError<'conflict'>;

/** Runs a GHL read and turns GHL trouble into the contract's 502. */
async function fromGhl<T>(log: Logger, what: string, read: () => Promise<T>): Promise<Result<T, Upstream>> {
  try {
    return ok(await read());
  } catch (error) {
    if (!(error instanceof GhlError)) throw error;
    log.warn({ err: error }, `GHL ${what} failed`);
    return { ok: false, error: upstream(error) };
  }
}

/**
 * The admin's GHL screens: connection test, pipelines (saved key, or a key typed before saving),
 * calendars, custom fields, the test contact and the opportunity lists of GHL Import.
 */
export function createGhlAdmin(deps: GhlAdminDeps) {
  const log = deps.log.child({ component: 'ghl-admin' });

  /**
   * The key and location a settings call should use: the body's, else the saved ones (a masked key
   * means the saved one). A blank key, or none at all, is 'API Key is required'.
   */
  async function authFrom(
    body: { apiKey?: string; locationId?: string } | undefined,
  ): Promise<Result<GhlAuth, DomainError<'validation'>>> {
    const given = body?.apiKey;
    const token =
      given === undefined || isMask(given) ? await deps.settings.savedToken() : given.trim() ? given.trim() : null;
    if (!token) return fail('validation', API_KEY_REQUIRED, [{ field: 'body.apiKey', message: API_KEY_REQUIRED }]);
    if (!isSendableToken(token)) {
      return fail('validation', API_KEY_INVALID, [{ field: 'body.apiKey', message: API_KEY_INVALID }]);
    }
    const locationId = body?.locationId?.trim() || (await deps.settings.savedLocationId());
    if (!locationId) {
      return fail('validation', LOCATION_REQUIRED, [{ field: 'body.locationId', message: LOCATION_REQUIRED }]);
    }
    return ok({ token, locationId });
  }

  async function pipelinesOf(credentials: GhlCredentials): Promise<Result<GhlPipelinesResult, Upstream>> {
    return fromGhl(log, 'pipelines', async () => ({
      pipelines: (await deps.catalog.pipelines(credentials.auth, { fresh: true })).map((p) =>
        toPipelineDto(p, credentials.auth.locationId),
      ),
    }));
  }

  /** One page (GHL's, 100) of a pipeline's opportunities, or all pipelines', with the cursor to the next. */
  async function opportunitiesOf(
    credentials: GhlCredentials,
    pipelineId: string | undefined,
    rawCursor: string | undefined,
  ): Promise<Result<GhlOpportunitiesResult, Upstream | DomainError<'validation'>>> {
    const list = pipelineId ?? ALL_PIPELINES;
    const cursor = decodeCursor(list, rawCursor);
    if (!cursor.ok) return cursor;
    return fromGhl(log, 'opportunities', async () => {
      const [definitions, pipelines, page] = await Promise.all([
        deps.catalog.opportunityFields(credentials.auth),
        deps.catalog.pipelines(credentials.auth),
        deps.client.searchPage(credentials.auth, pipelineId ? { pipelineId } : {}, cursor.value),
      ]);
      return {
        opportunities: page.opportunities.sort(newestFirst).map((o) => toOpportunityDto(o, definitions, pipelines)),
        nextCursor: page.next ? encodeCursor(list, page.next) : null,
        total: Math.max(page.total ?? 0, page.opportunities.length),
      };
    });
  }

  return {
    /** Whether the saved credentials work (never an error: false when not configured or unreachable). */
    async testConnection(): Promise<{ connected: boolean }> {
      const configured = await deps.settings.credentials();
      if (!configured.ok) return { connected: false };
      try {
        await deps.catalog.pipelines(configured.value.auth, { fresh: true });
        return { connected: true };
      } catch (error) {
        if (!(error instanceof GhlError)) throw error;
        log.info({ reason: error.message }, 'GHL connection test failed');
        return { connected: false };
      }
    },

    /** The location's pipelines with the saved key. */
    async listPipelines(): Promise<Result<GhlPipelinesResult, Conflict | Upstream>> {
      const configured = await deps.settings.credentials();
      if (!configured.ok) return configured;
      return pipelinesOf(configured.value);
    },

    /** The pipelines a key (typed, not yet saved) can see; a refused key is a 400 the admin can fix. */
    async loadPipelines(
      body: GhlLoadPipelinesRequest,
    ): Promise<Result<GhlPipelinesResult, DomainError<'validation'> | Upstream>> {
      const auth = await authFrom(body);
      if (!auth.ok) return auth;
      try {
        const pipelines = await deps.client.listPipelines(auth.value);
        return ok({ pipelines: pipelines.map((p) => toPipelineDto(p, auth.value.locationId)) });
      } catch (error) {
        if (!(error instanceof GhlError)) throw error;
        if (error.kind === 'unauthorized' || error.kind === 'forbidden') {
          return fail('validation', PIPELINES_KEY_REFUSED, [{ field: 'body.apiKey', message: error.message }]);
        }
        return { ok: false, error: upstream(error) };
      }
    },

    async listCalendars(): Promise<Result<GhlCalendarsResult, Conflict | Upstream>> {
      const configured = await deps.settings.credentials();
      if (!configured.ok) return configured;
      return fromGhl(log, 'calendars', async () => ({
        calendars: (await deps.client.listCalendars(configured.value.auth)).map(toCalendarDto),
      }));
    },

    /** The location's opportunity custom fields, with the body's key or the saved one. */
    async fetchCustomFields(
      body: GhlFetchCustomFieldsRequest | undefined,
    ): Promise<Result<GhlCustomFieldsResult, DomainError<'validation'> | Upstream>> {
      const auth = await authFrom(body);
      if (!auth.ok) return auth;
      return fromGhl(log, 'custom fields', async () => {
        const fields = (await deps.client.listCustomFields(auth.value, 'opportunity')).map(toCustomFieldDto);
        return { summary: { totalFields: fields.length }, fields };
      });
    },

    /**
     * Upserts a test contact and, when a pipeline is configured, its test opportunity (found again
     * on later tests rather than duplicated).
     */
    async sendTestContact(
      body: GhlTestContactRequest | undefined,
    ): Promise<Result<GhlTestContactResult, Conflict | Upstream>> {
      const configured = await deps.settings.credentials();
      if (!configured.ok) return configured;
      const credentials = configured.value;
      try {
        const firstName = body?.firstName?.trim() || 'Test';
        const lastName = body?.lastName?.trim() || 'Contact';
        const { contact } = await deps.client.upsertContact(credentials.auth, {
          firstName,
          lastName,
          name: `${firstName} ${lastName}`,
          email: body?.email?.trim() || 'deal-portal-test@example.com',
          phone: body?.phone?.trim() || '+15555550100',
          source: 'Deal Portal test',
        });
        if (!credentials.pipelineId) {
          return ok({ message: 'Test contact created in GHL', contactId: contact.id, opportunityId: null });
        }
        const { opportunity } = await deps.push.ensureOpportunity(credentials, {
          contactId: contact.id,
          marker: TEST_OPPORTUNITY,
          input: { name: TEST_OPPORTUNITY, monetaryValue: 0 },
        });
        return ok({
          message: 'Test contact and opportunity created in GHL',
          contactId: contact.id,
          opportunityId: opportunity.id,
        });
      } catch (error) {
        if (error instanceof GhlError) return { ok: false, error: upstream(error) };
        if (error instanceof PushRefused) return fail('upstream', error.message);
        throw error;
      }
    },

    /** A page of the opportunities of every pipeline of the location. */
    async listOpportunities(
      cursor?: string,
    ): Promise<Result<GhlOpportunitiesResult, Conflict | Upstream | DomainError<'validation'>>> {
      const configured = await deps.settings.credentials();
      if (!configured.ok) return configured;
      return opportunitiesOf(configured.value, undefined, cursor);
    },

    /** A page of one pipeline's opportunities; 404 when the location has no such pipeline. */
    async listPipelineOpportunities(
      pipelineId: string,
      cursor?: string,
    ): Promise<
      Result<GhlOpportunitiesResult, Conflict | Upstream | DomainError<'notFound'> | DomainError<'validation'>>
    > {
      const configured = await deps.settings.credentials();
      if (!configured.ok) return configured;
      const pipelines = await fromGhl(log, 'pipelines', () => deps.catalog.pipelines(configured.value.auth));
      if (!pipelines.ok) return pipelines;
      if (!pipelines.value.some((p) => p.id === pipelineId)) return fail('notFound', PIPELINE_NOT_FOUND);
      return opportunitiesOf(configured.value, pipelineId, cursor);
    },
  };
}

export type GhlAdmin = ReturnType<typeof createGhlAdmin>;
