import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FRONTEND_APPS = ['shell', 'mfe-deals', 'mfe-admin'] as const;
export type FrontendApp = (typeof FRONTEND_APPS)[number];

function hashTree(dir: string, hash = createHash('sha256')): ReturnType<typeof createHash> {
  if (!existsSync(dir)) return hash;
  for (const entry of readdirSync(dir).sort()) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) hashTree(path, hash);
    else hash.update(path).update(readFileSync(path));
  }
  return hash;
}

/** A fingerprint of everything that goes into an app's bundle (its sources and the contracts). */
function sourceHash(root: string, app: FrontendApp): string {
  const hash = hashTree(join(root, app, 'src'));
  for (const file of ['webpack.config.js', 'webpack.config.mjs', 'webpack.config.ts', 'package.json']) {
    const path = join(root, app, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  hashTree(join(root, 'contracts', 'src'), hash);
  // Remotes build in the shell's federation config and whatever they import from the shell's
  // sources (theme tokens, ui primitives, the sample-data card, the registry of unsaved edits).
  hashTree(join(root, 'shell', 'federation'), hash);
  if (app !== 'shell') hashTree(join(root, 'shell', 'src'), hash);
  return hash.digest('hex');
}

/** Builds each front end in production mode unless its dist/ already matches its sources. */
export function buildFrontends(root: string, options: { force?: boolean; log?: (line: string) => void } = {}): void {
  const log = options.log ?? console.log;
  for (const app of FRONTEND_APPS) {
    const marker = join(root, app, 'dist', '.source-hash');
    const hash = sourceHash(root, app);
    if (!options.force && existsSync(marker) && readFileSync(marker, 'utf8') === hash) continue;
    log(`Building ${app}…`);
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', app], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`Building ${app} failed (exit ${result.status})`);
    writeFileSync(marker, hash);
  }
}
