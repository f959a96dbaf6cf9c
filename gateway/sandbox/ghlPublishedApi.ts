/**
 * What GHL's published API documents say about the endpoints the portal calls, written down as
 * facts (GoHighLevel/highlevel-api-docs, the OpenAPI files named in `document`): the `Version`
 * header each one requires, its required query parameters (spelled as GHL spells them), enums and
 * limits, and the required fields and types of its request body. The sandbox GHL enforces these;
 * a test holds the client's version table to them.
 */

export type GhlDocument =
  'apps/opportunities.json' | 'apps/contacts.json' | 'apps/locations.json' | 'apps/calendars.json';

export type JsonType = 'string' | 'number' | 'boolean' | 'array' | 'object';

export type GhlDocumentedEndpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as documented, `{name}` for path parameters. */
  path: string;
  document: GhlDocument;
  /** The one value the documented `Version` header enum allows. */
  version: string;
  /** Query parameters marked `required: true`. */
  requiredQuery?: string[];
  /** Query parameters with an enum. */
  queryEnums?: Record<string, readonly string[]>;
  /** Query parameters with a documented maximum. */
  queryMaximum?: Record<string, number>;
  /** Request body: required properties, property types and enums. */
  body?: {
    required: string[];
    types: Record<string, JsonType>;
    enums?: Record<string, readonly string[]>;
  };
};

const OPPORTUNITY_STATUS = ['open', 'won', 'lost', 'abandoned', 'all'] as const;

/** Opportunity body properties and their types (CreateDto / UpdateOpportunityDto). */
const OPPORTUNITY_TYPES: Record<string, JsonType> = {
  pipelineId: 'string',
  locationId: 'string',
  name: 'string',
  pipelineStageId: 'string',
  status: 'string',
  contactId: 'string',
  monetaryValue: 'number',
  assignedTo: 'string',
  customFields: 'array',
};

export const GHL_PUBLISHED_ENDPOINTS: readonly GhlDocumentedEndpoint[] = [
  {
    method: 'GET',
    path: '/opportunities/pipelines',
    document: 'apps/opportunities.json',
    version: '2021-07-28',
    requiredQuery: ['locationId'],
  },
  {
    method: 'GET',
    path: '/opportunities/search',
    document: 'apps/opportunities.json',
    version: '2021-07-28',
    requiredQuery: ['location_id'],
    queryEnums: { status: OPPORTUNITY_STATUS },
    // "Limit Per Page records count. will allow maximum up to 100 and default will be 20"
    queryMaximum: { limit: 100 },
  },
  {
    method: 'GET',
    path: '/opportunities/{id}',
    document: 'apps/opportunities.json',
    version: '2021-07-28',
  },
  {
    method: 'PUT',
    path: '/opportunities/{id}',
    document: 'apps/opportunities.json',
    version: '2021-07-28',
    body: { required: [], types: OPPORTUNITY_TYPES, enums: { status: OPPORTUNITY_STATUS } },
  },
  {
    method: 'PUT',
    path: '/opportunities/{id}/status',
    document: 'apps/opportunities.json',
    version: '2021-07-28',
    // UpdateStatusDto: status is required, one of open, won, lost, abandoned.
    body: {
      required: ['status'],
      types: { status: 'string' },
      enums: { status: ['open', 'won', 'lost', 'abandoned'] },
    },
  },
  {
    method: 'DELETE',
    path: '/opportunities/{id}',
    document: 'apps/opportunities.json',
    version: '2021-07-28',
  },
  {
    method: 'POST',
    path: '/opportunities/',
    document: 'apps/opportunities.json',
    version: '2021-07-28',
    body: {
      required: ['pipelineId', 'locationId', 'name', 'status', 'contactId'],
      types: OPPORTUNITY_TYPES,
      enums: { status: OPPORTUNITY_STATUS },
    },
  },
  {
    method: 'POST',
    path: '/contacts/upsert',
    document: 'apps/contacts.json',
    version: '2021-07-28',
    body: {
      required: ['locationId'],
      types: {
        firstName: 'string',
        lastName: 'string',
        name: 'string',
        email: 'string',
        locationId: 'string',
        phone: 'string',
        tags: 'array',
        customFields: 'array',
        source: 'string',
      },
    },
  },
  {
    method: 'GET',
    path: '/contacts/{contactId}',
    document: 'apps/contacts.json',
    version: '2021-07-28',
  },
  {
    method: 'GET',
    path: '/locations/{locationId}/customFields',
    document: 'apps/locations.json',
    version: '2021-07-28',
    queryEnums: { model: ['contact', 'opportunity', 'all'] },
  },
  {
    method: 'GET',
    path: '/calendars/',
    document: 'apps/calendars.json',
    version: '2021-04-15',
    requiredQuery: ['locationId'],
  },
];

