// @vitest-environment node
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createSharedConfig, SHARED_SINGLETONS } from '../sharedSingletons.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const checkScript = path.join(repoRoot, 'scripts/check-shared-singletons.mjs');
const apps = ['shell', 'mfe-deals', 'mfe-admin'];
const temporaryRoots: string[] = [];

/** A copy of the three package.json files (and the shared definition) to make drift in. */
function fakeRepo(edit: (app: string, pkg: { dependencies: Record<string, string> }) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'drift-'));
  temporaryRoots.push(root);
  for (const app of apps) {
    mkdirSync(path.join(root, app));
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, app, 'package.json'), 'utf8'));
    edit(app, pkg);
    writeFileSync(path.join(root, app, 'package.json'), JSON.stringify(pkg));
  }
  cpSync(path.join(repoRoot, 'web-kit/build'), path.join(root, 'web-kit/build'), { recursive: true });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  return root;
}

/** The app's own sources (not its tests). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return entry === '__tests__' ? [] : sourceFiles(file);
    return /\.(ts|tsx|js|mjs)$/.test(entry) && !/\.test\./.test(entry) ? [file] : [];
  });
}

/** Every value (not type) an app's sources import from `specifier`; '*' for a namespace import. */
function namesImportedFrom(specifier: string): Map<string, string[]> {
  const quoted = `['"]${specifier.replace(/[/.-]/g, '\\$&')}['"]`;
  const named = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g');
  const other = new RegExp(`import\\s+(?!type\\b)[^{'"]*\\bfrom\\s*${quoted}|export\\s+[^;]*from\\s*${quoted}`, 'g');
  const names = new Map<string, string[]>();
  const add = (name: string, file: string) =>
    names.set(name, [...(names.get(name) ?? []), path.relative(repoRoot, file)]);
  for (const app of apps) {
    for (const file of sourceFiles(path.join(repoRoot, app, 'src'))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(named)) {
        if (match[1]) continue;
        for (const part of match[2]!.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ')) add(name, file);
        }
      }
      for (const _ of source.matchAll(other)) add('*', file);
    }
  }
  return names;
}

function runCheck(root: string) {
  return spawnSync(process.execPath, [checkScript, '--root', root], { encoding: 'utf8' });
}

afterEach(() => {
  for (const root of temporaryRoots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('shared singletons', () => {
  it('are declared as lazy singletons requiring the exact version, deep imports included', () => {
    const shared = createSharedConfig(path.join(repoRoot, 'shell'));
    for (const { name, subpaths } of SHARED_SINGLETONS) {
      for (const key of [name, ...subpaths]) {
        expect(shared[key]).toMatchObject({ singleton: true, eager: false });
        expect(shared[key]?.requiredVersion).toMatch(/^\d+\.\d+\.\d+/);
      }
    }
    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom',
        'react-router-dom',
        '@tanstack/react-query',
        'styled-components',
        'react-hot-toast',
        '@portal/contracts',
      ]),
    );
  });

  it('are declared identically by the shell and both remotes', () => {
    const [shell, ...remotes] = apps.map((app) => createSharedConfig(path.join(repoRoot, app)));
    for (const remote of remotes) expect(remote).toEqual(shell);
  });

  it('a facade shared in place of a package exports every name the apps import from it', async () => {
    const withFacade = SHARED_SINGLETONS.filter((entry) => entry.facade);
    expect(withFacade.map((entry) => entry.name)).toContain('react-router-dom');
    for (const { name, facade } of withFacade) {
      const module = (await import(pathToFileURL(path.join(repoRoot, 'web-kit/build', facade!)).href)) as object;
      const exported = new Set(Object.keys(module));
      const imported = namesImportedFrom(name);
      expect(imported.size).toBeGreaterThan(0);
      const missing = [...imported].filter(([importedName]) => !exported.has(importedName));
      // A name listed here is undefined at run time: export it from the facade.
      expect(Object.fromEntries(missing)).toEqual({});
    }
  });

  it('the drift check passes on the repository', () => {
    const result = runCheck(repoRoot);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('the drift check fails with a clear message when an app pins another version', () => {
    const root = fakeRepo((app, pkg) => {
      if (app === 'mfe-admin') pkg.dependencies['react-router-dom'] = '7.18.4';
    });
    const result = runCheck(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'react-router-dom drifted between apps: shell=7.18.5, mfe-deals=7.18.5, mfe-admin=7.18.4',
    );
  });

  it('the drift check fails when a shared singleton is not pinned exactly', () => {
    const root = fakeRepo((app, pkg) => {
      if (app === 'mfe-deals') pkg.dependencies['react'] = '^19.3.1';
    });
    const result = runCheck(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('mfe-deals: react must be pinned to an exact version, found "^19.3.1"');
  });
});
