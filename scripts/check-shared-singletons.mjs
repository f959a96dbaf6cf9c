#!/usr/bin/env node
// Fails (exit 1) when the federated apps disagree on the version of a shared singleton.
// The list of singletons is the one the webpack configs build from:
// web-kit/build/sharedSingletons.mjs.
//
// Usage: node scripts/check-shared-singletons.mjs [--root <repo root>]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

function parseArgs(argv) {
  const args = { root: path.resolve(here, '..') };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--root') args.root = path.resolve(argv[++i] ?? '.');
  }
  return args;
}

/**
 * Compares the shared singleton versions of every federated app.
 * @param {string} root repository root
 * @returns {Promise<{ problems: string[], table: Array<{ name: string, versions: Record<string, string> }> }>}
 */
export async function checkSharedSingletons(root) {
  const definition = await import(pathToFileURL(path.join(root, 'web-kit/build/sharedSingletons.mjs')).href);
  const { SHARED_SINGLETONS, FEDERATED_APPS, resolveSharedVersion, findInstalledPackageJson } = definition;
  const problems = [];
  const table = [];

  for (const { name, versionOf } of SHARED_SINGLETONS) {
    /** @type {Record<string, string>} */
    const versions = {};
    for (const app of FEDERATED_APPS) {
      const appDir = path.join(root, app);
      let resolved;
      try {
        resolved = resolveSharedVersion(appDir, versionOf ?? name);
      } catch (error) {
        problems.push(`${app}: cannot resolve ${name} (${error.message})`);
        continue;
      }
      versions[app] = resolved.version;
      const exact = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(resolved.version);
      if (!exact) {
        problems.push(
          `${app}: ${name} must be pinned to an exact version, found "${resolved.version}" (${resolved.source})`,
        );
      }
      if (resolved.declared && exact) {
        // The installed copy must be the version the package.json promises.
        try {
          const installed = JSON.parse(readFileSync(findInstalledPackageJson(appDir, versionOf ?? name), 'utf8'));
          if (installed.version !== resolved.version) {
            problems.push(
              `${app}: package.json pins ${name} ${resolved.version} but ${installed.version} is installed (run npm install)`,
            );
          }
        } catch {
          problems.push(`${app}: ${name} ${resolved.version} is declared but not installed (run npm install)`);
        }
      }
    }
    const distinct = new Set(Object.values(versions));
    if (distinct.size > 1) {
      const listing = Object.entries(versions)
        .map(([app, version]) => `${app}=${version}`)
        .join(', ');
      problems.push(`${name} drifted between apps: ${listing}`);
    }
    table.push({ name, versions });
  }
  return { problems, table };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { root } = parseArgs(process.argv.slice(2));
  const { problems, table } = await checkSharedSingletons(root);
  for (const row of table) {
    const cells = Object.entries(row.versions).map(([app, v]) => `${app} ${v}`);
    console.log(`${row.name.padEnd(30)} ${cells.join('  ')}`);
  }
  if (problems.length > 0) {
    console.error('\nShared singleton check FAILED:');
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error(
      '\nThe shell and every remote must declare the same exact version of each shared singleton' +
        ' (see web-kit/build/sharedSingletons.mjs).',
    );
    process.exit(1);
  }
  console.log('\nShared singletons agree across shell, mfe-deals and mfe-admin.');
}
