import Router from '@koa/router';
import type { Context } from 'koa';
import type { ValidateFunction } from 'ajv';
import { operationAccess, type AccessLevel } from '@portal/contracts';
import { HttpError } from './errors';
import { ContractValidator, pointer, toDetails } from './validator';
import type { RequestContext } from './context';
import type { BinaryBody, OperationId, StrictServer } from './strict';
import { contentDisposition } from './contentDisposition';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: object };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  responses: Record<string, unknown>;
  /** A write counted against the caller's writes-per-minute quota (429 with Retry-After beyond it). */
  'x-write-quota'?: boolean;
};

/** Counts one write of a signed-in user against their quota; throws HttpError 429 beyond it. */
export type WriteLimiter = (userId: string, operationId: OperationId) => Promise<void>;

/** Checks the caller's token and access level; throws HttpError 401/403. */
export type Authenticator = (
  ctx: Context,
  level: Exclude<AccessLevel, 'public'>,
  operationId: OperationId,
) => Promise<Pick<RequestContext, 'user' | 'sessionId' | 'profile'>>;

export type RouterOptions = {
  document: Record<string, unknown>;
  handlers: Partial<StrictServer>;
  authenticate: Authenticator;
  /** For the operations marked `x-write-quota`: counts the write once the request is valid. */
  limitWrite?: WriteLimiter;
  /** Validate every response against the contract (tests turn this on). */
  validateResponses: boolean;
  /** Builds the per-request context pieces the adapter does not own. */
  baseContext: (ctx: Context) => Omit<RequestContext, 'user' | 'sessionId'>;
};

type CompiledOperation = {
  id: OperationId;
  method: (typeof METHODS)[number];
  path: string;
  access: AccessLevel;
  writeQuota: boolean;
  validatePath: ValidateFunction;
  validateQuery: ValidateFunction;
  validateHeaders: ValidateFunction;
  validateBody: ValidateFunction | null;
  /** The query and header parameter names the contract declares (headers in its spelling). */
  queryNames: string[];
  headerNames: string[];
  bodyRequired: boolean;
  responseValidators: Map<number, ValidateFunction | null>;
};

const toKoaPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

function objectSchema(params: Parameter[]) {
  const properties: Record<string, object> = {};
  const required: string[] = [];
  for (const p of params) {
    properties[p.name] = p.schema ?? {};
    if (p.required) required.push(p.name);
  }
  return { type: 'object', properties, required };
}

/**
 * The header parameters the contract names, keyed by the contract's spelling (`X-GHL-Signature`),
 * whatever case the client sent them in (HTTP header names are case-insensitive; Node lower-cases them).
 */
function contractHeaders(ctx: Context, names: string[]): Record<string, unknown> {
  const headers: Record<string, unknown> = {};
  for (const name of names) {
    const value = ctx.headers[name.toLowerCase()];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

function resolveRef(document: Record<string, unknown>, value: unknown): unknown {
  let current = value;
  while (current && typeof current === 'object' && '$ref' in current) {
    const ref = String((current as { $ref: string }).$ref);
    current = ref
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  }
  return current;
}

function compileOperations(document: Record<string, unknown>, validator: ContractValidator): CompiledOperation[] {
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  const compiled: CompiledOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const shared = (item.parameters ?? []) as Parameter[];
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const params = [...shared, ...(op.parameters ?? [])].map((p) => resolveRef(document, p) as Parameter);
      const jsonBody = op.requestBody?.content?.['application/json'];
      const responseValidators = new Map<number, ValidateFunction | null>();
      for (const [status, response] of Object.entries(op.responses)) {
        const resolved = resolveRef(document, response) as { content?: Record<string, { schema?: object }> };
        const schema = resolved.content?.['application/json']?.schema;
        responseValidators.set(
          Number(status),
          schema ? validator.compileSchema(schema as Record<string, unknown>) : null,
        );
      }
      const id = op.operationId as OperationId;
      const named = (where: Parameter['in']) => params.filter((p) => p.in === where).map((p) => p.name);
      compiled.push({
        id,
        method,
        path,
        access: (operationAccess as Record<string, AccessLevel>)[id] ?? 'admin',
        writeQuota: op['x-write-quota'] === true,
        validatePath: validator.compileSchema(objectSchema(params.filter((p) => p.in === 'path')), { coerce: true }),
        validateQuery: validator.compileSchema(objectSchema(params.filter((p) => p.in === 'query')), { coerce: true }),
        validateHeaders: validator.compileSchema(objectSchema(params.filter((p) => p.in === 'header')), {
          coerce: true,
        }),
        validateBody: jsonBody
          ? validator.compile(pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema'))
          : null,
        queryNames: named('query'),
        headerNames: named('header'),
        bodyRequired: Boolean(op.requestBody?.required),
        responseValidators,
      });
    }
  }
  // Static segments before parameters, so /deals/compare/ghl is never read as /deals/{id}.
  return compiled.sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
}

/** The named entries of `source` that are present. */
function pick(source: Record<string, unknown>, names: string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of names) if (source[name] !== undefined) picked[name] = source[name];
  return picked;
}

