import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { endpointKey, matchEndpoint, violationsOf } from './ghlPublishedApi';
import { listen, sendJson, type SandboxServer } from './http';

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

export const SANDBOX_GHL_API_KEY = 'pit-sandbox-7f3a9c21-4d5e-4b8a-9f10-2c6e8d4b1a07';
export const SANDBOX_GHL_LOCATION_ID = 'sbxLocation0001';

/** The loan pipeline's stages, named as the spec's settings labels name them, plus one the spec does not know. */
export const SANDBOX_STAGES = {
  qualification: { id: 'sbx-stage-initial-qualification', name: 'Initial Qualification Stage' },
  needsAnalysis: { id: 'sbx-stage-needs-analysis', name: 'Needs Analysis Stage' },
  lenderSubmission: { id: 'sbx-stage-lender-submission', name: 'Lender Submission Stage' },
  proposal: { id: 'sbx-stage-proposal', name: 'Proposal Stage' },
  signedProposal: { id: 'sbx-stage-signed-proposal', name: 'Signed Proposal Stage' },
  underwriting: { id: 'sbx-stage-underwriting', name: 'Underwriting Stage' },
  siteVisit: { id: 'sbx-stage-site-visit', name: 'Site Visit Stage' },
} as const;

export const SANDBOX_PIPELINE = { id: 'sbx-pipeline-loans', name: 'Commercial Loans' };
export const SANDBOX_OTHER_PIPELINE = {
  id: 'sbx-pipeline-referrals',
  name: 'Referrals',
  stages: [
    { id: 'sbx-stage-new-referral', name: 'New Referral' },
    { id: 'sbx-stage-contacted', name: 'Contacted Stage' },
  ],
};

/** The opportunity custom fields of the spec (§3), with the ids GHL would give them, plus one more. */
export const SANDBOX_CUSTOM_FIELDS = [
  ['sbxCfPropertyAddress', 'Property Address', 'opportunity.property_address', 'TEXT'],
  ['sbxCfPropertyType', 'Property Type', 'opportunity.property_type', 'SINGLE_OPTIONS'],
  ['sbxCfDealType', 'Deal Type', 'opportunity.deal_type', 'SINGLE_OPTIONS'],
  ['sbxCfPropertyVintage', 'Property Vintage', 'opportunity.property_vintage', 'TEXT'],
  ['sbxCfSponsorNetWorth', 'Sponsor Net Worth', 'opportunity.sponsor_net_worth', 'TEXT'],
  ['sbxCfSponsorLiquidity', 'Sponsor Liquidity', 'opportunity.sponsor_liquidity', 'TEXT'],
  ['sbxCfLoanRequest', 'Loan Request', 'opportunity.loan_request', 'TEXT'],
  ['sbxCfAdditionalInformation', 'Additional Information', 'opportunity.additional_information', 'LARGE_TEXT'],
  ['sbxCfReferralSource', 'Referral Source', 'opportunity.referral_source', 'TEXT'],
].map(([id, name, fieldKey, dataType], position) => ({
  id: id!,
  name: name!,
  fieldKey: fieldKey!,
  dataType: dataType!,
  model: 'opportunity',
  position,
}));

const CONTACT_FIELDS = [
  {
    id: 'sbxCfContactBrokerage',
    name: 'Brokerage',
    fieldKey: 'contact.brokerage',
    dataType: 'TEXT',
    model: 'contact',
    position: 0,
  },
];

const CALENDARS = [
  { id: 'sbx-calendar-discovery', name: 'Discovery Call', description: '30-minute intro call', isActive: true },
  { id: 'sbx-calendar-closing', name: 'Closing Call', description: null, isActive: false },
];

const BURST = 100;
const BURST_WINDOW_MS = 10_000;
const DAILY_LIMIT = 200_000;

export type SandboxContact = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  source: string | null;
  tags: string[];
  dateAdded: string;
  dateUpdated: string;
};

export type SandboxOpportunity = {
  id: string;
  name: string;
  monetaryValue: number;
  pipelineId: string;
  pipelineStageId: string;
  status: 'open' | 'won' | 'lost' | 'abandoned';
  contactId: string;
  assignedTo: string | null;
  source: string | null;
  createdAt: string;
  updatedAt: string;
  lastStageChangeAt: string;
  lastStatusChangeAt: string;
  /** Custom-field values by field id. */
  customFields: Record<string, string>;
};

export type SandboxRequest = {
  method: string;
  path: string;
  status: number;
  at: number;
  /** The `Version` header sent (null when none). */
  version: string | null;
  /** The documented endpoint the call matched (`GET /calendars/`), null when none. */
  endpoint: string | null;
};

