// Dependency-free helpers for the two top-level commands: make sure npm packages are
// installed (and current) before anything imports them.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../', import.meta.url));

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Runs `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureNpmPackages() {
  const lock = `${root}package-lock.json`;
  const marker = `${root}node_modules/.portal-lock-hash`;
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === hash) return;
  console.log('Installing npm packages (npm ci)…');
  const status = run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  if (status !== 0) throw new Error(`npm ci failed with exit code ${status}`);
  writeFileSync(marker, hash);
}

/** Installs Debian's Chromium (browser tests, the front-end bench) when it is missing; returns an exit code. */
export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return 0;
  console.log('Installing Debian chromium for the browser tests…');
  const apt = (args, options) =>
    process.getuid?.() === 0 ? run('apt-get', args, options) : run('sudo', ['apt-get', ...args], options);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return apt(['update', '-qq']) || apt(['install', '-y', '-qq', 'chromium'], { env });
}
