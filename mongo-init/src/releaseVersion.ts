import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The release version (semver) of the package a module belongs to: the `version` of the nearest
 * package.json above it. Found by walking up, so it works from the sources and from a compiled
 * copy alike; 'unknown' when none is found (the version is then only missing from logs and /health).
 */
export function releaseVersionOf(moduleUrl: string): string {
  let dir = dirname(fileURLToPath(moduleUrl));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
      if (typeof version === 'string') return version;
    }
    const parent = dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

/** This release of the portal's database schema tooling (every package shares one version). */
export const RELEASE_VERSION = releaseVersionOf(import.meta.url);
