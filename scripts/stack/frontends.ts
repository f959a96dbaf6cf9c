import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const FRONTEND_APPS = ['shell', 'mfe-deals', 'mfe-admin'] as const;
export type FrontendApp = (typeof FRONTEND_APPS)[number];

/** Every file under `dir`, named relative to `root` (a checkout moved elsewhere keeps its builds). */
function hashTree(root: string, dir: string, hash = createHash('sha256')): ReturnType<typeof createHash> {
  if (!existsSync(dir)) return hash;
  for (const entry of readdirSync(dir).sort()) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) hashTree(root, path, hash);
    else hash.update(relative(root, path)).update(readFileSync(path));
  }
  return hash;
}

/** The folders outside an app's own that go into every app's bundle, relative to the root. */
export const FINGERPRINTED_SHARED_DIRS = ['contracts/src', 'web-kit/src', 'web-kit/build'] as const;

/** A fingerprint of everything that goes into an app's bundle (its sources, the kit, the contracts). */
export function sourceHash(root: string, app: FrontendApp): string {
  const hash = hashTree(root, join(root, app, 'src'));
  for (const file of ['webpack.config.js', 'webpack.config.mjs', 'webpack.config.ts', 'package.json']) {
    const path = join(root, app, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  // Every app bundles the contracts and the front-end kit's sources, and builds with the kit's
  // webpack config (web-kit/build: shared singletons, loaders).
  for (const dir of FINGERPRINTED_SHARED_DIRS) hashTree(root, join(root, dir), hash);
  const kitPackage = join(root, 'web-kit', 'package.json');
  if (existsSync(kitPackage)) hash.update(readFileSync(kitPackage));
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
