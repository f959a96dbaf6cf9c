import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Metrics } from '../infra/metrics';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus text format. On the API port it needs `Authorization: Bearer
 * <METRICS_TOKEN>` and is absent (404) when no token is configured; `open` serves it without a
 * token, for the separate METRICS_PORT listener that stays off the public network.
 */
export function metricsEndpoint({
  metrics,
  token,
  open = false,
}: {
  metrics: Metrics;
  token: string | undefined;
  open?: boolean;
}): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/metrics') return next();
    if (!open) {
      if (!token) return next();
      const given = /^Bearer (.+)$/.exec(ctx.get('Authorization'))?.[1] ?? '';
      if (!sameToken(given, token)) {
        ctx.status = 401;
        ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
        ctx.body = { error: 'A metrics token is required', message: 'Send Authorization: Bearer <METRICS_TOKEN>' };
        return;
      }
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      ctx.body = { error: 'Method not allowed', message: 'Use GET /metrics' };
      return;
    }
    const { contentType, body } = await metrics.render();
    ctx.set('Cache-Control', 'no-store');
    ctx.type = contentType;
    ctx.body = body;
  };
}
