#!/usr/bin/env node
// `npm run bench`: installs what is missing, then measures the performance budgets (scripts/bench/main.ts).
import { ensureChromium, ensureNpmPackages, run, root } from './bootstrap.mjs';

ensureNpmPackages();
const wantsBrowser = !process.argv.includes('--no-frontend');
if (wantsBrowser && ensureChromium() !== 0)
  throw new Error('Chromium could not be installed (needed for the front-end figures)');
process.exitCode = run(process.execPath, ['--import', 'tsx', `${root}scripts/bench/main.ts`, ...process.argv.slice(2)]);