export type GhlWebhookEventBody = Record<string, unknown> & { type: string; id?: string; webhookId?: string };

export type SendWebhookOptions = {
  /** The signature header to send: left out = GHL's valid signature, null = none, a string = that one. */
  signature?: string | null;
  /** The exact body to send (default: the event as JSON). */
  rawBody?: string;
  headers?: Record<string, string>;
};

export type GhlSandbox = SandboxServer & {
  apiKey: string;
  locationId: string;
  pipelineId: string;
  stages: typeof SANDBOX_STAGES;
  /** The Ed25519 public key the gateway checks signatures with (GHL_WEBHOOK_PUBLIC_KEY). */
  publicKeyPem: string;
  /** Gateway settings that point at this sandbox. */
  env: { GHL_API_BASE_URL: string; GHL_WEBHOOK_PUBLIC_KEY: string };
  /** A GHL configuration (POST /admin/ghl/config body) for this sandbox: key, location, pipeline, the six mappings. */
  configRequest: Record<string, string>;
  contacts(): SandboxContact[];
  opportunities(): SandboxOpportunity[];
  opportunity(id: string): SandboxOpportunity | undefined;
  /** Opportunities whose contact has this e-mail address. */
  opportunitiesOfEmail(email: string): SandboxOpportunity[];
  /** Adds a contact and an opportunity directly (as someone working in GHL would). */
  addOpportunity(input: {
    name: string;
    contact: { firstName: string; lastName: string; email: string; phone?: string };
    stageId?: string;
    pipelineId?: string;
    monetaryValue?: number;
    customFields?: Record<string, string>;
    createdAt?: Date;
  }): SandboxOpportunity;
  /** Moves an opportunity to a stage in GHL; with `notify`, GHL's signed webhook goes to the webhook URL. */
  moveOpportunity(id: string, stageId: string, options?: { notify?: boolean }): Promise<SandboxOpportunity>;
  /** Sets an opportunity's custom field by key (e.g. 'opportunity.property_address'); '' clears it. */
  setCustomField(id: string, fieldKey: string, value: string): void;
  deleteOpportunity(id: string): void;
  /**
   * The next `count` API calls answer `status` (429 or 500). With `afterProcessing`, GHL does the
   * work and only the answer is lost (a 500 or a dropped reply after a create, say).
   */
  failNext(
    count: number,
    status?: 429 | 500,
    options?: { afterProcessing?: boolean; method?: string; path?: string },
  ): void;
  /** Every API call answers `status` for `ms` milliseconds. */
  failFor(ms: number, status?: 429 | 500): void;
  clearFaults(): void;
  /** Every API call, in order (method, path, status, when). */
  requests(): SandboxRequest[];
  /** Every API call waits this long before it is answered (0: none). */
  setLatency(ms: number): void;
  /**
   * Adds `count` opportunities (each with its own contact) straight into the store, without the
   * per-call checks: a large location for paging tests in a blink. Newest has index 0.
   */
  seedOpportunities(count: number, options?: { pipelineId?: string; stageId?: string; namePrefix?: string }): void;
  /** With `true`, the opportunity search hands back the cursor it was given (a GHL fault seen in the wild). */
  repeatSearchCursor(on: boolean): void;
  /** Where moveOpportunity(…, { notify: true }) delivers webhooks (the gateway's /api/webhooks/ghl). */
  setWebhookUrl(url: string | null): void;
  /** An opportunity webhook body as GHL sends it (a fresh webhookId and timestamp each time). */
  webhookEvent(type: string, opportunityId: string, extra?: Record<string, unknown>): GhlWebhookEventBody;
  /** GHL's signature of a raw body (base64 Ed25519). */
  sign(rawBody: string): string;
  /** A well-formed signature by some other key: what a forger could produce. */
  forge(rawBody: string): string;
  /** Posts an event to the gateway's webhook (`<gatewayUrl>/api/webhooks/ghl`), signed unless told otherwise. */
  sendSignedWebhook(gatewayUrl: string, event: GhlWebhookEventBody, options?: SendWebhookOptions): Promise<Response>;
};

/** GHL's error bodies: BadRequestDTO/UnauthorizedDTO `{ statusCode, message }`, UnprocessableDTO with a list of messages. */
const ghlError = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) =>
  sendJson(
    res,
    status,
    status === 401 ? { statusCode: status, message, error: 'Unauthorized' } : { statusCode: status, message },
    headers,
  );
