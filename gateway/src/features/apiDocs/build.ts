import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareDocsPage } from './docsPage';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Where the built reference lives; the gateway serves it at /docs (the Docker image copies it here too). */
export const API_DOCS_FILE = fileURLToPath(new URL('../../../dist/api-docs/index.html', import.meta.url));

const CONTRACT = join(repoRoot, 'contracts', 'openapi.yaml');
const REDOCLY_CONFIG = join(repoRoot, 'contracts', 'redocly.yaml');
const MARKER = join(dirname(API_DOCS_FILE), '.source-hash');

/** Redoc options: no telemetry (the page must not call home), examples expanded one level. */
const BUILD_ARGS = ['--inlineBundle', '--lint-config', 'off', '--openapi.jsonSamplesExpandLevel', '1'];

function redoclyCli(): { bin: string; version: string } {
  const packageJson = createRequire(import.meta.url).resolve('@redocly/cli/package.json');
  const manifest = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string; bin: Record<string, string> };
  return { bin: join(dirname(packageJson), manifest.bin.redocly ?? 'bin/cli.js'), version: manifest.version };
}

function sourceHash(version: string): string {
  return createHash('sha256')
    .update(readFileSync(CONTRACT))
    .update(existsSync(REDOCLY_CONFIG) ? readFileSync(REDOCLY_CONFIG) : '')
    .update(version)
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex');
}

/** Redoc's attribution shows Redocly's logo from their CDN; the page carries a plain wordmark instead. */
const LOGO_URLS = ['https://cdn.redoc.ly/redoc/logo-mini-full.svg', 'https://cdn.redoc.ly/redoc/logo-mini.svg'];
const WORDMARK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="56" height="14" viewBox="0 0 56 14">' +
    '<text x="0" y="11" font-family="sans-serif" font-size="11" font-weight="600" fill="#0044d4">Redocly</text></svg>',
)}`;

/** The wordmark for the CDN logo, and an empty icon so the browser does not ask the gateway for /favicon.ico. */
function offline(html: string): string {
  return LOGO_URLS.reduce((page, url) => page.split(url).join(WORDMARK), html).replace(
    /<head>/i,
    '<head>\n  <link rel="icon" href="data:," />',
  );
}

/**
 * Builds the browsable API reference from contracts/openapi.yaml with `redocly build-docs
 * --inlineBundle`: one self-contained HTML file (no CDN scripts or fonts, telemetry off),
 * checked before it replaces the previous one. Skipped while the file matches the contract and
 * the Redocly version, unless `force`. Returns whether it built.
 */
export function ensureApiDocs(options: { force?: boolean; log?: (line: string) => void } = {}): boolean {
  const { bin, version } = redoclyCli();
  const hash = sourceHash(version);
  if (!options.force && existsSync(API_DOCS_FILE) && existsSync(MARKER) && readFileSync(MARKER, 'utf8') === hash) {
    return false;
  }
  (options.log ?? console.log)('Building the API reference (contracts/openapi.yaml → /docs)…');
  mkdirSync(dirname(API_DOCS_FILE), { recursive: true });
  const output = `${API_DOCS_FILE}.${process.pid}.tmp`;
  const result = spawnSync(
    process.execPath,
    [bin, 'build-docs', CONTRACT, '--config', REDOCLY_CONFIG, ...BUILD_ARGS, '--output', output],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    },
  );
  if (result.status !== 0 || !existsSync(output)) {
    rmSync(output, { force: true });
    throw new Error(`redocly build-docs failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
  }
  const html = offline(readFileSync(output, 'utf8'));
  try {
    if (/"disableTelemetry":\s*false/.test(html)) throw new Error('The built reference has telemetry on');
    if (html.includes('cdn.redoc.ly/')) throw new Error('The built reference still loads its logo from a CDN');
    prepareDocsPage(html);
  } catch (error) {
    rmSync(output, { force: true });
    throw error;
  }
  writeFileSync(output, html);
  renameSync(output, API_DOCS_FILE);
  writeFileSync(MARKER, hash);
  return true;
}