/** `METHOD /path` as the client's version table keys it. */
export const endpointKey = (endpoint: Pick<GhlDocumentedEndpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

const trimSlashes = (path: string) => path.replace(/\/+$/, '') || '/';

/** The documented endpoint a request is for, with its path parameters (trailing slashes do not matter). */
export function matchEndpoint(
  method: string,
  pathname: string,
): { endpoint: GhlDocumentedEndpoint; params: Record<string, string> } | null {
  const parts = trimSlashes(pathname).split('/');
  for (const endpoint of GHL_PUBLISHED_ENDPOINTS) {
    if (endpoint.method !== method) continue;
    const pattern = trimSlashes(endpoint.path).split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (name) {
        params[name] = decodeURIComponent(parts[i]!);
        return parts[i] !== '';
      }
      return segment === parts[i];
    });
    if (matches) return { endpoint, params };
  }
  return null;
}

const typeOf = (value: unknown): JsonType | 'null' =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonType);

/**
 * What is wrong with a request to `endpoint`, as GHL's validation words it (one message per
 * problem, empty when the request conforms). The `Version` header is checked separately.
 */
export function violationsOf(endpoint: GhlDocumentedEndpoint, query: URLSearchParams, body: unknown): string[] {
  const problems: string[] = [];
  for (const name of endpoint.requiredQuery ?? []) {
    if (!query.get(name)) problems.push(`${name} should not be empty`);
  }
  for (const [name, allowed] of Object.entries(endpoint.queryEnums ?? {})) {
    const value = query.get(name);
    if (value !== null && !allowed.includes(value)) {
      problems.push(`${name} must be one of the following values: ${allowed.join(', ')}`);
    }
  }
  for (const [name, maximum] of Object.entries(endpoint.queryMaximum ?? {})) {
    const value = query.get(name);
    if (value === null) continue;
    if (!Number.isFinite(Number(value))) problems.push(`${name} must be a number`);
    else if (Number(value) > maximum) problems.push(`${name} must not be greater than ${maximum}`);
  }
  if (endpoint.body) {
    const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    if (!input) return [...problems, 'body must be a JSON object'];
    for (const name of endpoint.body.required) {
      if (input[name] === undefined || input[name] === null || input[name] === '') {
        problems.push(`${name} should not be empty`);
      }
    }
    for (const [name, type] of Object.entries(endpoint.body.types)) {
      const value = input[name];
      if (value === undefined) continue;
      if (typeOf(value) !== type) problems.push(`${name} must be a ${type}`);
    }
    for (const [name, allowed] of Object.entries(endpoint.body.enums ?? {})) {
      const value = input[name];
      if (value !== undefined && !allowed.includes(String(value))) {
        problems.push(`${name} must be one of the following values: ${allowed.join(', ')}`);
      }
    }
    if (Array.isArray(input.customFields)) {
      input.customFields.forEach((item: unknown, i) => {
        const field = item && typeof item === 'object' ? (item as Record<string, unknown>) : null;
        if (!field || (typeof field.id !== 'string' && typeof field.key !== 'string')) {
          problems.push(`customFields.${i} must have an id or a key`);
        }
      });
    }
  }
  return problems;
}
