// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, runtimeConfigFromEnv, startStaticServer } from '../../scripts/serve-static.mjs';

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

  it('sends the security headers on every answer: page, script, config, missing file', async () => {
    for (const urlPath of ['/', '/deals/123', '/main.3f9a1c2b.js', '/runtime-config.json', '/missing.js']) {
      const { headers } = await get(`${server.url}${urlPath}`);
      expect(headers['content-security-policy'], urlPath).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], urlPath).toBe('nosniff');
      expect(headers['referrer-policy'], urlPath).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], urlPath).toBe('DENY');
    }
  });

  it('its Content-Security-Policy lets scripts come only from here and the remotes, and calls go to the API', async () => {
    const policy = String((await get(`${server.url}/`)).headers['content-security-policy']);
    const directives = Object.fromEntries(
      policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')] as const),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self' http://localhost:3001 http://localhost:3002",
      'connect-src': "'self' http://api.example http://localhost:3001 http://localhost:3002",
      'style-src': "'self' 'unsafe-inline'",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
    });
    expect(directives['img-src']).toContain('http://api.example');
  });

  it('names only this origin when the API and remotes sit under it (relative URLs behind one proxy)', () => {
    const policy = contentSecurityPolicy({
      runtimeConfig: { apiBaseUrl: '/api', remotes: { mfeDeals: '/mfe-deals/remoteEntry.js' } },
    });
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
  });

  it('answers GET /healthz with 200 "ok", never cached', async () => {
    const answer = await get(`${server.url}/healthz`);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('ok');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve files outside its folder', async () => {
    const answer = await get(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).not.toContain('root:');
  });
});

describe('serve-static during a rolling update (STATIC_ARCHIVE_DIR)', () => {
  let base: string;
  let archiveDir: string;
  const servers: Awaited<ReturnType<typeof startStaticServer>>[] = [];

  /** A built front end: its index names its hashed entry; `files` are the hashed chunks. */
  function build(name: string, files: Record<string, string>): string {
    const dir = path.join(base, name);
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
    writeFileSync(path.join(dir, 'remoteEntry.js'), `var release = '${name}';`);
    for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
    return dir;
  }

  beforeAll(() => {
    base = mkdtempSync(path.join(tmpdir(), 'static-archive-'));
    archiveDir = path.join(base, 'archive');
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    rmSync(base, { recursive: true, force: true });
  });

  it("serves the previous release's chunks from the archive, and its own, once both have started", async () => {
    const previous = build('release-1', {
      'main.aaaa1111.js': 'previous main',
      '512.bbbb2222.js': 'previous chunk',
      'assets/logo.cccc3333.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    servers.push(await startStaticServer({ dir: previous, port: 0, archiveDir }));
    const next = build('release-2', { 'main.dddd4444.js': 'next main' });
    const server = await startStaticServer({ dir: next, port: 0, archiveDir });
    servers.push(server);

    const oldChunk = await get(`${server.url}/512.bbbb2222.js`);
    expect(oldChunk.status).toBe(200);
    expect(oldChunk.body).toBe('previous chunk');
    expect(oldChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(oldChunk.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get(`${server.url}/assets/logo.cccc3333.svg`)).status).toBe(200);
    expect((await get(`${server.url}/main.dddd4444.js`)).body).toBe('next main');
    // The entry points are this release's own, never an archived one.
    expect((await get(`${server.url}/remoteEntry.js`)).body).toBe("var release = 'release-2';");
    expect(existsSync(path.join(archiveDir, 'index.html'))).toBe(false);
    expect(existsSync(path.join(archiveDir, 'remoteEntry.js'))).toBe(false);
    expect(existsSync(path.join(archiveDir, 'main.dddd4444.js'))).toBe(true);
  });

  it('answers 404 for a hashed file that neither release has, and keeps the archive to its folder', async () => {
    const server = servers.at(-1)!;
    expect((await get(`${server.url}/main.eeee5555.js`)).status).toBe(404);
    expect((await get(`${server.url}/..%2f..%2f..%2fetc%2fpasswd.0123456789.js`)).status).not.toBe(200);
  });

  it('refuses to start when the archive cannot be written, naming STATIC_ARCHIVE_DIR', async () => {
    const notAFolder = path.join(base, 'release-2', 'index.html', 'archive');
    await expect(
      startStaticServer({ dir: path.join(base, 'release-2'), port: 0, archiveDir: notAFolder }),
    ).rejects.toThrow(`Could not archive the hashed files into STATIC_ARCHIVE_DIR (${notAFolder})`);
  });

  it('without an archive, a chunk of another release is simply missing (404)', async () => {
    const alone = await startStaticServer({ dir: path.join(base, 'release-2'), port: 0 });
    servers.push(alone);
    expect((await get(`${alone.url}/512.bbbb2222.js`)).status).toBe(404);
  });
});
