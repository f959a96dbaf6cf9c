// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfigFromEnv, startStaticServer } from '../../scripts/serve-static.mjs';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('serve-static', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startStaticServer>>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dir, 'main.3f9a1c2b.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mfeDeals;');
    writeFileSync(path.join(dir, 'assets', 'logo.0a1b2c3d.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startStaticServer({
      dir,
      port: 0,
      runtimeConfig: runtimeConfigFromEnv({
        SHELL_API_BASE_URL: 'http://api.example',
        MFE_DEALS_URL: '',
        MFE_ADMIN_URL: undefined,
      }),
    });
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves hashed files with their content type, a long cache, CORS and gzip', async () => {
    const answer = await get(`${server.url}/main.3f9a1c2b.js`, { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body).toContain('console.log');
  });

  it('gzips each version of a file once: the same bytes again, and the new content once the file changes', async () => {
    const file = path.join(dir, 'remoteEntry.js');
    const script = (n: number) => `var mfeDeals = ${JSON.stringify(String(n).repeat(1000))};`;
    writeFileSync(file, script(1));
    const first = await get(`${server.url}/remoteEntry.js`, { 'Accept-Encoding': 'gzip' });
    const again = await get(`${server.url}/remoteEntry.js`, { 'Accept-Encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(again.body).toBe(script(1));
    expect(again.headers['content-length']).toBe(first.headers['content-length']);
    writeFileSync(file, script(22));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    await expect(get(`${server.url}/remoteEntry.js`, { 'Accept-Encoding': 'gzip' })).resolves.toMatchObject({
      body: script(22),
    });
  });

  it('does not gzip for clients that do not accept it', async () => {
    const answer = await get(`${server.url}/main.3f9a1c2b.js`);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('never caches remoteEntry.js and index.html', async () => {
    expect((await get(`${server.url}/remoteEntry.js`)).headers['cache-control']).toBe('no-cache');
    expect((await get(`${server.url}/`)).headers['cache-control']).toBe('no-cache');
  });

  it('answers extensionless paths with index.html (SPA) and missing files with 404', async () => {
    const page = await get(`${server.url}/deals/123`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('id="root"');
    expect((await get(`${server.url}/missing.js`)).status).toBe(404);
  });

  it('serves svg assets with their type', async () => {
    const answer = await get(`${server.url}/assets/logo.0a1b2c3d.svg`);
    expect(answer.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers /runtime-config.json from the environment with the loopback defaults', async () => {
    const answer = await get(`${server.url}/runtime-config.json`);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(answer.body)).toEqual({
      apiBaseUrl: 'http://api.example',
      remotes: { mfeDeals: 'http://localhost:3001/remoteEntry.js', mfeAdmin: 'http://localhost:3002/remoteEntry.js' },
    });
  });

  it('does not serve files outside its folder', async () => {
    const answer = await get(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).not.toContain('root:');
  });
});
