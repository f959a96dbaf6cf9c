#!/usr/bin/env node
// `npm start`: installs what is missing, then runs the whole portal on loopback
// (embedded database, sandbox services, gateway, the three front ends).
import { ensureNpmPackages, run, root } from './bootstrap.mjs';

ensureNpmPackages();
process.exitCode = run(process.execPath, ['--import', 'tsx', `${root}scripts/stack/main.ts`, ...process.argv.slice(2)]);
