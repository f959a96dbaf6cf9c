import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDocsPage } from '../docsPage';
import { DOCS_NOT_BUILT, apiDocsEndpoint } from '../endpoint';

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
