import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { Middleware } from 'koa';
import { API_DOCS_FILE } from './build';
import { prepareDocsPage, type DocsPage } from './docsPage';

export const DOCS_NOT_BUILT = 'The API reference has not been built';

/**
 * GET /docs: the browsable API reference built from contracts/openapi.yaml (see build.ts). Public,
 * like the contract itself. Each answer carries a fresh nonce and a Content-Security-Policy that
 * allows exactly the page's own inline scripts and styles; every other answer of the gateway
 * keeps its strict policy. When the file was never built (a development run without
 * `npm run docs:build`) the answer is 503 saying how to build it; a rebuilt file is picked up
 * without a restart.
 */
export function apiDocsEndpoint({ file = API_DOCS_FILE }: { file?: string } = {}): Middleware {
  let loaded: { mtimeMs: number; size: number; page: DocsPage } | undefined;

  const current = (): DocsPage | undefined => {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return undefined;
    }
    if (!loaded || loaded.mtimeMs !== stat.mtimeMs || loaded.size !== stat.size) {
      loaded = { mtimeMs: stat.mtimeMs, size: stat.size, page: prepareDocsPage(readFileSync(file, 'utf8')) };
    }
    return loaded.page;
  };

  return async (ctx, next) => {
    if (ctx.path !== '/docs' && ctx.path !== '/docs/') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      ctx.body = { error: 'Method not allowed', message: 'Use GET /docs' };
      return;
    }
    const page = current();
    if (!page) {
      ctx.status = 503;
      ctx.body = {
        error: DOCS_NOT_BUILT,
        message: 'Run `npm run docs:build` (npm start, the tests and the Docker image build it)',
      };
      return;
    }
    const nonce = randomBytes(18).toString('base64');
    ctx.set('Content-Security-Policy', page.contentSecurityPolicy(nonce));
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Vary', 'Accept-Encoding');
    ctx.type = 'text/html; charset=utf-8';
    if (acceptsGzip(ctx.get('Accept-Encoding'))) {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = page.renderGzip(nonce);
    } else {
      ctx.body = page.render(nonce);
    }
  };
}

/** Whether the client takes gzip: listed (or `*`) without `q=0`. */
export function acceptsGzip(header: string): boolean {
  return header.split(',').some((entry) => {
    const [coding, ...params] = entry.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
