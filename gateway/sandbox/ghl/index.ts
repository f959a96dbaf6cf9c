import { endpointKey, matchEndpoint } from '../ghlPublishedApi';
import { createAnswerOverrides, listen } from '../http';
import { answerGhlCall } from './api';
import { answerControlCall } from './control';
import { seedDemoOpportunities } from './demo';
import {
  BURST,
  CALENDARS,
  SANDBOX_GHL_API_KEY,
  SANDBOX_GHL_LOCATION_ID,
  SANDBOX_PIPELINE,
  SANDBOX_STAGES,
} from './fixtures';
import { createGhlLimits } from './limits';
import { createGhlStore, now } from './store';
import type { GhlSandbox, SandboxOpportunity, SandboxRequest } from './types';
import { createGhlWebhooks } from './webhooks';

/**
 * A sandbox GoHighLevel (API v2, as services.leadconnectorhq.com speaks it): a private-integration
 * token is required, and each endpoint checks what GHL's published documents require of it
 * (`ghlPublishedApi.ts`: the `Version` value, required query parameters as GHL spells them, enums,
 * the page-size limit, required body fields and types), answering 400/422 with GHL's error bodies.
 * One location with pipelines, opportunities,
 * contacts, custom fields and calendars, the `X-RateLimit-*` headers and GHL's burst limit, a
 * switch that answers 429 or 500 for the next N calls or for a while, and webhooks signed with
 * its own Ed25519 key exactly as GHL signs them (`X-GHL-Signature`, base64, over the raw body).
 */

export {
  SANDBOX_CUSTOM_FIELDS,
  SANDBOX_GHL_API_KEY,
  SANDBOX_GHL_LOCATION_ID,
  SANDBOX_OTHER_PIPELINE,
  SANDBOX_PIPELINE,
  SANDBOX_STAGES,
} from './fixtures';
export type {
  GhlSandbox,
  GhlWebhookEventBody,
  SandboxContact,
  SandboxOpportunity,
  SandboxRequest,
  SendWebhookOptions,
} from './types';

/** Starts the sandbox GHL on loopback (`port` 0 or left out: a free port). */
export async function startGhlSandbox(
  options: {
    port?: number;
    apiKey?: string;
    webhookUrl?: string;
    seed?: boolean;
    allowDuplicateOpportunities?: boolean;
    /**
     * Calls allowed per 10 s before 429 (GHL's is 100). Load tests raise it so a backlog of
     * thousands of pushes drains in a test's time; the headers report the limit in force.
     */
    burstLimit?: number;
  } = {},
): Promise<GhlSandbox> {
  const burst = options.burstLimit ?? BURST;
  const apiKey = options.apiKey ?? SANDBOX_GHL_API_KEY;
  const locationId = SANDBOX_GHL_LOCATION_ID;
  const store = createGhlStore({ locationId, allowDuplicates: options.allowDuplicateOpportunities ?? true });
  const limits = createGhlLimits(burst);
  const webhooks = createGhlWebhooks(store);
  const overrides = createAnswerOverrides();
  const log: SandboxRequest[] = [];
  let webhookUrl = options.webhookUrl ?? null;
  let latencyMs = 0;
  let repeatCursor = false;

  async function moveOpportunity(id: string, stageId: string, { notify = false } = {}): Promise<SandboxOpportunity> {
    const opportunity = store.opportunities.get(id);
    if (!opportunity) throw new Error(`no opportunity ${id}`);
    const problem = store.updateOpportunity(opportunity, { pipelineStageId: stageId });
    if (problem) throw new Error(problem);
    if (notify && webhookUrl) {
      const response = await webhooks.sendSignedWebhook(
        webhookUrl,
        webhooks.webhookEvent('OpportunityStageUpdate', id),
      );
      await response.arrayBuffer();
    }
    return opportunity;
  }

  const server = await listen(options.port ?? 0, async (req, res, url, body) => {
    if (url.pathname.startsWith('/_sandbox')) {
      await answerControlCall(req, res, url, body, { store, limits, webhookUrl: () => webhookUrl, moveOpportunity });
      return;
    }
    const at = Date.now();
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (res.destroyed) return;
    overrides.apply(req.method ?? 'GET', url.pathname.replace(/\/+$/, '') || '/', res);
    const status = await answerGhlCall(req, res, url, body, { apiKey, store, limits, repeatCursor });
    const matched = matchEndpoint(req.method ?? 'GET', url.pathname);
    const version = req.headers.version;
    log.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      status,
      at,
      version: typeof version === 'string' ? version : null,
      endpoint: matched ? endpointKey(matched.endpoint) : null,
    });
  });

  if (options.seed !== false) seedDemoOpportunities(store);

  return {
    ...server,
    apiKey,
    locationId,
    pipelineId: SANDBOX_PIPELINE.id,
    stages: SANDBOX_STAGES,
    publicKeyPem: webhooks.publicKeyPem,
    env: { GHL_API_BASE_URL: server.url, GHL_WEBHOOK_PUBLIC_KEY: webhooks.publicKeyPem },
    configRequest: {
      apiKey,
      locationId,
      pipelineId: SANDBOX_PIPELINE.id,
      calendarId: CALENDARS[0]!.id,
      underReviewStageId: SANDBOX_STAGES.qualification.id,
      inUnderwritingStageId: SANDBOX_STAGES.needsAnalysis.id,
      loeSentStageId: SANDBOX_STAGES.lenderSubmission.id,
      closedStageId: SANDBOX_STAGES.proposal.id,
      signedProposalStageId: SANDBOX_STAGES.signedProposal.id,
      noShowStageId: SANDBOX_STAGES.underwriting.id,
    },
    contacts: () => [...store.contacts.values()],
    opportunities: () => [...store.opportunities.values()],
    opportunity: (id) => store.opportunities.get(id),
    opportunitiesOfEmail: store.opportunitiesOfEmail,
    addOpportunity: store.addOpportunity,
    moveOpportunity,
    addCustomField: (field) => store.addCustomField(field),
    setCustomField(id, fieldKey, value) {
      const opportunity = store.opportunities.get(id);
      if (!opportunity) throw new Error(`no opportunity ${id}`);
      store.applyCustomFields(opportunity, [{ key: fieldKey, field_value: value }]);
      opportunity.updatedAt = now();
    },
    deleteOpportunity: (id) => void store.opportunities.delete(id),
    failNext: limits.failNext,
    failFor: limits.failFor,
    clearFaults: limits.clearFaults,
    requests: () => [...log],
    setLatency(ms) {
      latencyMs = ms;
    },
    seedOpportunities: store.seedOpportunities,
    repeatSearchCursor(on) {
      repeatCursor = on;
    },
    overrideAnswer: (method, path, answer) => overrides.set(method, path, answer),
    clearAnswerOverrides: () => overrides.clear(),
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    webhookEvent: webhooks.webhookEvent,
    sign: webhooks.sign,
    forge: webhooks.forge,
    sendSignedWebhook: webhooks.sendSignedWebhook,
  };
}
