#!/usr/bin/env node
// `npm test` step 'images: assemble and start every Dockerfile' (docs/operations.md, "Images
// checked without a container engine"). Assembles each image of docker-compose.yml from its
// Dockerfile as a build would, starts every service with the environment compose gives it (a
// test .env, the embedded FerretDB for `mongo`, Debian's caddy for `proxy`, the sandbox Discord
// on the host), then signs in through the proxy in a real Chromium. Exits 1 on the first failure.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { startEmbeddedDatabase, freePort, type EmbeddedDatabase } from '@portal/mongo-init';
import { startDiscordSandbox, type DiscordSandbox } from '../../gateway/sandbox/discord';
import { assembleImage, type Image } from './assemble';
import { buildArgs, dependencies, loadCompose, serviceEnvironment, startOrder, type ComposeService } from './compose';
import { prepareContainerHost } from './container';
import { execInContainer, forwardPort, startService, waitFor, type RunningService } from './services';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const composeFile = join(repoRoot, 'docker-compose.yml');
const cacheRoot = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'broker-portal', 'images');
const layerCache = join(cacheRoot, 'layers');
const artifacts = join(repoRoot, 'e2e', 'artifacts');
/**
 * The budget (docs/operations.md#images-checked-on-every-ci-run-scriptsimages): the gateway image
 * answers /ready within 20 s of its CMD.
 */
const READY_BUDGET_MS = 20_000;

const log = (line: string) => console.log(line);
const cleanups: (() => Promise<unknown> | unknown)[] = [];
const results: { ok: boolean; what: string }[] = [];

class CheckFailed extends Error {}

function pass(what: string): void {
  results.push({ ok: true, what });
  log(`  ✔ ${what}`);
}

function fail(what: string, detail = ''): never {
  results.push({ ok: false, what });
  log(`  ✘ ${what}${detail ? `\n${detail.replace(/^/gm, '      ')}` : ''}`);
  throw new CheckFailed(what);
}

function expectThat(ok: boolean, what: string, detail?: () => string): void {
  if (ok) pass(what);
  else fail(what, detail?.());
}

function ensureCaddy(): void {
  if (spawnSync('sh', ['-c', 'command -v caddy'], { stdio: 'ignore' }).status === 0) return;
  log('Installing Debian caddy for the proxy check…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status;
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', 'caddy']) !== 0) {
    throw new Error('apt-get install caddy failed');
  }
}

/** The `.env` a self-hoster writes, with the sandbox Discord standing in for discord.com. */
function testDotenv(discord: DiscordSandbox): Record<string, string> {
  const secret = () => randomBytes(36).toString('base64url');
  return {
    DOMAIN: 'localhost',
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    MONGO_ROOT_PASSWORD: secret(),
    MONGO_APP_PASSWORD: secret(),
    MONGO_REPLICA_SET_KEY: randomBytes(512).toString('base64'),
    DISCORD_CLIENT_ID: 'sandbox-client',
    DISCORD_CLIENT_SECRET: 'sandbox-secret',
    DISCORD_AUTHORIZE_URL: `http://127.0.0.1:${discord.port}/oauth2/authorize`,
    DISCORD_API_URL: `http://127.0.0.1:${discord.port}/api/v10`,
    DISCORD_CDN_URL: `http://127.0.0.1:${discord.port}/cdn`,
    INITIAL_ADMIN_DISCORD_USERNAMES: 'demo-admin',
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '8',
    LOG_LEVEL: 'warn',
  };
}

/**
 * The embedded FerretDB stands in for the `mongo` service. It runs no replica set and has no
 * users, so `replicaSet` and the credentials are taken out of the URI the services get; the
 * host (mongo:27017) stays and reaches FerretDB through the service's address.
 */
export function standInMongoUri(uri: string): string {
  const url = new URL(uri);
  url.username = '';
  url.password = '';
  for (const param of ['replicaSet', 'authSource', 'authMechanism']) url.searchParams.delete(param);
  return url.toString();
}

