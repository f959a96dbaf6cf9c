#!/usr/bin/env node
// The production build of our Node programs, run by plain node in the images: the gateway
// (gateway/dist/main.js, the admin CLI gateway/dist/admin.js) and the database CLI of the
// mongo-init image (mongo-init/dist/cli.js). Each is bundled with the workspace packages it
// imports (@portal/contracts, @portal/mongo-init); npm packages stay external and load from
// node_modules at run time.
//
//   npm run build -w gateway
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const programs = [
  {
    outdir: join(repoRoot, 'gateway/dist'),
    entryPoints: { main: join(repoRoot, 'gateway/src/main.ts'), admin: join(repoRoot, 'gateway/src/cli/admin.ts') },
  },
  { outdir: join(repoRoot, 'mongo-init/dist'), entryPoints: { cli: join(repoRoot, 'mongo-init/src/cli.ts') } },
];

/** The package name of a bare import (`ajv/dist/2020.js` → `ajv`, `@koa/router` → `@koa/router`). */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The folder node would load `name` from, looking up from `fromDir`; null when not installed. */
function installedPackage(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return realpathSync(dirname(candidate));
    if (dirname(dir) === dir) return null;
  }
}

/** Bundled modules keep what they would see unbundled: npm packages from node_modules, their own location. */
const keepOwnLocation = (outdir, entryFiles) => ({
  name: 'keep-own-location',
  setup(pluginBuild) {
    // npm packages load from node_modules at run time; our workspace packages are bundled.
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
    // A module that finds files next to itself (contracts/openapi.yaml, the API reference) keeps
    // its own import.meta.url: the path it had in the source tree, relative to the bundle.
    pluginBuild.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (entryFiles.has(args.path) || !source.includes('import.meta.url')) return undefined;
      const own = relative(outdir, args.path).split('\\').join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(own)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
});

const problems = [];
for (const { outdir, entryPoints } of programs) {
  const result = await build({
    entryPoints,
    outdir,
    absWorkingDir: repoRoot,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [keepOwnLocation(outdir, new Set(Object.values(entryPoints)))],
  });
  // Bundled code resolves its npm packages from dist/, not from its own workspace: refuse a build
  // where that would load another copy (a package two workspaces use at different versions).
  for (const [input, { imports }] of Object.entries(result.metafile.inputs)) {
    for (const { path, external } of imports) {
      if (!external || path.startsWith('node:')) continue;
      const name = packageName(path);
      const own = installedPackage(name, dirname(resolve(repoRoot, input)));
      const fromBundle = installedPackage(name, outdir);
      if (own !== fromBundle)
        problems.push(`${input} imports ${name} from ${own}, but its bundle would load ${fromBundle}`);
    }
  }
  const names = Object.keys(entryPoints).map((name) => relative(repoRoot, join(outdir, `${name}.js`)));
  console.log(`build: ${names.join(', ')}`);
}
if (problems.length > 0) {
  console.error(`build: packages would resolve differently from the bundle:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
