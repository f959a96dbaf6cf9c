import { randomUUID } from 'node:crypto';
import Koa, { type Context } from 'koa';
import cors from '@koa/cors';
import helmet from 'koa-helmet';
import { koaBody } from 'koa-body';
import type { Config } from './config';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './infra/databaseErrors';
import { withLogContext, type Logger } from './infra/logger';
import type { Metrics } from './infra/metrics';
import { metricsEndpoint } from './http/metricsEndpoint';
import { apiDocsEndpoint } from './features/apiDocs/endpoint';
import { webhookRefusalReason } from './features/ghl/webhook';
import { HttpError } from './http/errors';
import { buildContractRouter, type Authenticator, type WriteLimiter } from './http/router';
import type { StrictServer } from './http/strict';
import { redactPath } from './http/redactPath';

export type AppDependencies = {
  config: Config;
  log: Logger;
  document: Record<string, unknown>;
  handlers: Partial<StrictServer>;
  authenticate: Authenticator;
  /** The writes-per-minute quota of each member (operations marked `x-write-quota`). */
  limitWrite?: WriteLimiter;
  validateResponses: boolean;
  metrics: Metrics;
  /** Set when a graceful shutdown began (see Draining). */
  draining?: Draining;
};

/**
 * A graceful shutdown in progress. Requests that arrived before it began run to the end
 * (`inFlight` counts them); later ones are answered 503 with Retry-After and `/ready` says the
 * instance is shutting down, so load balancers and clients go elsewhere.
 */
export type Draining = { value: boolean; inFlight: number };

/** What a user is shown for a 503 (the front ends show the error text of an answer). */
const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/** Seconds a client is asked to wait before retrying while this instance shuts down. */
const DRAINING_RETRY_AFTER_SECONDS = 5;

const UNPARSED = Symbol.for('unparsedBody');

/** A client's own request id is kept when it is short and plain (it goes into logs and headers). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function acceptedRequestId(value: string): string | undefined {
  return REQUEST_ID.test(value) ? value : undefined;
}

/** What became of a GHL webhook call, from its answer, and why it was refused (401). */
function webhookOutcome(status: number, body: unknown): [outcome: string, reason?: string] {
  if (status === 401)
    return ['unauthorized', webhookRefusalReason((body as { message?: unknown } | undefined)?.message)];
  return [webhookStatusOutcome(status, body)];
}

function webhookStatusOutcome(status: number, body: unknown): string {
  if (status === 200) return (body as { applied?: boolean } | undefined)?.applied ? 'applied' : 'ignored';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 400 || status === 413 || status === 415) return 'invalid';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'unavailable';
  return 'failed';
}

function isErrorBody(body: unknown): body is Record<string, unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Buffer.isBuffer(body) &&
    typeof (body as { pipe?: unknown }).pipe !== 'function' &&
    typeof (body as { error?: unknown }).error === 'string'
  );
}

