// The one definition of the modules that the shell and its remotes share at run time.
// Every app's webpack config builds its `shared` option from this list and its own
// package.json, and scripts/check-shared-singletons.mjs fails when the apps disagree.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Packages that must exist once per page. Each entry lists the deep imports that have to
 * resolve to the same instance as the package itself (React's JSX runtime, react-dom/client),
 * and optionally the module provided under the package's name instead of the package itself
 * (`facade`, relative to this folder): a subset of its exports, so the shared copy is smaller.
 * A module of a package that holds page-wide state is shared by its import path, versioned by
 * its package (`versionOf`).
 * @type {ReadonlyArray<{ name: string, subpaths: ReadonlyArray<string>, facade?: string, versionOf?: string }>}
 */
export const SHARED_SINGLETONS = Object.freeze([
  { name: 'react', subpaths: ['react/jsx-runtime', 'react/jsx-dev-runtime'] },
  { name: 'react-dom', subpaths: ['react-dom/client'] },
  { name: 'react-router-dom', subpaths: [], facade: './react-router-dom.mjs' },
  { name: '@tanstack/react-query', subpaths: [] },
  { name: 'styled-components', subpaths: [] },
  { name: 'react-hot-toast', subpaths: [] },
  { name: '@portal/contracts', subpaths: [] },
  // The page's one registry of unsaved edits: forms in a remote hold it, the shell's links ask it.
  { name: '@portal/web-kit/unsaved-changes', subpaths: [], versionOf: '@portal/web-kit' },
]);

/** The apps that take part in federation, relative to the repository root. */
export const FEDERATED_APPS = Object.freeze(['shell', 'mfe-deals', 'mfe-admin']);

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The package.json of the copy of `name` that node_modules resolution finds from `appDir`
 * (read directly: some packages do not export ./package.json).
 * @param {string} appDir
 * @param {string} name
 * @returns {string}
 */
export function findInstalledPackageJson(appDir, name) {
  let dir = path.resolve(appDir);
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${name} is not installed (searched from ${appDir})`);
    dir = parent;
  }
}

/**
 * The version an app declares for a shared package. Workspace packages that an app does not
 * list (such as @portal/contracts) fall back to the version of the installed package.
 * @param {string} appDir absolute path of the app (the folder holding its package.json)
 * @param {string} name package name
 * @returns {{ version: string, declared: boolean, source: string }}
 */
export function resolveSharedVersion(appDir, name) {
  const pkg = readJson(path.join(appDir, 'package.json'));
  const declared = pkg.dependencies?.[name] ?? pkg.peerDependencies?.[name];
  if (declared && !declared.startsWith('workspace:') && declared !== '*') {
    return { version: declared, declared: true, source: `${pkg.name}/package.json` };
  }
  const installed = readJson(findInstalledPackageJson(appDir, name));
  return { version: installed.version, declared: false, source: `installed ${name}` };
}

/**
 * Builds the `shared` option of ModuleFederationPlugin for one app: every package in
 * SHARED_SINGLETONS (and its deep imports) as a lazy singleton that requires the exact version
 * the app was built with.
 * @param {string} appDir absolute path of the app
 * @returns {Record<string, { singleton: true, requiredVersion: string, version: string, eager: false, import?: string }>}
 */
export function createSharedConfig(appDir) {
  /** @type {Record<string, { singleton: true, requiredVersion: string, version: string, eager: false, import?: string }>} */
  const shared = {};
  for (const { name, subpaths, facade, versionOf } of SHARED_SINGLETONS) {
    const { version, source } = resolveSharedVersion(appDir, versionOf ?? name);
    if (!EXACT_VERSION.test(version)) {
      throw new Error(`Shared singleton ${name} must be pinned to an exact version in ${source}, found "${version}".`);
    }
    const config = { singleton: true, requiredVersion: version, version, eager: false };
    shared[name] = facade ? { ...config, import: fileURLToPath(new URL(facade, import.meta.url)) } : { ...config };
    for (const subpath of subpaths) shared[subpath] = { ...config };
  }
  return shared;
}
