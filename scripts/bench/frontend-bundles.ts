import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/**
 * JavaScript as the browser loads it: every script response of a page, its decoded size and its
 * gzip size. gzip is node:zlib at its default level (6), the level scripts/serve-static.mjs
 * sends; the bytes actually transferred are kept as a cross-check.
 */
export type JsFile = {
  url: string;
  origin: string;
  /** Path inside the app's dist/ folder. */
  file: string;
  bytes: number;
  gzip: number;
  /** Encoded body bytes as received (null when Chromium did not report them). */
  transferred: number | null;
};

export const KIB = 1024;

export function gzipSize(buffer: Buffer): number {
  return gzipSync(buffer).length;
}

export function sumOf(files: readonly JsFile[], key: 'bytes' | 'gzip'): number {
  return files.reduce((sum, file) => sum + file[key], 0);
}

export function transferredOf(files: readonly JsFile[]): number | null {
  let sum = 0;
  for (const file of files) {
    if (file.transferred === null) return null;
    sum += file.transferred;
  }
  return sum;
}

/** Records every JavaScript response of `page` until `stop()`. */
export function recordJs(page: Page): { stop(): Promise<JsFile[]> } {
  const files: JsFile[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    const script = response.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname);
    if (!script || response.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response
          .request()
          .sizes()
          .catch(() => null);
        files.push({
          url: url.href,
          origin: url.origin,
          file: decodeURIComponent(url.pathname.slice(1)),
          bytes: body.length,
          gzip: gzipSize(body),
          transferred: sizes ? sizes.responseBodySize : null,
        });
      })().catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  return {
    async stop() {
      page.off('response', onResponse);
      await Promise.all(pending);
      return files.sort((a, b) => b.gzip - a.gzip);
    },
  };
}

/** What a remote's chunk is, read from its remoteEntry.js (minified webpack + Module Federation). */
export type RemoteChunkMap = {
  /** Chunks an exposed module needs before it can run (its own code). */
  exposed: Set<string>;
  /** Chunks of shared modules (the remote's provided copies and consume fallbacks). */
  shared: Set<string>;
};

const CHUNK_LOAD = /\b[A-Za-z_$][\w$]*\.e\((\d+)\)/g;
const EXPOSE = /"\.\/[^"]+":\(\)=>(?:Promise\.all\(\[[^\]]*\]\)|[A-Za-z_$][\w$]*\.e\(\d+\))/g;

function chunkIdsIn(source: string): Set<string> {
  return new Set([...source.matchAll(CHUNK_LOAD)].map((match) => match[1]!));
}

/**
 * The container's module map (`"./DealsPage":()=>Promise.all([o.e(461),…])`) names the chunks of
 * each exposed module; every other chunk load in remoteEntry.js belongs to the share scope
 * (`register("react-dom","19.3.1",()=>…)`, consume fallbacks). Chunks named in neither are
 * loaded later by the remote's own code (React.lazy, import()).
 */
export function parseRemoteEntry(source: string): RemoteChunkMap {
  const segments = source.match(EXPOSE) ?? [];
  if (segments.length === 0) throw new Error('remoteEntry.js: no exposed module found (has the build format changed?)');
  const exposed = new Set(segments.flatMap((segment) => [...chunkIdsIn(segment)]));
  const shared = chunkIdsIn(source.replace(EXPOSE, ''));
  return { exposed, shared };
}

export type RemoteRole = 'entry' | 'exposed' | 'shared' | 'lazy';

export function remoteRoleOf(file: string, map: RemoteChunkMap): RemoteRole {
  if (basename(file) === 'remoteEntry.js') return 'entry';
  const id = /^(\d+)\.[0-9a-f]{8,}\.js$/.exec(basename(file))?.[1];
  if (id !== undefined && map.shared.has(id)) return 'shared';
  if (id !== undefined && map.exposed.has(id)) return 'exposed';
  return 'lazy';
}

function packageOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) return pkg.startsWith('@module-federation/') ? 'Module Federation runtime' : pkg;
  if (/webpack\/(runtime|bootstrap)/.test(source)) return 'webpack runtime';
  if (/\/contracts\/src\//.test(source)) return '@portal/contracts';
  if (/\.federation\//.test(source)) return 'Module Federation runtime';
  if (/\/shell\/src\//.test(source)) return 'shell source';
  if (/\bsrc\//.test(source)) return 'app source';
  return 'other';
}

/**
 * What a built file holds, from its source map: the packages whose sources it bundles, largest
 * first by original source size (an approximation of their share of the minified bytes).
 */
export function describeChunk(distDir: string, file: string, top = 3): string {
  const mapFile = join(distDir, `${file}.map`);
  if (!existsSync(mapFile)) return '';
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[]; sourcesContent?: (string | null)[] };
  const sizes = new Map<string, number>();
  (map.sources ?? []).forEach((source, index) => {
    const size = map.sourcesContent?.[index]?.length ?? 1;
    const name = packageOf(source);
    sizes.set(name, (sizes.get(name) ?? 0) + size);
  });
  const total = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .filter(([, size], index) => index === 0 || size / total >= 0.05)
    .map(([name, size]) => (sizes.size > 1 ? `${name} ${Math.round((size / total) * 100)}%` : name))
    .join(', ');
}

/** Every .js file an app's build emitted, gzipped: the most any visit could load from it. */
export function distJsTotal(distDir: string): { files: number; bytes: number; gzip: number } {
  let files = 0;
  let bytes = 0;
  let gzip = 0;
  for (const name of readdirSync(distDir)) {
    if (!name.endsWith('.js')) continue;
    const content = readFileSync(join(distDir, name));
    files += 1;
    bytes += content.length;
    gzip += gzipSize(content);
  }
  return { files, bytes, gzip };
}
