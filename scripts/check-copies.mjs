#!/usr/bin/env node
// The copy-paste check (`npm run lint:copies`, a step of `npm test`): jscpd over the hand-written
// source with .jscpd.json. Fails above its percentage `threshold`, and on any clone between two
// files beyond what its reviewed list `reviewedClones` accepts: a new copy of a helper fails at once.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = JSON.parse(readFileSync(join(root, '.jscpd.json'), 'utf8'));
const reportFile = join(root, config.output, 'jscpd-report.json');
rmSync(reportFile, { force: true });

const jscpd = spawnSync(join(root, 'node_modules', '.bin', 'jscpd'), ['--config', '.jscpd.json', '--silent'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
let report;
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8'));
} catch {
  console.error(`jscpd wrote no report (exit ${jscpd.status ?? jscpd.signal})`);
  process.exit(1);
}

const byPair = new Map();
for (const clone of report.duplicates) {
  const pair = [clone.firstFile.name, clone.secondFile.name].sort().join(' = ');
  byPair.set(pair, [...(byPair.get(pair) ?? []), clone]);
}
const unreviewed = [];
for (const [pair, clones] of byPair) {
  const accepted = config.reviewedClones[pair] ?? 0;
  if (clones.length > accepted) unreviewed.push(...clones);
}
for (const clone of unreviewed) {
  const at = (file) => `${file.name}:${file.start}-${file.end}`;
  console.error(`✘ new clone (${clone.lines} lines): ${at(clone.firstFile)} = ${at(clone.secondFile)}`);
}
for (const pair of Object.keys(config.reviewedClones)) {
  if (!byPair.has(pair)) console.log(`(reviewedClones lists ${pair}, no longer a clone: drop it)`);
}

const { percentage, clones } = report.statistics.total;
console.log(
  `jscpd: ${clones} clones, ${percentage}% duplicated lines (threshold ${config.threshold}%), ${unreviewed.length} outside reviewedClones`,
);
if (unreviewed.length) {
  console.error(
    'Share the code (web-kit, contracts, a common module) instead of copying it; a deliberate copy goes into .jscpd.json reviewedClones.',
  );
}
process.exit(unreviewed.length || percentage > config.threshold || jscpd.status !== 0 ? 1 : 0);