function assertValid(validate: ValidateFunction, data: unknown, location: string): void {
  if (validate(data)) return;
  const details = toDetails(location, validate.errors);
  const first = details[0]?.message ?? `Invalid ${location}`;
  throw new HttpError(400, { error: first, message: `The request does not match the API contract: ${first}`, details });
}

/**
 * The field holding a NUL character (U+0000), if any. No text a person types contains one, and
 * PostgreSQL (under FerretDB) refuses to store it, so it is refused here, named, as bad input.
 */
function fieldWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithNul(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes('\u0000')
        ? `${path}.${key.split('\u0000').join('\\0')}`
        : fieldWithNul(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

function assertNoNul(value: unknown, location: string): void {
  const field = fieldWithNul(value, location);
  if (!field) return;
  const message = `${field} must not contain the NUL character`;
  throw new HttpError(400, {
    error: message,
    message: `The request does not match the API contract: ${message}`,
    details: [{ field, message }],
  });
}

function isBinary(body: unknown): body is BinaryBody {
  return Boolean(body && typeof body === 'object' && 'stream' in body && 'contentType' in body);
}

/**
 * Builds the Koa router from openapi.yaml: for each operation, access check, request
 * validation, the typed handler, then the response (validated against the contract in tests).
 */
export function buildContractRouter(options: RouterOptions): { router: Router; operations: CompiledOperation[] } {
  const validator = new ContractValidator(options.document);
  const operations = compileOperations(options.document, validator);
  const router = new Router();

  for (const op of operations) {
    router[op.method](op.id, toKoaPath(op.path), async (ctx) => {
      ctx.state.operationId = op.id;
      const auth =
        op.access === 'public'
          ? { user: undefined, sessionId: undefined }
          : await options.authenticate(ctx, op.access, op.id);

      const params = { ...ctx.params };
      assertValid(op.validatePath, params, 'path');
      assertNoNul(params, 'path');
      const query = pick(ctx.query as Record<string, unknown>, op.queryNames);
      assertValid(op.validateQuery, query, 'query');
      assertNoNul(query, 'query');
      const headers = contractHeaders(ctx, op.headerNames);
      assertValid(op.validateHeaders, headers, 'header');
      assertNoNul(headers, 'header');

      let body: unknown = undefined;
      if (op.validateBody) {
        const parsed = (ctx.request as { body?: unknown }).body;
        const hasBody =
          ctx.request.length > 0 || (parsed && typeof parsed === 'object' && Object.keys(parsed).length > 0);
        if (!ctx.is('application/json') && hasBody) {
          throw new HttpError(415, { error: 'Send the body as application/json', message: 'Unsupported content type' });
        }
        body = hasBody ? parsed : undefined;
        if (body === undefined && op.bodyRequired) {
          throw new HttpError(400, {
            error: 'A request body is required',
            message: 'The request does not match the API contract: a JSON body is required',
            details: [{ field: 'body', message: 'body is required' }],
          });
        }
        if (body !== undefined) {
          assertValid(op.validateBody, body, 'body');
          assertNoNul(body, 'body');
        }
      }

      // Counted once the request is valid, before the handler writes anything.
      if (op.writeQuota && auth.user && options.limitWrite) await options.limitWrite(auth.user.id, op.id);

      const handler = options.handlers[op.id] as ((req: unknown, context: unknown) => Promise<unknown>) | undefined;
      if (!handler) {
        throw new HttpError(501, { error: 'Not available yet', message: `${op.id} has no handler on this gateway` });
      }
      const context: RequestContext = { ...options.baseContext(ctx), ...auth };
      const response = (await handler({ params, query, headers, body }, context)) as {
        status: number;
        body?: unknown;
        headers?: Record<string, string>;
      };

      if (options.validateResponses) {
        if (!op.responseValidators.has(response.status)) {
          throw new Error(`${op.id} answered ${response.status}, which the contract does not define`);
        }
        const validate = op.responseValidators.get(response.status);
        if (validate && !isBinary(response.body) && !validate(response.body)) {
          throw new Error(
            `${op.id} ${response.status} response breaks the contract: ${JSON.stringify(toDetails('response', validate.errors))}`,
          );
        }
      }

      ctx.status = response.status;
      for (const [name, value] of Object.entries(response.headers ?? {})) ctx.set(name, value);
      if (isBinary(response.body)) {
        ctx.type = response.body.contentType;
        if (response.body.size !== undefined) ctx.length = response.body.size;
        if (response.body.fileName) ctx.set('Content-Disposition', contentDisposition(response.body.fileName));
        ctx.set('Cache-Control', 'private, no-store');
        ctx.body = response.body.stream;
      } else if (response.body !== undefined) {
        // JSON answers carry the caller's data (or a token): no browser or proxy may keep them.
        if (!response.headers?.['Cache-Control']) ctx.set('Cache-Control', 'no-store');
        ctx.body = response.body;
      }
    });
  }
  return { router, operations };
}
