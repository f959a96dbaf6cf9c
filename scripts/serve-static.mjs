#!/usr/bin/env node
// A small dependency-free static server for a built front end (dist/).
//
//   node scripts/serve-static.mjs --dir shell/dist --port 3000 --runtime-config-from-env
//   node scripts/serve-static.mjs --dir mfe-deals/dist --port 3001
//
// - SPA fallback: an extensionless path that is not a file answers index.html.
// - CORS `Access-Control-Allow-Origin: *` so a remote's assets load into the shell's origin.
// - Hashed files are cached for a year; index.html, remoteEntry.js and runtime-config.json
//   are `no-cache` so a new deployment is picked up at once.
// - gzip when the client accepts it; each file is compressed once (kept in memory until it changes).
// - With --runtime-config-from-env (or `runtimeConfig` in the API) /runtime-config.json is
//   answered from SHELL_API_BASE_URL, MFE_DEALS_URL and MFE_ADMIN_URL.
// - Security headers on every answer: a Content-Security-Policy naming the API and remote origins
//   (from the same settings), frame-ancestors 'none', nosniff and a referrer policy.
// - GET /healthz answers 200 "ok" (container health checks).
// - STATIC_ARCHIVE_DIR (optional): hashed files are copied there at start, and a hashed file that
//   is not in this build is served from there, so a browser still running the previous release
//   gets its chunks during a rolling update (docs/operations.md, Upgrades).
import { createReadStream } from 'node:fs';
import { cp, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip as gzipCallback, gzipSync } from 'node:zlib';

const gzipAsync = promisify(gzipCallback);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const NO_CACHE_FILES = new Set(['index.html', 'remoteEntry.js', 'runtime-config.json', 'mf-manifest.json']);
// webpack's [contenthash:8] (or longer) in the file name, e.g. main.3f9a1c2b.js
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export const DEFAULT_RUNTIME_CONFIG = Object.freeze({
  apiBaseUrl: 'http://localhost:4000',
  remotes: Object.freeze({
    mfeDeals: 'http://localhost:3001/remoteEntry.js',
    mfeAdmin: 'http://localhost:3002/remoteEntry.js',
  }),
});

/**
 * The shell's runtime configuration from the environment, with the loopback defaults.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function runtimeConfigFromEnv(env = process.env) {
  return {
    apiBaseUrl: env.SHELL_API_BASE_URL || DEFAULT_RUNTIME_CONFIG.apiBaseUrl,
    remotes: {
      mfeDeals: env.MFE_DEALS_URL || DEFAULT_RUNTIME_CONFIG.remotes.mfeDeals,
      mfeAdmin: env.MFE_ADMIN_URL || DEFAULT_RUNTIME_CONFIG.remotes.mfeAdmin,
    },
  };
}

function cacheControlFor(fileName) {
  if (NO_CACHE_FILES.has(fileName)) return 'no-cache';
  if (HASHED_NAME.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

function acceptsGzip(req) {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/** The origin of an absolute URL; null for a relative one (served from this origin: 'self'). */
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of the front ends: scripts only from this origin and the remotes,
 * calls to the API and the remotes, no framing. Styles allow inline: styled-components injects
 * <style> tags and index.html has one. Images may come from any https origin (Discord avatars)
 * and from `imgSources`; workers from blob: (pdf.js wraps a cross-origin worker in one).
 * @param {{ runtimeConfig?: { apiBaseUrl: string, remotes: Record<string, string> } | null, imgSources?: string[] }} [sources]
 */
