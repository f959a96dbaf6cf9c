#!/usr/bin/env node
// `npm start`: installs what is missing, then runs the whole portal on loopback
// (embedded database, sandbox services, gateway, the three front ends).
import { spawn } from 'node:child_process';
import { ensureNpmPackages, root } from './bootstrap.mjs';

ensureNpmPackages();
const child = spawn(process.execPath, ['--import', 'tsx', `${root}scripts/stack/main.ts`, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
// Pass a stop on to the portal and wait for it to stop: exiting first would leave it running.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