/** The Koa application: headers, CORS, logging, errors, body parsing, then the contract router. */
export function createApp(deps: AppDependencies): Koa {
  // X-Forwarded-For is read only behind configured proxies, and only their own entries: with one
  // hop ctx.ip is the address the proxy saw, whatever the client wrote into the header itself.
  const hops = deps.config.TRUST_PROXY_HOPS;
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  // Errors Koa meets after the answer began (a streamed body failing) go to the log, not stderr. A
  // client leaving an open stream (the notification feed, a download) is normal and not logged.
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    deps.log.error({ err: error }, 'error after the answer began');
  });
  const allowedOrigins = new Set(deps.config.FRONTEND_ORIGINS.map((origin) => new URL(origin).origin));

  app.use(async (ctx, next) => {
    const started = performance.now();
    const requestId = acceptedRequestId(ctx.get('X-Request-Id')) ?? randomUUID();
    ctx.state.requestId = requestId;
    // Every log line written while this request runs carries its id, also from services' own loggers.
    ctx.state.log = deps.log;
    ctx.set('X-Request-Id', requestId);
    // Requests admitted before a shutdown began are waited for; later ones are turned away below.
    const draining = deps.draining;
    const admitted = draining !== undefined && !draining.value;
    ctx.state.admitted = admitted;
    if (admitted) {
      // Until the answer is written out (a streamed export or download ends after the middleware).
      draining.inFlight += 1;
      ctx.res.once('close', () => {
        draining.inFlight -= 1;
      });
    }
    await withLogContext({ requestId }, async () => {
      try {
        await next();
      } finally {
        // Ask the client to open its next connection elsewhere.
        if (deps.draining?.value && !ctx.headerSent) ctx.set('Connection', 'close');
        const ms = performance.now() - started;
        const route = (ctx as Context & { _matchedRoute?: string })._matchedRoute ?? redactPath(ctx.path);
        const operation = (ctx.state.operationId as string | undefined) ?? 'none';
        deps.metrics.observeRequest(operation, ctx.method, ctx.status, ms / 1000);
        if (operation === 'ghlWebhook') deps.metrics.observeWebhook(...webhookOutcome(ctx.status, ctx.body));
        deps.log.info({ method: ctx.method, route, operation, status: ctx.status, ms: Math.round(ms) }, 'request');
      }
    });
  });

  // One place turns failures into the contract's error body; nothing internal leaks.
  app.use(async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { error: 'Not found', message: `No route for ${ctx.method} ${redactPath(ctx.path)}` };
      }
    } catch (error) {
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.body = { ...error.body };
        for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
      } else {
        const status =
          (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
        if (status && status >= 400 && status < 500) {
          // Body parser errors (malformed JSON, body too large) are the client's to fix.
          ctx.status = status;
          const message = status === 413 ? 'The request body is too large' : 'The request body is not valid JSON';
          ctx.body = { error: message, message };
        } else if (isDatabaseUnavailable(error)) {
          // The driver reconnects by itself; the client is told to come back shortly, never a 500.
          ctx.state.log.warn({ err: error }, 'database unavailable');
          ctx.status = 503;
          ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
          ctx.body = {
            error: SERVICE_UNAVAILABLE,
            message: 'The database is not reachable',
          };
        } else {
          ctx.state.log.error({ err: error }, 'unhandled error');
          ctx.status = 500;
          ctx.body = { error: 'Something went wrong on our side', message: 'Internal server error' };
        }
      }
    }
    // Every error body names the request, so a report can be matched to its log lines.
    if (ctx.status >= 400 && isErrorBody(ctx.body)) ctx.body = { ...ctx.body, requestId: ctx.state.requestId };
  });

  app.use(
    helmet({
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-site' },
    }),
  );
  app.use(
    cors({
      origin: (ctx) => {
        const origin = ctx.get('Origin');
        return allowedOrigins.has(origin) ? origin : '';
      },
      // Range: the document preview reads a large PDF a part at a time.
      allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'Range'],
      // X-Total-Count: the export's row count, which the admin's progress bar (another origin) reads.
      // Accept-Ranges, Content-Range, Content-Length: what the PDF preview reads to fetch only what it needs.
      exposeHeaders: [
        'Content-Disposition',
        'X-Request-Id',
        'Retry-After',
        'X-Total-Count',
        'Accept-Ranges',
        'Content-Range',
        'Content-Length',
      ],
      maxAge: 600,
      // The auth routes are called with credentials: the sign-in binding and refresh cookies.
      credentials: (ctx) => ctx.path.startsWith('/auth/'),
    }),
  );
  // A shutdown began after this request arrived: the liveness probe still answers, everything
  // else (the readiness probe included) is told to come back later, before any work is done.
  app.use(async (ctx, next) => {
    if (!deps.draining?.value || ctx.state.admitted || ctx.path === '/health') return next();
    ctx.status = 503;
    ctx.set('Retry-After', String(DRAINING_RETRY_AFTER_SECONDS));
    ctx.set('Connection', 'close');
    ctx.body = {
      error: SERVICE_UNAVAILABLE,
      message: 'This instance is shutting down',
    };
  });
  app.use(
    koaBody({
      multipart: false,
      urlencoded: false,
      text: false,
      jsonLimit: '1mb',
      includeUnparsed: true,
    }),
  );

  // Operational endpoints outside the contract: Prometheus metrics (token-protected here) and
  // the API reference at /docs (its own CSP for its inline scripts and styles).
  app.use(metricsEndpoint({ metrics: deps.metrics, token: deps.config.METRICS_TOKEN }));
  app.use(apiDocsEndpoint());

  const { router } = buildContractRouter({
    document: deps.document,
    handlers: deps.handlers,
    authenticate: deps.authenticate,
    ...(deps.limitWrite ? { limitWrite: deps.limitWrite } : {}),
    validateResponses: deps.validateResponses,
    baseContext: (ctx) => {
      // koa-body 8 keeps the raw text on ctx.request.rawBody; older versions under a symbol on the body.
      const request = ctx.request as { body?: Record<symbol, unknown>; rawBody?: unknown };
      const parsed = request.body;
      const raw = request.rawBody ?? (parsed && typeof parsed === 'object' ? parsed[UNPARSED] : undefined);
      return {
        requestId: ctx.state.requestId as string,
        ip: ctx.ip,
        log: ctx.state.log as Logger,
        rawRequest: ctx.req,
        rawBody: typeof raw === 'string' ? raw : undefined,
      };
    },
  });
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
