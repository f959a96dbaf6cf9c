#!/usr/bin/env node
// `npm test`: every check CI runs, in order, on a clean clone. Installs what a fresh machine
// lacks (npm packages, FerretDB, Chromium) first. Ends with one line: "Total: N passed, N failed, N skipped".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureChromium, ensureNpmPackages, root, run } from './bootstrap.mjs';

const resultsDir = join(root, '.cache', 'test-results');
const only = process.argv.slice(2);
const steps = [];
const step = (name, fn) => steps.push({ name, fn });

const npx = (args) => run('npx', ['--no-install', ...args]);
const vitest = (name, args) => {
  const outputFile = join(resultsDir, `${name}.json`);
  return npx(['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`]);
};

step('install: FerretDB (embedded database)', () =>
  run(process.execPath, ['--import', 'tsx', 'mongo-init/src/cli.ts', 'build-ferretdb']),
);
step('install: Chromium', ensureChromium);
step(
  'lint: eslint and prettier',
  () => npx(['eslint', '.']) || npx(['prettier', '--check', '.', '--log-level', 'warn']),
);
step('lint: import rules (dependency-cruiser) and copies (jscpd)', () =>
  [() => run('npm', ['run', '--silent', 'lint:deps']), () => run('npm', ['run', '--silent', 'lint:copies'])].reduce(
    (status, check) => check() || status,
    0,
  ),
);
step('typecheck', () =>
  ['contracts', 'mongo-init', 'gateway', 'scripts', 'web-kit', 'shell', 'mfe-deals', 'mfe-admin', 'e2e']
    .filter((ws) => existsSync(join(root, ws, 'tsconfig.json')))
    .reduce((status, ws) => status || npx(['tsc', '-p', ws]), 0),
);
step('contract: lint openapi.yaml', () => run('npm', ['run', '--silent', 'lint', '-w', 'contracts']));
step('contract: generated types are fresh', () => run('npm', ['run', '--silent', 'check', '-w', 'contracts']));
step('front ends: shared singletons agree', () => run(process.execPath, ['scripts/check-shared-singletons.mjs']));
step('tests: contracts', () => vitest('contracts', ['--root', 'contracts']));
step('tests: mongo-init', () => vitest('mongo-init', ['--root', 'mongo-init']));
step('build: API reference (/docs)', () =>
  run(process.execPath, ['--import', 'tsx', 'gateway/src/cli/buildApiDocs.ts']),
);
step('tests: gateway', () => vitest('gateway', ['--root', 'gateway']));
step('tests: web-kit (shared UI, build set-up)', () => vitest('web-kit', ['--root', 'web-kit']));
for (const app of ['shell', 'mfe-deals', 'mfe-admin']) {
  step(`tests: ${app} (components and consumer pacts)`, () =>
    existsSync(join(root, app, 'vitest.config.ts')) ? vitest(app, ['--root', app]) : 0,
  );
}
step('pact: provider verification and contract check', () =>
  vitest('pact', ['--root', 'gateway', '--config', 'vitest.pact.config.ts']),
);
step('build: front ends', () =>
  run('npm', ['run', '--silent', 'build', '-w', 'shell', '-w', 'mfe-deals', '-w', 'mfe-admin']),
);
// Every image of docker-compose.yml assembled from its Dockerfile and started behind the proxy (scripts/images).
step('images: assemble and start every Dockerfile', () =>
  run(process.execPath, ['--import', 'tsx', 'scripts/images/main.ts']),
);
step('e2e: browser', () => (existsSync(join(root, 'e2e', 'vitest.config.ts')) ? vitest('e2e', ['--root', 'e2e']) : 0));

function totals() {
  const sum = { passed: 0, failed: 0, skipped: 0, failures: [] };
  if (!existsSync(resultsDir)) return sum;
  for (const step of steps) {
    const name = step.name
      .replace(/^tests: (\S+).*$/, '$1')
      .replace(/^pact:.*$/, 'pact')
      .replace(/^e2e:.*$/, 'e2e');
    const file = join(resultsDir, `${name}.json`);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    sum.passed += report.numPassedTests ?? 0;
    sum.failed += report.numFailedTests ?? 0;
    sum.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const reason = String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300);
        sum.failures.push(`${relative(root, file.name)} > ${test.fullName}\n      ${reason}`);
      }
    }
  }
  return sum;
}

ensureNpmPackages();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
rmSync(join(root, 'pacts'), { recursive: true, force: true });

const failedSteps = [];
const started = Date.now();
let ran = 0;
for (const { name, fn } of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  ran += 1;
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const status = fn();
  console.log(`${status === 0 ? '✔' : '✘'} ${name} (${Math.round((Date.now() - t0) / 1000)} s)`);
  if (status !== 0) failedSteps.push(name);
}

const sum = totals();
console.log(
  `\nSteps: ${ran - failedSteps.length} ok, ${failedSteps.length} failed in ${Math.round((Date.now() - started) / 1000)} s`,
);
for (const name of failedSteps) console.log(`  failed: ${name}`);
// Repeat the failing tests at the very end: a long log is often read from its tail only.
for (const failure of sum.failures) console.log(`  ✘ ${failure}`);
// A failed step that is not a test runner (lint, typecheck, build) counts as one failure.
const failed = sum.failed + failedSteps.filter((name) => !/^(tests|pact|e2e):/.test(name)).length;
console.log(`Total: ${sum.passed} passed, ${failed} failed, ${sum.skipped} skipped`);
process.exit(failedSteps.length === 0 ? 0 : 1);