export function contentSecurityPolicy({ runtimeConfig = null, imgSources = [] } = {}) {
  const api = runtimeConfig ? originOf(runtimeConfig.apiBaseUrl) : null;
  const remotes = runtimeConfig ? Object.values(runtimeConfig.remotes).map(originOf) : [];
  const list = (...sources) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...remotes)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', api, ...remotes, ...imgSources.map(originOf))}`,
    `font-src ${list("'self'", 'data:', ...remotes)}`,
    `connect-src ${list("'self'", api, ...remotes)}`,
    `worker-src ${list("'self'", 'blob:', ...remotes)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every answer carries. */
function securityHeaders(policy) {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

function baseHeaders() {
  return {
    'Access-Control-Allow-Origin': '*',
    Vary: 'Accept-Encoding',
  };
}

async function fileInfo(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * Resolves a URL path inside `root`, refusing anything that escapes it.
 * @returns {string | null}
 */
function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

function sendBody(req, res, status, headers, body) {
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const gzip = acceptsGzip(req) && buffer.length > 256;
  const payload = gzip ? gzipSync(buffer) : buffer;
  res.writeHead(status, {
    ...baseHeaders(),
    ...headers,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    'Content-Length': payload.length,
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** Files up to this size keep their gzipped body in memory (a built front end's largest chunk is about 600 KB). */
const GZIP_CACHE_MAX_FILE = 8 * 1024 * 1024;
/** Gzipped bodies by file path, with the size and mtime they were made from. */
const gzipCache = new Map();

/** The file's gzipped body, compressed once per version of the file: a cold page load costs no gzip per request. */
async function gzippedFile(file, info) {
  const version = `${info.size}-${info.mtimeMs}`;
  const cached = gzipCache.get(file);
  if (cached && cached.version === version) return cached.body;
  const body = await gzipAsync(await readFile(file));
  if (info.size <= GZIP_CACHE_MAX_FILE) gzipCache.set(file, { version, body });
  return body;
}

async function sendFile(req, res, file, info) {
  const fileName = path.basename(file);
  const ext = path.extname(file).toLowerCase();
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    ...baseHeaders(),
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(fileName),
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const gzip = COMPRESSIBLE.has(ext) && acceptsGzip(req) && info.size > 256;
  if (gzip) {
    const body = await gzippedFile(file, info);
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  headers['Content-Length'] = info.size;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(file), res);
}

/**
 * Copies this build's hashed files into `archiveDir` (same paths; files already there are kept),
 * so that the servers of the next release can still serve them. Resolves to how many it copied.
 */
export async function archiveHashedFiles(dir, archiveDir) {
  const root = path.resolve(dir);
  let copied = 0;
  await cp(root, path.resolve(archiveDir), {
    recursive: true,
    force: false,
    errorOnExist: false,
    filter: async (source) => {
      const info = await stat(source);
      if (info.isDirectory()) return true;
      if (!HASHED_NAME.test(path.basename(source))) return false;
      const target = path.join(path.resolve(archiveDir), path.relative(root, source));
      if (!(await fileInfo(target))) copied += 1;
      return true;
    },
  });
  return copied;
}

/**
 * The request handler of the static server.
 * @param {{ dir: string, runtimeConfig?: object | null, spa?: boolean, archiveDir?: string | null,
 *   cspSources?: object | null, imgSources?: string[] }} options
 */
export function createStaticHandler({
  dir,
  runtimeConfig = null,
  spa = true,
  archiveDir = null,
  cspSources = null,
  imgSources = [],
}) {
  const root = path.resolve(dir);
  const archiveRoot = archiveDir ? path.resolve(archiveDir) : null;
  const runtimeConfigBody = runtimeConfig ? `${JSON.stringify(runtimeConfig, null, 2)}\n` : null;
  const security = securityHeaders(contentSecurityPolicy({ runtimeConfig: cspSources ?? runtimeConfig, imgSources }));

  return async function handleRequest(req, res) {
    try {
      for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...baseHeaders(),
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendBody(req, res, 405, { Allow: 'GET, HEAD, OPTIONS', 'Content-Type': 'text/plain' }, 'Method Not Allowed');
        return;
      }
      const { pathname } = new URL(req.url ?? '/', 'http://static.local');

      if (pathname === '/healthz') {
        sendBody(req, res, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }, 'ok');
        return;
      }

      if (runtimeConfigBody && pathname === '/runtime-config.json') {
        sendBody(
          req,
          res,
          200,
          { 'Content-Type': CONTENT_TYPES['.json'], 'Cache-Control': 'no-cache' },
          runtimeConfigBody,
        );
        return;
      }

      const target = resolveInside(root, pathname);
      if (!target) {
        sendBody(req, res, 400, { 'Content-Type': 'text/plain' }, 'Bad Request');
        return;
      }
      let file = target;
      let info = await fileInfo(file);
      if (!info && pathname.endsWith('/')) {
        file = path.join(target, 'index.html');
        info = await fileInfo(file);
      }
      if (!info && archiveRoot && HASHED_NAME.test(path.basename(pathname))) {
        // A chunk of the previous release, asked for by a browser that still runs it.
        const archived = resolveInside(archiveRoot, pathname);
        info = archived ? await fileInfo(archived) : null;
        if (info && archived) file = archived;
      }
      if (!info && spa && path.extname(pathname) === '') {
        file = path.join(root, 'index.html');
        info = await fileInfo(file);
      }
      if (!info) {
        sendBody(
          req,
          res,
          404,
          { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
          'Not Found',
        );
        return;
      }
      await sendFile(req, res, file, info);
    } catch (error) {
      if (!res.headersSent) {
        sendBody(req, res, 500, { 'Content-Type': 'text/plain' }, 'Internal Server Error');
      } else {
        res.destroy(error instanceof Error ? error : undefined);
      }
    }
  };
}

/**
 * Starts a static server for a built front end. With `archiveDir`, first archives this build's
 * hashed files there (see archiveHashedFiles). `cspSources` names the API and remotes for the
 * Content-Security-Policy when this server does not answer the runtime configuration itself.
 * @param {{ dir: string, port: number, host?: string, runtimeConfig?: object | null, spa?: boolean,
 *   archiveDir?: string | null, cspSources?: object | null, imgSources?: string[] }} options
 * @returns {Promise<{ server: http.Server, url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({
  dir,
  port,
  host = '127.0.0.1',
  runtimeConfig = null,
  spa = true,
  archiveDir = null,
  cspSources = null,
  imgSources = [],
}) {
  if (archiveDir) {
    await archiveHashedFiles(dir, archiveDir).catch((error) => {
      throw new Error(`Could not archive the hashed files into STATIC_ARCHIVE_DIR (${archiveDir}): ${error.message}`);
    });
  }
  const server = http.createServer(
    createStaticHandler({ dir, runtimeConfig, spa, archiveDir, cspSources, imgSources }),
  );
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${actualPort}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections?.();
      }),
  };
}

function parseArgs(argv) {
  const options = { dir: null, port: null, host: '127.0.0.1', runtimeConfigFromEnv: false, spa: true };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dir') options.dir = argv[++i];
    else if (arg === '--port') options.port = Number(argv[++i]);
    else if (arg === '--host') options.host = argv[++i];
    else if (arg === '--runtime-config-from-env') options.runtimeConfigFromEnv = true;
    else if (arg === '--spa') options.spa = true;
    else if (arg === '--no-spa') options.spa = false;
    else throw new Error(`Unknown argument: ${arg}`);
  }
  if (!options.dir) throw new Error('--dir is required');
  if (!Number.isInteger(options.port) || options.port < 0) throw new Error('--port must be a port number');
  return options;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`serve-static: ${error.message}`);
    console.error(
      'usage: node scripts/serve-static.mjs --dir <dist> --port <port> [--host 127.0.0.1] [--runtime-config-from-env] [--no-spa]',
    );
    process.exit(2);
  }
  const { url, close } = await startStaticServer({
    dir: options.dir,
    port: options.port,
    host: options.host,
    spa: options.spa,
    runtimeConfig: options.runtimeConfigFromEnv ? runtimeConfigFromEnv() : null,
    // A remote's own pages call the same API: its policy names the same origins as the shell's.
    cspSources: runtimeConfigFromEnv(),
    archiveDir: process.env.STATIC_ARCHIVE_DIR || null,
  });
  console.log(`serve-static: ${path.resolve(options.dir)} at ${url}`);
  const shutdown = () => {
    setTimeout(() => process.exit(0), 5_000).unref();
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