const ghlUnprocessable = (res: ServerResponse, messages: string[], headers: Record<string, string> = {}) =>
  sendJson(res, 422, { statusCode: 422, message: messages, error: 'Unprocessable Entity' }, headers);

const digits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');

/** Starts the sandbox GHL on loopback (`port` 0 or left out: a free port). */
export async function startGhlSandbox(
  options: {
    port?: number;
    apiKey?: string;
    webhookUrl?: string;
    seed?: boolean;
    allowDuplicateOpportunities?: boolean;
  } = {},
): Promise<GhlSandbox> {
  const apiKey = options.apiKey ?? SANDBOX_GHL_API_KEY;
  const locationId = SANDBOX_GHL_LOCATION_ID;
  const allowDuplicates = options.allowDuplicateOpportunities ?? true;
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const forgerKey: KeyObject = generateKeyPairSync('ed25519').privateKey;
  const publicKeyPem = publicKey.export({ format: 'pem', type: 'spki' }).toString();

  const pipelines = [
    { id: SANDBOX_PIPELINE.id, name: SANDBOX_PIPELINE.name, stages: Object.values(SANDBOX_STAGES) },
    SANDBOX_OTHER_PIPELINE,
  ].map((p) => ({
    ...p,
    locationId,
    showInFunnel: true,
    showInPieChart: true,
    stages: p.stages.map((s, position) => ({ id: s.id, name: s.name, position })),
  }));
  const contacts = new Map<string, SandboxContact>();
  const opportunities = new Map<string, SandboxOpportunity>();
  const log: SandboxRequest[] = [];
  const calls: number[] = [];
  let dailyCalls = 0;
  let failCount = 0;
  let failStatus: 429 | 500 = 429;
  let failUntil = 0;
  let failAfterProcessing = false;
  let failOnly: { method?: string; path?: string } = {};
  let webhookUrl = options.webhookUrl ?? null;
  let latencyMs = 0;
  let stuckCursor = false;

  const now = () => new Date().toISOString();
  const newId = () => randomUUID().replace(/-/g, '').slice(0, 20);
  const pipelineOf = (id: string) => pipelines.find((p) => p.id === id);
  const fieldByKey = (key: string) =>
    SANDBOX_CUSTOM_FIELDS.find((f) => f.fieldKey === key || f.fieldKey === `opportunity.${key}`);

  function upsertContact(input: Partial<SandboxContact>): { contact: SandboxContact; isNew: boolean } {
    const email = input.email?.trim().toLowerCase() || null;
    const phone = digits(input.phone) || null;
    const existing = [...contacts.values()].find(
      (c) => (email && c.email?.toLowerCase() === email) || (!email && phone && digits(c.phone) === phone),
    );
    const stamp = now();
    if (existing) {
      for (const field of ['firstName', 'lastName', 'name', 'phone', 'source'] as const) {
        if (input[field]) existing[field] = input[field] ?? null;
      }
      if (input.email) existing.email = input.email.trim();
      existing.dateUpdated = stamp;
      return { contact: existing, isNew: false };
    }
    const contact: SandboxContact = {
      id: newId(),
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      name: input.name ?? ([input.firstName, input.lastName].filter(Boolean).join(' ') || null),
      email: input.email?.trim() ?? null,
      phone: input.phone ?? null,
      source: input.source ?? null,
      tags: input.tags ?? [],
      dateAdded: stamp,
      dateUpdated: stamp,
    };
    contacts.set(contact.id, contact);
    return { contact, isNew: true };
  }

  function applyCustomFields(opportunity: SandboxOpportunity, input: unknown): void {
    if (!Array.isArray(input)) return;
    for (const item of input as Record<string, unknown>[]) {
      const field =
        (typeof item.id === 'string' && SANDBOX_CUSTOM_FIELDS.find((f) => f.id === item.id)) ||
        (typeof item.key === 'string' && fieldByKey(item.key)) ||
        undefined;
      if (!field) continue; // GHL ignores fields it does not have
      const raw = item.field_value ?? item.fieldValue ?? item.value;
      const value = Array.isArray(raw) ? raw.join(', ') : raw === null || raw === undefined ? '' : String(raw);
      if (value === '') delete opportunity.customFields[field.id];
      else opportunity.customFields[field.id] = value;
    }
  }

  function opportunityJson(o: SandboxOpportunity) {
    const contact = contacts.get(o.contactId);
    return {
      id: o.id,
      name: o.name,
      monetaryValue: o.monetaryValue,
      pipelineId: o.pipelineId,
      pipelineStageId: o.pipelineStageId,
      assignedTo: o.assignedTo,
      status: o.status,
      source: o.source,
      lastStatusChangeAt: o.lastStatusChangeAt,
      lastStageChangeAt: o.lastStageChangeAt,
      createdAt: o.createdAt,
      updatedAt: o.updatedAt,
      contactId: o.contactId,
      locationId,
      contact: contact
        ? {
            id: contact.id,
            name: contact.name,
            companyName: null,
            email: contact.email,
            phone: contact.phone,
            tags: contact.tags,
          }
        : undefined,
      customFields: Object.entries(o.customFields).map(([id, fieldValue]) => ({ id, fieldValue })),
    };
  }

  function createOpportunity(body: Record<string, unknown>): SandboxOpportunity | string {
    const pipeline = pipelineOf(String(body.pipelineId ?? ''));
    if (!pipeline) return 'pipelineId is invalid';
    if (typeof body.name !== 'string' || !body.name.trim()) return 'name should not be empty';
    const contactId = String(body.contactId ?? '');
    if (!contacts.has(contactId)) return 'contactId is invalid';
    const stageId = body.pipelineStageId ? String(body.pipelineStageId) : pipeline.stages[0]!.id;
    if (!pipeline.stages.some((s) => s.id === stageId)) return 'pipelineStageId is invalid';
    if (
      !allowDuplicates &&
      [...opportunities.values()].some((o) => o.contactId === contactId && o.pipelineId === pipeline.id)
    ) {
      return 'Can not create duplicate opportunity for the contact.';
    }
    const stamp = now();
    const opportunity: SandboxOpportunity = {
      id: newId(),
      name: body.name.trim(),
      monetaryValue: typeof body.monetaryValue === 'number' ? body.monetaryValue : 0,
      pipelineId: pipeline.id,
      pipelineStageId: stageId,
      status: (['open', 'won', 'lost', 'abandoned'] as const).find((s) => s === body.status) ?? 'open',
      contactId,
      assignedTo: typeof body.assignedTo === 'string' ? body.assignedTo : null,
      source: typeof body.source === 'string' ? body.source : null,
      createdAt: stamp,
      updatedAt: stamp,
      lastStageChangeAt: stamp,
      lastStatusChangeAt: stamp,
      customFields: {},
    };
    applyCustomFields(opportunity, body.customFields);
    opportunities.set(opportunity.id, opportunity);
    return opportunity;
  }

  function updateOpportunity(opportunity: SandboxOpportunity, body: Record<string, unknown>): string | null {
    const pipeline = pipelineOf(typeof body.pipelineId === 'string' ? body.pipelineId : opportunity.pipelineId);
    if (!pipeline) return 'pipelineId is invalid';
    const stamp = now();
    if (typeof body.pipelineStageId === 'string' && body.pipelineStageId !== opportunity.pipelineStageId) {
      if (!pipeline.stages.some((s) => s.id === body.pipelineStageId)) return 'pipelineStageId is invalid';
      opportunity.pipelineStageId = body.pipelineStageId;
      opportunity.pipelineId = pipeline.id;
      opportunity.lastStageChangeAt = stamp;
    }
    if (typeof body.name === 'string' && body.name.trim()) opportunity.name = body.name.trim();
    if (typeof body.monetaryValue === 'number') opportunity.monetaryValue = body.monetaryValue;
    if (typeof body.assignedTo === 'string') opportunity.assignedTo = body.assignedTo;
    const status = (['open', 'won', 'lost', 'abandoned'] as const).find((s) => s === body.status);
    if (status && status !== opportunity.status) {
      opportunity.status = status;
      opportunity.lastStatusChangeAt = stamp;
    }
    applyCustomFields(opportunity, body.customFields);
    opportunity.updatedAt = stamp;
    return null;
  }

  function search(url: URL) {
    const pipelineId = url.searchParams.get('pipeline_id');
    const stageId = url.searchParams.get('pipeline_stage_id');
    const contactId = url.searchParams.get('contact_id');
    const status = url.searchParams.get('status');
    const q = url.searchParams.get('q')?.toLowerCase();
    const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 20) || 20, 1), 100);
    const matches = [...opportunities.values()]
      .filter((o) => !pipelineId || o.pipelineId === pipelineId)
      .filter((o) => !stageId || o.pipelineStageId === stageId)
      .filter((o) => !contactId || o.contactId === contactId)
      .filter((o) => !status || status === 'all' || o.status === status)
      .filter((o) => {
        if (!q) return true;
        const contact = contacts.get(o.contactId);
        return [o.name, contact?.name, contact?.email].some((text) => text?.toLowerCase().includes(q));
      })
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id.localeCompare(b.id));
    const afterId = stuckCursor ? null : url.searchParams.get('startAfterId');
    const start = afterId ? matches.findIndex((o) => o.id === afterId) + 1 : 0;
    const page = matches.slice(start, start + limit);
    const last = page[page.length - 1];
    const more = start + limit < matches.length;
    const next = new URL(url);
    if (last) {
      next.searchParams.set('startAfterId', last.id);
      next.searchParams.set('startAfter', String(Date.parse(last.createdAt)));
    }
    const currentPage = Math.floor(start / limit) + 1;
    return {
      opportunities: page.map(opportunityJson),
      meta: {
        total: matches.length,
        nextPageUrl: more ? next.toString() : null,
        startAfterId: more && last ? last.id : null,
        startAfter: more && last ? Date.parse(last.createdAt) : null,
        currentPage,
        nextPage: more ? currentPage + 1 : null,
        prevPage: currentPage > 1 ? currentPage - 1 : null,
      },
      aggregations: {},
    };
  }

  function rateHeaders(): Record<string, string> {
    const cutoff = Date.now() - BURST_WINDOW_MS;
    while (calls.length && calls[0]! < cutoff) calls.shift();
    return {
      'X-RateLimit-Limit-Daily': String(DAILY_LIMIT),
      'X-RateLimit-Daily-Remaining': String(Math.max(0, DAILY_LIMIT - dailyCalls)),
      'X-RateLimit-Interval-Milliseconds': String(BURST_WINDOW_MS),
      'X-RateLimit-Max': String(BURST),
      'X-RateLimit-Remaining': String(Math.max(0, BURST - calls.length)),
    };
  }

  const bodyOf = (text: string): Record<string, unknown> => {
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };

  function webhookEvent(type: string, opportunityId: string, extra: Record<string, unknown> = {}): GhlWebhookEventBody {
    const o = opportunities.get(opportunityId);
    return {
      type,
      locationId,
      id: opportunityId,
      ...(o
        ? {
            assignedTo: o.assignedTo,
            contactId: o.contactId,
            monetaryValue: o.monetaryValue,
            name: o.name,
            pipelineId: o.pipelineId,
            pipelineStageId: o.pipelineStageId,
            source: o.source,
            status: o.status,
            dateAdded: o.createdAt,
          }
        : {}),
      timestamp: now(),
      webhookId: randomUUID(),
      ...extra,
    };
  }

  const signWith = (key: KeyObject, rawBody: string) =>
    sign(null, Buffer.from(rawBody, 'utf8'), key).toString('base64');

  async function sendSignedWebhook(gatewayUrl: string, event: GhlWebhookEventBody, send: SendWebhookOptions = {}) {
    const target = gatewayUrl.includes('/api/webhooks/ghl')
      ? gatewayUrl
      : `${gatewayUrl.replace(/\/+$/, '')}/api/webhooks/ghl`;
    const rawBody = send.rawBody ?? JSON.stringify(event);
    const signature = send.signature === undefined ? signWith(privateKey, rawBody) : send.signature;
    return fetch(target, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'GoHighLevel-Webhook-Sandbox',
        ...(signature !== null ? { 'X-GHL-Signature': signature } : {}),
        ...send.headers,
      },
      body: rawBody,
    });
  }

  async function moveOpportunity(id: string, stageId: string, { notify = false } = {}): Promise<SandboxOpportunity> {
    const opportunity = opportunities.get(id);
    if (!opportunity) throw new Error(`no opportunity ${id}`);
    const problem = updateOpportunity(opportunity, { pipelineStageId: stageId });
    if (problem) throw new Error(problem);
    if (notify && webhookUrl) {
      const response = await sendSignedWebhook(webhookUrl, webhookEvent('OpportunityStageUpdate', id));
      await response.arrayBuffer();
    }
    return opportunity;
  }

  /** The sandbox's own control API (not GHL's): state, moving an opportunity, faults. */
  async function control(req: IncomingMessage, res: ServerResponse, url: URL, body: string): Promise<void> {
    const parts = url.pathname.split('/').filter(Boolean);
    if (req.method === 'GET' && parts.length === 1) {
      sendJson(res, 200, {
        locationId,
        pipelines,
        contacts: [...contacts.values()],
        opportunities: [...opportunities.values()].map(opportunityJson),
        webhookUrl,
      });
      return;
    }
    if (req.method === 'POST' && parts[1] === 'opportunities' && parts[3] === 'move') {
      const input = bodyOf(body);
      try {
        const moved = await moveOpportunity(parts[2] ?? '', String(input.pipelineStageId ?? ''), {
          notify: input.notify !== false,
        });
        sendJson(res, 200, { opportunity: opportunityJson(moved) });
      } catch (error) {
        sendJson(res, 400, { message: (error as Error).message });
      }
      return;
    }
    if (req.method === 'POST' && parts[1] === 'faults') {
      const input = bodyOf(body);
      const status = input.status === 500 ? 500 : 429;
      if (typeof input.ms === 'number') failFor(input.ms, status);
      else failNext(typeof input.count === 'number' ? input.count : 0, status);
      sendJson(res, 200, { ok: true });
      return;
    }
    sendJson(res, 404, { message: 'unknown sandbox control route' });
  }

  function failNext(
    count: number,
    status: 429 | 500 = 429,
    { afterProcessing = false, method, path }: { afterProcessing?: boolean; method?: string; path?: string } = {},
  ) {
    failCount = count;
    failStatus = status;
    failAfterProcessing = afterProcessing;
    failOnly = { method, path };
  }
  function failFor(ms: number, status: 429 | 500 = 429) {
    failUntil = Date.now() + ms;
    failStatus = status;
    failAfterProcessing = false;
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL, body: string): Promise<number> {
    const auth = req.headers.authorization ?? '';
    if (auth !== `Bearer ${apiKey}`) {
      ghlError(res, 401, 'Invalid JWT');
      return 401;
    }
    const documented = matchEndpoint(req.method ?? 'GET', url.pathname);
    if (!documented) {
      ghlError(res, 404, `Cannot ${req.method ?? 'GET'} ${url.pathname}`);
      return 404;
    }
    const version = req.headers.version;
    if (!version) {
      ghlError(res, 400, 'Version header was not found');
      return 400;
    }
    if (version !== documented.endpoint.version) {
      ghlError(
        res,
        400,
        `Version ${String(version)} is not supported by ${endpointKey(documented.endpoint)}; it takes ${documented.endpoint.version}`,
      );
      return 400;
    }
    let parsed: unknown = undefined;
    if (documented.endpoint.body) {
      try {
        parsed = body ? JSON.parse(body) : undefined;
      } catch {
        ghlError(res, 400, 'Unexpected token in JSON body');
        return 400;
      }
    }
    const violations = violationsOf(documented.endpoint, url.searchParams, parsed);
    if (violations.length > 0) {
      ghlUnprocessable(res, violations);
      return 422;
    }
    dailyCalls++;
    calls.push(Date.now());
    const headers = rateHeaders();
    const targeted =
      (!failOnly.method || failOnly.method === req.method) && (!failOnly.path || failOnly.path === url.pathname);
    const failing = (failCount > 0 && targeted) || Date.now() < failUntil;
    if (failCount > 0 && targeted) failCount--;
    const failed = () => {
      ghlError(res, failStatus, failStatus === 429 ? 'Too Many Requests' : 'Internal Server Error', headers);
      return failStatus;
    };
    if (failing && !failAfterProcessing) return failed();
    if (calls.length > BURST) {
      ghlError(res, 429, 'Too Many Requests', headers);
      return 429;
    }
    const reply = (status: number, payload: unknown) => {
      if (failing) return failed();
      sendJson(res, status, payload, headers);
      return status;
    };
    const refuse = (status: number, message: string) => {
      if (failing) return failed();
      ghlError(res, status, message, headers);
      return status;
    };
    const wrongLocation = (given: unknown) =>
      given !== locationId
        ? refuse(
            given ? 403 : 422,
            given ? 'The token does not have access to this location.' : 'locationId is required',
          )
        : 0;

    const path = url.pathname.replace(/\/+$/, '') || '/';
    const parts = path.split('/').filter(Boolean);
    const method = req.method ?? 'GET';
    const input = bodyOf(body);

    if (method === 'GET' && path === '/opportunities/pipelines') {
      return wrongLocation(url.searchParams.get('locationId')) || reply(200, { pipelines });
    }
    if (method === 'GET' && path === '/opportunities/search') {
      return wrongLocation(url.searchParams.get('location_id')) || reply(200, search(url));
    }
    if (method === 'POST' && path === '/opportunities') {
      const denied = wrongLocation(input.locationId);
      if (denied) return denied;
      const created = createOpportunity(input);
      return typeof created === 'string' ? refuse(400, created) : reply(201, { opportunity: opportunityJson(created) });
    }
    if (method === 'PUT' && parts[0] === 'opportunities' && parts[2] === 'status' && parts.length === 3) {
      const opportunity = opportunities.get(parts[1]!);
      if (!opportunity) return refuse(404, 'Opportunity not found');
      // The documented enum of `status` is checked above, with the other published rules.
      opportunity.status = String(input.status) as SandboxOpportunity['status'];
      opportunity.updatedAt = opportunity.lastStatusChangeAt = new Date().toISOString();
      return reply(200, { succeded: true });
    }
    if (parts[0] === 'opportunities' && parts.length === 2) {
      const opportunity = opportunities.get(parts[1]!);
      if (!opportunity) return refuse(404, 'Opportunity not found');
      if (method === 'GET') return reply(200, { opportunity: opportunityJson(opportunity) });
      if (method === 'PUT') {
        const problem = updateOpportunity(opportunity, input);
        return problem ? refuse(400, problem) : reply(200, { opportunity: opportunityJson(opportunity) });
      }
      if (method === 'DELETE') {
        opportunities.delete(opportunity.id);
        return reply(200, { succeded: true });
      }
    }
    if (method === 'POST' && path === '/contacts/upsert') {
      const denied = wrongLocation(input.locationId);
      if (denied) return denied;
      if (!input.email && !input.phone) return refuse(400, 'email or phone is required');
      const { contact, isNew } = upsertContact(input as Partial<SandboxContact>);
      return reply(isNew ? 201 : 200, { new: isNew, contact: { ...contact, locationId }, traceId: randomUUID() });
    }
    if (method === 'GET' && parts[0] === 'contacts' && parts.length === 2) {
      const contact = contacts.get(parts[1]!);
      return contact ? reply(200, { contact: { ...contact, locationId } }) : refuse(404, 'Contact not found');
    }
    if (method === 'GET' && parts[0] === 'locations' && parts[2] === 'customFields' && parts.length === 3) {
      const denied = wrongLocation(parts[1]);
      if (denied) return denied;
      const model = url.searchParams.get('model') ?? 'all';
      const all = [...SANDBOX_CUSTOM_FIELDS, ...CONTACT_FIELDS].map((f) => ({ ...f, locationId, placeholder: '' }));
      return reply(200, { customFields: model === 'all' ? all : all.filter((f) => f.model === model) });
    }
    if (method === 'GET' && path === '/calendars') {
      return (
        wrongLocation(url.searchParams.get('locationId')) ||
        reply(200, { calendars: CALENDARS.map((c) => ({ ...c, locationId })) })
      );
    }
    return refuse(404, `Cannot ${method} ${url.pathname}`);
  }

  const server = await listen(options.port ?? 0, async (req, res, url, body) => {
    if (url.pathname.startsWith('/_sandbox')) {
      await control(req, res, url, body);
      return;
    }
    const at = Date.now();
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (res.destroyed) return;
    const status = await api(req, res, url, body);
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

  function addOpportunity(input: Parameters<GhlSandbox['addOpportunity']>[0]): SandboxOpportunity {
    const { contact } = upsertContact({
      firstName: input.contact.firstName,
      lastName: input.contact.lastName,
      email: input.contact.email,
      phone: input.contact.phone ?? null,
      source: 'GHL',
    });
    const created = createOpportunity({
      pipelineId: input.pipelineId ?? SANDBOX_PIPELINE.id,
      pipelineStageId: input.stageId,
      name: input.name,
      contactId: contact.id,
      monetaryValue: input.monetaryValue ?? 0,
      status: 'open',
      customFields: Object.entries(input.customFields ?? {}).map(([key, field_value]) => ({ key, field_value })),
    });
    if (typeof created === 'string') throw new Error(created);
    if (input.createdAt) {
      created.createdAt = input.createdAt.toISOString();
      created.updatedAt = created.createdAt;
    }
    return created;
  }

  if (options.seed !== false) {
    const day = 24 * 3600 * 1000;
    const seeds = [
      [
        'Riverside Apartments refinance',
        'Olivia',
        'Park',
        'olivia.park@sandbox-clients.example',
        SANDBOX_STAGES.needsAnalysis.id,
        4_200_000,
        'Multifamily',
        'Refinance',
        '$4.2M',
      ],
      [
        'Harbor Point office acquisition',
        'Marcus',
        'Lee',
        'marcus.lee@sandbox-clients.example',
        SANDBOX_STAGES.lenderSubmission.id,
        9_500_000,
        'Office',
        'Acquisition',
        '$9.5M',
      ],
      [
        'Oak Street self storage',
        'Priya',
        'Nair',
        'priya.nair@sandbox-clients.example',
        SANDBOX_STAGES.siteVisit.id,
        1_750_000,
        'Self Storage',
        'New Construction',
        '1.75M',
      ],
    ] as const;
    seeds.forEach(([name, firstName, lastName, email, stageId, value, propertyType, dealType, loanRequest], i) =>
      addOpportunity({
        name,
        contact: { firstName, lastName, email, phone: `+1555010${i}` },
        stageId,
        monetaryValue: value,
        createdAt: new Date(Date.now() - (i + 2) * day),
        customFields: {
          'opportunity.property_address': `${100 + i} Sandbox Avenue, Springfield`,
          'opportunity.property_type': propertyType,
          'opportunity.deal_type': dealType,
          'opportunity.loan_request': loanRequest,
          'opportunity.sponsor_net_worth': '$12M',
          'opportunity.sponsor_liquidity': '$2M',
        },
      }),
    );
    addOpportunity({
      name: 'Referral from Lakeside Capital',
      pipelineId: SANDBOX_OTHER_PIPELINE.id,
      contact: { firstName: 'Daniel', lastName: 'Osei', email: 'daniel.osei@sandbox-clients.example' },
      monetaryValue: 0,
      createdAt: new Date(Date.now() - 6 * day),
    });
  }

  return {
    ...server,
    apiKey,
    locationId,
    pipelineId: SANDBOX_PIPELINE.id,
    stages: SANDBOX_STAGES,
    publicKeyPem,
    env: { GHL_API_BASE_URL: server.url, GHL_WEBHOOK_PUBLIC_KEY: publicKeyPem },
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
    contacts: () => [...contacts.values()],
    opportunities: () => [...opportunities.values()],
    opportunity: (id) => opportunities.get(id),
    opportunitiesOfEmail: (email) => {
      const ids = new Set(
        [...contacts.values()].filter((c) => c.email?.toLowerCase() === email.toLowerCase()).map((c) => c.id),
      );
      return [...opportunities.values()].filter((o) => ids.has(o.contactId));
    },
    addOpportunity,
    moveOpportunity,
    setCustomField(id, fieldKey, value) {
      const opportunity = opportunities.get(id);
      if (!opportunity) throw new Error(`no opportunity ${id}`);
      applyCustomFields(opportunity, [{ key: fieldKey, field_value: value }]);
      opportunity.updatedAt = now();
    },
    deleteOpportunity: (id) => void opportunities.delete(id),
    failNext,
    failFor,
    clearFaults() {
      failCount = 0;
      failUntil = 0;
      failAfterProcessing = false;
      failOnly = {};
    },
    requests: () => [...log],
    setLatency(ms) {
      latencyMs = ms;
    },
    seedOpportunities(count, { pipelineId = SANDBOX_PIPELINE.id, stageId, namePrefix = 'Seeded opportunity' } = {}) {
      const pipeline = pipelineOf(pipelineId);
      if (!pipeline) throw new Error(`no pipeline ${pipelineId}`);
      const stage = stageId ?? pipeline.stages[0]!.id;
      const base = Date.now() - 365 * 24 * 3600 * 1000;
      for (let i = count - 1; i >= 0; i--) {
        const stamp = new Date(base + (count - i) * 1000).toISOString();
        const contact: SandboxContact = {
          id: newId(),
          firstName: 'Seeded',
          lastName: String(i),
          name: `Seeded ${i}`,
          email: `seeded-${i}-${newId()}@sandbox-clients.example`,
          phone: null,
          source: 'GHL',
          tags: [],
          dateAdded: stamp,
          dateUpdated: stamp,
        };
        contacts.set(contact.id, contact);
        const opportunity: SandboxOpportunity = {
          id: newId(),
          name: `${namePrefix} ${i}`,
          monetaryValue: 100_000 + i,
          pipelineId: pipeline.id,
          pipelineStageId: stage,
          status: 'open',
          contactId: contact.id,
          assignedTo: null,
          source: null,
          createdAt: stamp,
          updatedAt: stamp,
          lastStageChangeAt: stamp,
          lastStatusChangeAt: stamp,
          customFields: {},
        };
        opportunities.set(opportunity.id, opportunity);
      }
    },
    repeatSearchCursor(on) {
      stuckCursor = on;
    },
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    webhookEvent,
    sign: (rawBody) => signWith(privateKey, rawBody),
    forge: (rawBody) => signWith(forgerKey, rawBody),
    sendSignedWebhook,
  };
}
