import type { AnswerOverride, SandboxServer } from '../http';
import type { SANDBOX_STAGES } from './fixtures';

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
  /**
   * Adds an opportunity custom field to the location, as an admin does in GHL's settings (e.g.
   * `{ name: 'Property Value', fieldKey: 'opportunity.property_value', dataType: 'MONETORY' }`).
   * Values of NUMERICAL, MONETORY and FLOAT fields read back as numbers.
   */
  addCustomField(field: { name: string; fieldKey: string; dataType: string }): { id: string };
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
  /**
   * Test-only: successful answers to `method path` (the path as GHL sees it, without a trailing
   * slash, or a pattern) become `answer`, e.g. GHL's published example or a malformed body. The
   * call is still checked and processed as GHL would (token, `Version`, parameters).
   */
  overrideAnswer(method: string, path: string | RegExp, answer: AnswerOverride): void;
  /** Drops every overridden answer. */
  clearAnswerOverrides(): void;
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
