import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '@portal/contracts/openapi';
import { ensureApiDocs } from '../../../src/features/apiDocs/build';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

type Operation = { operationId?: string };

const contract = loadOpenApiDocument() as { paths: Record<string, Record<string, Operation>> };
const operationIds = Object.values(contract.paths).flatMap((item) =>
  Object.values(item)
    .map((operation) => operation.operationId)
    .filter((id): id is string => typeof id === 'string'),
);

/** The text inside each element of that name (raw text: only its closing tag ends it). */
function elementBodies(html: string, name: 'script' | 'style'): string[] {
  const bodies: string[] = [];
  const opening = new RegExp(`<${name}\\b[^>]*>`, 'gi');
  while (opening.exec(html)) {
    const end = html.indexOf(`</${name}`, opening.lastIndex);
    bodies.push(html.slice(opening.lastIndex, end));
    opening.lastIndex = end;
  }
  return bodies;
}

/** The page without the bodies of its scripts and styles: the markup a browser parses as elements. */
function markupOutsideElements(html: string): string {
  let markup = html;
  for (const name of ['script', 'style'] as const) {
    for (const body of elementBodies(markup, name)) if (body) markup = markup.replace(body, '');
  }
  return markup;
}

/** The opening tag of each script and style element (text inside them that merely mentions a tag is skipped). */
function elementTags(html: string): string[] {
  const tags: string[] = [];
  const opening = /<(script|style)\b[^>]*>/gi;
  let match: RegExpExecArray | null;
  while ((match = opening.exec(html))) {
    tags.push(match[0]);
    opening.lastIndex = html.indexOf(`</${match[1]}`, opening.lastIndex);
  }
  return tags;
}

describe('GET /docs: the API reference built from contracts/openapi.yaml', () => {
  let t: TestGateway;

  beforeAll(async () => {
    ensureApiDocs({ log: () => undefined });
    t = await startTestGateway();
  });
  afterAll(() => t.close());

  it('answers an HTML page that names the contract’s operations and paths', async () => {
    const response = await t.request('/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(operationIds.length).toBeGreaterThan(40);
    for (const id of operationIds) expect(html, id).toContain(`"operationId":"${id}"`);
    for (const path of ['/deals/{id}', '/admin/ghl/config', '/api/webhooks/ghl']) expect(html).toContain(path);
    // The prerendered markup already lists the operations (readable before the script runs).
    expect(html).toContain('Create a deal for the caller');
  });

  it('loads nothing from elsewhere: no script, stylesheet, font or image from another host', async () => {
    const html = await (await t.request('/docs')).text();
    // Booleans, not toMatch: a failure must not print the whole 2.5 MB page.
    const loaders = /<(?:script|link|img|iframe|source|embed|object)\b[^>]*\s(?:src|href)=["']?(?:https?:)?\/\//i;
    expect(loaders.test(markupOutsideElements(html)), 'an element loading from another host').toBe(false);
    expect(/<script\b[^>]*\ssrc=/i.test(html), 'a script with src').toBe(false);
    const css = elementBodies(html, 'style').join('\n');
    expect(/@import|url\(\s*['"]?(?:https?:)?\/\//i.test(css), 'CSS loading from another host').toBe(false);
    expect(/fonts\.googleapis|cdn\.redoc\.ly|cdn\.redocly\.com\/redoc/i.test(html), 'a CDN address').toBe(false);
    expect(html.includes('"disableTelemetry":true'), 'telemetry off').toBe(true);
  });

  it('allows exactly its own inline scripts and styles with a fresh nonce per answer', async () => {
    const first = await t.request('/docs');
    const csp = first.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/https?:|\*/);
    const html = await first.text();
    const tags = elementTags(html);
    expect(tags.length).toBeGreaterThanOrEqual(3);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.headers.get('cache-control')).toBe('no-store');

    const second = await t.request('/docs');
    expect(second.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
  });

  it('the rest of the gateway keeps its strict policy', async () => {
    for (const path of ['/health', '/deals', '/docs/other']) {
      const csp = (await t.request(path)).headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'none'");
      expect(csp, path).not.toContain('nonce-');
    }
  });

  it('travels gzip-encoded: the 2.5 MB page is a few hundred kB on the wire', async () => {
    const response = await t.request('/docs', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const onTheWire = Number(response.headers.get('content-length'));
    const html = await response.text();
    expect(html).toContain('Create a deal for the caller');
    expect(onTheWire).toBeLessThan(Buffer.byteLength(html) / 3);
  });

  it('answers only GET and HEAD', async () => {
    expect((await t.request('/docs', { method: 'HEAD' })).status).toBe(200);
    const post = await t.request('/docs', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});
