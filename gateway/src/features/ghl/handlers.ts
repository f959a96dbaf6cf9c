import type { RateLimiter } from '../../infra/sharedRateLimiter';
import { errorBody, errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { GhlCompare } from './compare';
import type { CompareProgressStore } from './compareProgress';
import type { GhlDeleteOutcomes } from './deleteOutcomes';
import type { GhlImport } from './import';
import type { GhlPush } from './push';
import type { GhlAdmin } from './service';
import type { GhlSettings } from './settings';
import type { GhlWebhook } from './webhook';

export type GhlHandlerDeps = {
  admin: GhlAdmin;
  settings: GhlSettings;
  importer: GhlImport;
  compare: GhlCompare;
  compareProgress: CompareProgressStore;
  push: GhlPush;
  deleteOutcomes: GhlDeleteOutcomes;
  webhook: GhlWebhook;
  webhookLimiter: RateLimiter;
};

const TOO_MANY = 'Too many webhook calls; retry later';

/** GHL settings, import, compare and sync for admins, and GHL's webhook. */
export function createGhlHandlers(deps: GhlHandlerDeps) {
  return {
    async testGhlConnection() {
      return { status: 200, body: await deps.admin.testConnection() };
    },

    async listGhlPipelines() {
      const result = await deps.admin.listPipelines();
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async loadGhlPipelines({ body }) {
      const result = await deps.admin.loadPipelines(body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async listGhlCalendars() {
      const result = await deps.admin.listCalendars();
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async getGhlConfig() {
      return { status: 200, body: await deps.settings.getConfig() };
    },

    async saveGhlConfig({ body }) {
      const result = await deps.settings.saveConfig(body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async sendGhlTestContact({ body }) {
      const result = await deps.admin.sendTestContact(body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async fetchGhlCustomFields({ body }) {
      const result = await deps.admin.fetchCustomFields(body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async listGhlOpportunities({ query }) {
      const result = await deps.admin.listOpportunities(query.cursor);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async listGhlPipelineOpportunities({ params, query }) {
      const result = await deps.admin.listPipelineOpportunities(params.id, query.cursor);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async importGhlOpportunity({ body }) {
      const result = await deps.importer.importOpportunity(body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async compareDealsWithGhl({ query }) {
      const runId = query.runId;
      const result = runId
        ? await deps.compare
            .compare((progress) => deps.compareProgress.report(runId, progress))
            .finally(() => deps.compareProgress.finish(runId).catch(() => undefined))
        : await deps.compare.compare();
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async getGhlCompareProgress({ params }) {
      const progress = await deps.compareProgress.read(params.runId);
      if (!progress) return errorResponse({ kind: 'notFound', message: 'No comparison is running under this id' });
      return { status: 200, body: progress };
    },

    async syncDealsToGhl({ body }) {
      const result = await deps.push.sync(body.dealIds);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async listGhlDeleteOutcomes({ query }) {
      const result = await deps.deleteOutcomes.list(query);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async ghlWebhook({ body, headers }, { ip, rawBody }) {
      try {
        await deps.webhookLimiter.consume(ip || 'unknown');
      } catch (rejection) {
        const seconds = Math.max(1, Math.ceil(((rejection as { msBeforeNext?: number }).msBeforeNext ?? 1000) / 1000));
        return {
          status: 429,
          body: errorBody({ kind: 'rateLimited', message: TOO_MANY }),
          headers: { 'Retry-After': String(seconds) },
        };
      }
      const verified = deps.webhook.verify(rawBody, headers['X-GHL-Signature'], headers['X-Webhook-Secret']);
      if (!verified.ok) return errorResponse(verified.error);
      const admitted = deps.webhook.admit(body);
      if (!admitted.ok) return errorResponse(admitted.error);
      const result = await deps.webhook.receive(body, rawBody ?? JSON.stringify(body), admitted.value);
      if (!result.ok) {
        if (result.error.kind === 'unauthorized') return { status: 401, body: errorBody(result.error) };
        return {
          status: 429,
          body: errorBody(result.error),
          headers: { 'Retry-After': String(result.error.retryAfterSeconds ?? 60) },
        };
      }
      return { status: 200, body: result.value };
    },
  } satisfies Pick<
    StrictServer,
    | 'testGhlConnection'
    | 'listGhlPipelines'
    | 'loadGhlPipelines'
    | 'listGhlCalendars'
    | 'getGhlConfig'
    | 'saveGhlConfig'
    | 'sendGhlTestContact'
    | 'fetchGhlCustomFields'
    | 'listGhlOpportunities'
    | 'listGhlPipelineOpportunities'
    | 'importGhlOpportunity'
    | 'compareDealsWithGhl'
    | 'getGhlCompareProgress'
    | 'syncDealsToGhl'
    | 'listGhlDeleteOutcomes'
    | 'ghlWebhook'
  >;
}