async function httpGet(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** GET through the proxy, trusting its own CA (Caddy's internal CA for `localhost`). */
function proxyRequest(
  url: string,
  ca: Buffer,
  options: { method?: string; headers?: Record<string, string>; body?: string; keepOpen?: boolean } = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  firstChunkAfterMs?: number;
  destroy?: () => void;
}> {
  return new Promise((resolvePromise, reject) => {
    const started = Date.now();
    const req = httpsRequest(url, { method: options.method ?? 'GET', headers: options.headers, ca }, (res) => {
      let body = '';
      if (options.keepOpen) {
        res.once('data', (chunk: Buffer) => {
          resolvePromise({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: chunk.toString(),
            firstChunkAfterMs: Date.now() - started,
            destroy: () => req.destroy(),
          });
        });
        return;
      }
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

function pruneLayers(usedKeys: string[]): void {
  if (!existsSync(layerCache)) return;
  const stale = readdirSync(layerCache).filter((entry) => !usedKeys.includes(entry));
  if (stale.length === 0) return;
  const trash = join(cacheRoot, `trash-${process.pid}`);
  mkdirSync(trash, { recursive: true });
  for (const entry of stale) renameSync(join(layerCache, entry), join(trash, entry));
  spawn('rm', ['-rf', trash], { detached: true, stdio: 'ignore' }).unref();
}

type Started = { service: RunningService; image: Image; env: Record<string, string> };

async function main(): Promise<void> {
  if (process.getuid?.() !== 0) {
    throw new Error('needs root: each service runs in its own mount namespace (unshare, mount), as a container would');
  }
  if (!existsSync('/usr/bin/chromium')) throw new Error('Debian chromium is missing (npm test installs it first)');
  ensureCaddy();
  const workDir = mkdtempSync(join(tmpdir(), 'portal-images-'));
  // Removed in the background: unlinking five images' files takes a while on a busy disk.
  cleanups.push(() => spawn('rm', ['-rf', workDir], { detached: true, stdio: 'ignore' }).unref());

  const discord = await startDiscordSandbox({ port: await freePort() });
  cleanups.push(() => discord.close());
  const dotenv = testDotenv(discord);
  const dotenvText = Object.entries(dotenv)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const compose = loadCompose(composeFile, dotenv);
  const order = startOrder(compose);
  // Each service gets its own loopback address; its compose name resolves to it.
  const addresses = Object.fromEntries(order.map((name, i) => [name, `127.0.0.${10 + i}`]));
  const host = prepareContainerHost(join(workDir, 'etc'), addresses);
  const envOf = (service: ComposeService) =>
    serviceEnvironment(composeFile, service, (path) =>
      path === resolve(repoRoot, '.env') ? dotenvText : existsSync(path) ? readFileSync(path, 'utf8') : null,
    );

  log('\nAssembling the images');
  const images = new Map<string, Image>();
  const usedKeys: string[] = [];
  for (const name of order) {
    const build = compose.services[name]!.build;
    if (!build) continue;
    const dockerfile = resolve(repoRoot, build.context ?? '.', build.dockerfile ?? 'Dockerfile');
    log(`${name} (${build.dockerfile})`);
    const started = Date.now();
    const built = await assembleImage({
      name,
      context: resolve(repoRoot, build.context ?? '.'),
      dockerfile,
      workDir: join(workDir, 'images'),
      buildArgs: buildArgs(compose.services[name]!),
      layerCache,
      host,
      log,
    });
    images.set(name, built.image);
    usedKeys.push(...built.usedKeys);
    pass(
      `${name}: assembled in ${Math.round((Date.now() - started) / 1000)} s (FROM ${built.image.base}, CMD ${built.image.cmd.join(' ')})`,
    );
  }
  // Keep only the layers this run used (removed in the background: unlinking is slow).
  cleanups.push(() => pruneLayers(usedKeys));

  log('\nStarting the services');
  const running = new Map<string, Started>();
  const completed = new Set<string>();
  let database: EmbeddedDatabase | undefined;
  for (const name of order) {
    const service = compose.services[name]!;
    for (const [dep, condition] of Object.entries(dependencies(service))) {
      if (condition === 'service_completed_successfully' && !completed.has(dep))
        fail(`${name}: ${dep} did not complete`);
    }
    const image = images.get(name);
    if (name === 'mongo') {
      database = await startEmbeddedDatabase({
        dataDir: join(workDir, 'mongo'),
        preferMongod: false,
        log: () => undefined,
      });
      cleanups.push(() => database?.stop());
      const forward = await forwardPort(
        { host: addresses.mongo!, port: 27017 },
        { host: '127.0.0.1', port: Number(new URL(database.uri).port) },
      );
      cleanups.push(() => forward.close());
      pass(`mongo: the embedded FerretDB stands in, reached as mongo:27017`);
      continue;
    }
    if (name === 'proxy') {
      await startProxy(service, addresses, host, workDir, envOf(service), running);
      continue;
    }
    if (!image) fail(`${name}: neither built here nor a known stand-in (image ${service.image ?? 'none'})`);
    const env = envOf(service);
    if (env.MONGODB_URI) env.MONGODB_URI = standInMongoUri(env.MONGODB_URI);
    const cmdStarted = Date.now();
    const started = startService({ name, image, env, address: addresses[name]!, host });
    cleanups.push(() => started.stop());
    if (service.restart === 'no') {
      const code = await started.exited;
      expectThat(code === 0, `${name}: ${image.cmd.join(' ')} ran to completion (exit ${code})`, started.output);
      completed.add(name);
      continue;
    }
    running.set(name, { service: started, image, env });
    const port = image.expose[0];
    if (!port) fail(`${name}: the image EXPOSEs no port`);
    const base = `http://${addresses[name]}:${port}`;
    if (name === 'gateway') {
      const ready = await waitFor(async () => (await fetch(`${base}/ready`)).status === 200, 60_000, started.exited);
      const ms = Date.now() - cmdStarted;
      expectThat(
        ready,
        `gateway: answers /ready ${ready ? `${(ms / 1000).toFixed(1)} s after its CMD started` : 'never'}`,
        started.output,
      );
      // A budget (docs/operations.md) measured on every run, reported rather than asserted: a
      // loaded machine is slower.
      log(
        `  ${ms <= READY_BUDGET_MS ? '✔' : '⚠'} gateway: /ready ${(ms / 1000).toFixed(1)} s after its CMD (budget 20 s)`,
      );
    } else {
      const up = await waitFor(async () => (await fetch(`${base}/`)).status < 500, 30_000, started.exited);
      expectThat(up, `${name}: listening on ${name}:${port}`, started.output);
    }
    if (name === 'gateway') checkGatewayContents(image);
    await checkHealth(name, addresses[name]!, image, env, host, started);
  }

  await checkFrontEnds(compose.services, running, addresses);
  const ca = readFileSync(join(workDir, 'caddy-data', 'caddy', 'pki', 'authorities', 'local', 'root.crt'));
  const origin = `https://${dotenv.DOMAIN}`;
  await checkThroughProxy(origin, ca, compose.services);
  const token = await checkBrowser(origin);
  await checkStream(origin, ca, token);
  await checkForwardedFor(origin, ca, Number(dotenv.SIGN_IN_RATE_LIMIT_PER_MINUTE));
  for (const [name, { service }] of running) {
    expectThat(service.child.exitCode === null, `${name}: still running at the end`, service.output);
  }
}

async function checkHealth(
  name: string,
  address: string,
  image: Image,
  env: Record<string, string>,
  host: ReturnType<typeof prepareContainerHost>,
  service: RunningService,
) {
  if (!image.healthcheck) fail(`${name}: the image has no HEALTHCHECK`);
  const { command, options } = image.healthcheck;
  let last = { code: 1, output: '' };
  const healthy = await waitFor(
    async () => {
      last = await execInContainer({ image, env, host, command, address });
      return last.code === 0;
    },
    30_000,
    service.exited,
  );
  expectThat(
    healthy,
    `${name}: HEALTHCHECK passes (${command.join(' ').slice(0, 90)}; ${Object.entries(options)
      .map(([k, v]) => `--${k}=${v}`)
      .join(' ')})`,
    () => `${last.output}\n${service.output()}`,
  );
}

/** The gateway image runs compiled JavaScript: no TypeScript runtime, sources, tests or sandboxes. */
function checkGatewayContents(image: Image): void {
  const present = ['node_modules/tsx', 'gateway/src', 'gateway/sandbox', 'gateway/test', 'contracts/src'].filter(
    (path) => existsSync(join(image.root, path)),
  );
  expectThat(present.length === 0, 'gateway: the image holds no tsx, sources, tests or sandboxes', () =>
    present.join(', '),
  );
}

async function startProxy(
  service: ComposeService,
  addresses: Record<string, string>,
  host: ReturnType<typeof prepareContainerHost>,
  workDir: string,
  env: Record<string, string>,
  running: Map<string, Started>,
) {
  const mount = (service.volumes ?? []).find((volume) => volume.split(':')[1] === '/etc/caddy/Caddyfile');
  if (!mount) fail('proxy: no Caddyfile mounted at /etc/caddy/Caddyfile');
  const caddyfile = resolve(repoRoot, mount.split(':')[0]!);
  const empty = join(workDir, 'proxy-root');
  mkdirSync(empty, { recursive: true });
  // The official caddy image's CMD, with Debian's caddy and its data (the internal CA) kept here.
  const image: Image = {
    name: 'proxy',
    base: service.image ?? 'caddy',
    root: empty,
    env: { XDG_DATA_HOME: join(workDir, 'caddy-data'), XDG_CONFIG_HOME: join(workDir, 'caddy-config') },
    workdir: '/app',
    user: '',
    cmd: ['caddy', 'run', '--config', caddyfile, '--adapter', 'caddyfile'],
    healthcheck: null,
    expose: [443],
  };
  const started = startService({ name: 'proxy', image, env, address: addresses.proxy!, host });
  cleanups.push(() => started.stop());
  running.set('proxy', { service: started, image, env });
  const up = await waitFor(
    async () => {
      const probe = spawnSync('sh', ['-c', 'exec 3<>/dev/tcp/127.0.0.1/443'], { shell: '/bin/bash' });
      return (
        probe.status === 0 &&
        existsSync(join(workDir, 'caddy-data', 'caddy', 'pki', 'authorities', 'local', 'root.crt'))
      );
    },
    30_000,
    started.exited,
  );
  expectThat(up, `proxy: caddy runs ${caddyfile.slice(repoRoot.length)} on ports 80 and 443`, started.output);
}

async function checkFrontEnds(
  services: Record<string, ComposeService>,
  running: Map<string, Started>,
  addresses: Record<string, string>,
) {
  log('\nFront ends');
  for (const name of ['shell', 'mfe-deals', 'mfe-admin']) {
    const started = running.get(name);
    if (!started) fail(`${name}: not running`);
    const base = `http://${addresses[name]}:${started.image.expose[0]}`;
    const index = await httpGet(`${base}/`);
    expectThat(
      index.status === 200 && index.body.includes('<script'),
      `${name}: serves its index.html`,
      () => `${index.status} ${index.body.slice(0, 200)}`,
    );
    if (name !== 'shell') {
      const entry = await httpGet(`${base}/remoteEntry.js`);
      expectThat(
        entry.status === 200 && /javascript/.test(entry.headers.get('content-type') ?? ''),
        `${name}: serves remoteEntry.js`,
      );
      continue;
    }
    const config = await httpGet(`${base}/runtime-config.json`);
    const env = started.env;
    const expected = {
      apiBaseUrl: env.SHELL_API_BASE_URL,
      remotes: { mfeDeals: env.MFE_DEALS_URL, mfeAdmin: env.MFE_ADMIN_URL },
    };
    const actual = JSON.parse(config.body) as unknown;
    expectThat(
      JSON.stringify(actual) === JSON.stringify(expected),
      `shell: runtime-config.json points where compose says (${JSON.stringify(actual)})`,
      () => `expected ${JSON.stringify(expected)}`,
    );
  }
  void services;
}

async function checkThroughProxy(origin: string, ca: Buffer, services: Record<string, ComposeService>) {
  log(`\nThrough the proxy at ${origin}`);
  const index = await proxyRequest(`${origin}/`, ca);
  expectThat(index.status === 200 && index.body.includes('<script'), 'proxy: / is the shell');
  const config = JSON.parse((await proxyRequest(`${origin}/runtime-config.json`, ca)).body) as {
    apiBaseUrl: string;
    remotes: Record<string, string>;
  };
  for (const [remote, url] of Object.entries(config.remotes)) {
    const entry = await proxyRequest(url, ca);
    expectThat(entry.status === 200, `proxy: ${remote} remoteEntry.js at ${url}`, () => `${entry.status}`);
  }
  const ready = await proxyRequest(`${config.apiBaseUrl}/ready`, ca);
  expectThat(
    ready.status === 200,
    `proxy: the API at ${config.apiBaseUrl} (/ready 200)`,
    () => `${ready.status} ${ready.body}`,
  );
  const plain = await httpGet(`http://localhost/`);
  expectThat(
    plain.status >= 300 && plain.status < 400 && (plain.headers.get('location') ?? '').startsWith('https://'),
    'proxy: plain HTTP redirects to HTTPS',
  );
  void services;
}

async function checkBrowser(origin: string): Promise<string> {
  log('\nBrowser (Debian chromium) through the proxy');
  const browser: Browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  cleanups.push(() => browser.close());
  // Caddy's internal CA for `localhost` is not in the browser's trust store; a real domain gets a public certificate.
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  mkdirSync(artifacts, { recursive: true });
  try {
    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: 'LOGIN WITH DISCORD' }).click();
    await page.waitForURL(/\/oauth2\/authorize/);
    await page.locator('button[data-username="demo-admin"]').click();
    await page.waitForURL((url) => url.origin === origin && !url.searchParams.has('token'));
    await page.getByRole('heading', { name: 'DEALS', exact: true }).waitFor({ timeout: 30_000 });
    pass(
      'browser: signed in as demo-admin through the sandbox Discord; Deals opens (mfe-deals through /remotes/deals/)',
    );
    await page.screenshot({ path: join(artifacts, 'images-deals.png'), fullPage: true });
    await page.goto(`${origin}/admin`);
    await page.getByRole('heading', { name: 'ADMIN DASHBOARD' }).waitFor({ timeout: 30_000 });
    pass('browser: Admin opens (mfe-admin through /remotes/admin/)');
    await page.screenshot({ path: join(artifacts, 'images-admin.png'), fullPage: true });
  } catch (error) {
    await page.screenshot({ path: join(artifacts, 'images-failure.png'), fullPage: true }).catch(() => undefined);
    fail(`browser: ${(error as Error).message.split('\n')[0]}`, `page: ${page.url()}\n${errors.join('\n')}`);
  }
  // The shell holds its bearer token in memory only; the page's refresh cookie gets a fresh one.
  const token = await page
    .evaluate(async (api) => {
      const response = await fetch(`${api}/auth/refresh`, { method: 'POST', credentials: 'include' });
      return response.ok ? ((await response.json()) as { token?: string }).token : undefined;
    }, `${origin}/api`)
    .catch(() => undefined);
  if (!token) fail('browser: no session after sign-in (refresh through the proxy gave no token)');
  return token ?? '';
}

async function checkStream(origin: string, ca: Buffer, token: string) {
  const stream = await proxyRequest(`${origin}/api/notifications/stream`, ca, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    keepOpen: true,
  });
  stream.destroy?.();
  // The gateway writes "retry" and ": connected" at once; a buffering proxy would hold them.
  expectThat(
    stream.status === 200 && stream.body.includes(': connected'),
    `proxy: the notification stream's first event arrives while it stays open (${stream.firstChunkAfterMs} ms)`,
    () => `${stream.status} ${stream.body}`,
  );
}

async function checkForwardedFor(origin: string, ca: Buffer, limit: number) {
  // Each attempt claims another address; the limit must still count the real one (127.0.0.1).
  const statuses: number[] = [];
  for (let i = 0; i < limit + 1; i++) {
    const attempt = await proxyRequest(`${origin}/api/auth/session`, ca, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Forwarded-For': `203.0.113.${i + 1}` },
      body: JSON.stringify({ code: `notacode${String(i).padStart(35, '0')}` }),
    });
    statuses.push(attempt.status);
    if (attempt.status === 429) break;
  }
  expectThat(
    statuses.includes(429),
    `proxy: a client sending its own X-Forwarded-For is still limited by its real address (${statuses.join(' ')})`,
  );
}

let exitCode = 0;
// Stopped from outside (Ctrl-C, CI timeout): stop the services and remove the folder first.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`\n${signal}: stopping the services`);
    void (async () => {
      for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
      process.exit(1);
    })();
  });
}
try {
  await main();
} catch (error) {
  exitCode = 1;
  if (!(error instanceof CheckFailed)) log(`  ✘ ${(error as Error).stack ?? String(error)}`);
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}
const failed = results.filter((r) => !r.ok).length;
log(`\nimages: ${results.length - failed} checks passed, ${failed + (exitCode && !failed ? 1 : 0)} failed`);
process.exit(exitCode);
