#!/usr/bin/env node
// `npm run bench`: installs what is missing, then measures the performance budgets (scripts/bench/main.ts).
import { ensureNpmPackages, run, root } from './bootstrap.mjs';

ensureNpmPackages();
process.exitCode = run(process.execPath, ['--import', 'tsx', `${root}scripts/bench/main.ts`, ...process.argv.slice(2)]);
