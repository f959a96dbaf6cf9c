import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDocsPage } from '../docsPage';
import { DOCS_NOT_BUILT, acceptsGzip, apiDocsEndpoint } from '../endpoint';

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
  <style>body { margin: 0; }</style>
  <style data-styled="true">.a{color:red}</style>
</head>
<body>
  <div id="redoc"><div style="display:none;height:0px">x</div><a href="https://example.com/">link</a></div>
  <script>document.documentElement.classList.add("light")</script>
  <script type="module">const html = "<script><\\/script>"; hydrate();</script>
</body>
</html>`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('prepareDocsPage', () => {
  it('puts the answer’s nonce on every inline script and style, and in the meta styled-components reads', () => {
    const html = prepareDocsPage(PAGE).render('abc123').toString('utf8');
    expect(html.match(/<script nonce="abc123"/g)).toHaveLength(2);
    expect(html.match(/<style nonce="abc123"/g)).toHaveLength(2);
    expect(html).toContain('<meta property="csp-nonce" nonce="abc123" />');
    // Script text that merely mentions a tag is left alone.
    expect(html).toContain('const html = "<script><\\/script>"');
  });

  it('allows the markup’s style attributes by hash, nothing inline besides', () => {
    const csp = prepareDocsPage(PAGE).contentSecurityPolicy('n1');
    expect(csp).toContain(`style-src 'nonce-n1' 'unsafe-hashes' ${hash('display:none;height:0px')}`);
    expect(csp).toContain("script-src 'nonce-n1';");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('gzips to exactly the rendered page, whatever the nonce', () => {
    const page = prepareDocsPage(PAGE + '<p>'.repeat(70_000));
    for (const nonce of ['abc123', 'Zm9v+/==', 'x'.repeat(300)]) {
      const gzipped = page.renderGzip(nonce);
      expect(gunzipSync(gzipped).equals(page.render(nonce))).toBe(true);
      expect(gzipped.length).toBeLessThan(page.render(nonce).length / 10);
    }
  });

  it.each([
    ['a CDN script', PAGE.replace('<script>', '<script src="https://cdn.example/redoc.js"></script><script>')],
    [
      'a preloaded module',
      PAGE.replace('</head>', '<link rel="modulepreload" href="https://cdn.example/x.js" /></head>'),
    ],
    ['a web font', PAGE.replace('body { margin: 0; }', '@font-face { src: url(https://fonts.example/a.woff2) }')],
  ])('refuses a page that loads %s', (_name, html) => {
    expect(() => prepareDocsPage(html)).toThrow(/loads a resource from elsewhere/);
  });
});

describe('apiDocsEndpoint', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-docs-'));
  const servers: { close(): void }[] = [];
  afterAll(() => {
    for (const server of servers) server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function serve(file: string): Promise<string> {
    const app = new Koa();
    app.use(apiDocsEndpoint({ file }));
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['', false],
  ])('reads Accept-Encoding %j as gzip %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('sends the page gzip-encoded to a client that accepts it, plain to one that does not', async () => {
    const file = join(dir, 'encoded.html');
    writeFileSync(file, PAGE);
    const url = await serve(file);
    const gzipped = await fetch(`${url}/docs`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(await gzipped.text()).toContain('<div id="redoc">');
    const plain = await fetch(`${url}/docs`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<div id="redoc">');
  });

  it('answers 503 saying how to build the reference while it was never built, then serves it once built', async () => {
    const file = join(dir, 'index.html');
    const url = await serve(file);
    const missing = await fetch(`${url}/docs`);
    expect(missing.status).toBe(503);
    expect(await missing.json()).toMatchObject({
      error: DOCS_NOT_BUILT,
      message: expect.stringContaining('docs:build'),
    });

    writeFileSync(file, PAGE);
    const built = await fetch(`${url}/docs`);
    expect(built.status).toBe(200);
    expect(await built.text()).toContain('<div id="redoc">');
  });
});
