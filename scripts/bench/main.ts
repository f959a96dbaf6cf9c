/**
 * `npm run bench`: measures the portal's performance budgets on this machine and writes the figures into
 * docs/performance.md (between the bench markers; the analysis around them is kept).
 *
 *   npm run bench                 full run (≈ 25 min on 2 cores)
 *   npm run bench -- --quick      small data, one run each: checks the bench itself works (≈ 4 min)
 *   npm run bench -- --no-frontend / --no-api / --no-placement / --no-placement-figures / --default-database-only
 *   npm run bench -- --write-soak  adds the write soak (4 and 16 clients, 10 min each per database;
 *                                  with --quick 4 clients for 20 s)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { FERRETDB_VERSION } from '@portal/mongo-init';
import { format, resolveConfig } from 'prettier';
import { benchApi, type ApiBenchResult } from './api';
import { apiSection } from './apiReport';
import { benchFrontend } from './frontend';
import { DATABASE_KINDS, type DatabaseKind } from './databases';
import { benchPlacement, type PlacementBenchResult } from './placement';
import { placementSection } from './placementReport';
import { placementFiguresSection } from './placementFiguresReport';
import { benchWriteSoak, type WriteSoakResult } from './writeSoak';
import { writeSoakSection } from './writeSoakReport';
import type { BenchSection, BudgetRow } from './types';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const log = (line: string) => console.log(line);
const started = Date.now();
/** What else the machine was doing when the run began (figures from a busy machine read high). */
const startLoad = loadavg()[0]!;

const runs = quick ? 1 : 3;
/** The default backend first; --default-database-only leaves the other one out. */
const databaseKinds: DatabaseKind[] = args.has('--default-database-only') ? [DATABASE_KINDS[0]!] : [...DATABASE_KINDS];
const sections: BenchSection[] = [];

if (!args.has('--no-api')) {
  const results: ApiBenchResult[] = [];
  const common = { runs, seconds: quick ? 2 : 5, concurrency: quick ? [1] : [1, 10, 50], log };
  // --quick only checks that every part runs: small sizes, load levels at the smallest only.
  const sizes = quick ? [300, 600] : [1_000, 10_000, 100_000];
  const loadSizes = quick ? [sizes[0]!] : [sizes[0]!, sizes.at(-1)!];
  for (const kind of databaseKinds) {
    // Upload and export are measured on the default database only.
    const isDefault = kind === databaseKinds[0];
    const result = await benchApi(kind, { ...common, sizes, loadSizes, upload: isDefault, exportCsv: isDefault });
    if (result) results.push(result);
  }
  sections.push(apiSection(results));
}

if (!args.has('--no-placement')) {
  // Placement reads programs, not the book of deals: the default database is enough.
  const result = await benchPlacement(databaseKinds[0]!, {
    programs: quick ? 500 : 5_000,
    requests: quick ? 10 : 50,
    // The placement figures over a few thousand submissions (an admin read, not a hot path).
    ...(args.has('--no-placement-figures')
      ? {}
      : { figures: { lenders: quick ? 10 : 50, submissions: quick ? 300 : 3_000, requests: quick ? 5 : 30 } }),
    log,
  });
  const results: PlacementBenchResult[] = result ? [result] : [];
  sections.push(placementSection(results));
  sections.push(placementFiguresSection(results));
}

if (args.has('--write-soak')) {
  const soaks: WriteSoakResult[] = [];
  for (const kind of databaseKinds) {
    for (const clients of quick ? [4] : [4, 16]) {
      const result = await benchWriteSoak(kind, {
        clients,
        seconds: quick ? 20 : 600,
        targetDeals: quick ? 300 : 10_000,
        drainLimitSeconds: 600,
        log,
      });
      if (result) soaks.push(result);
    }
  }
  sections.push(writeSoakSection(soaks));
}

if (!args.has('--no-frontend')) {
  sections.push(await benchFrontend({ root, runs, log }));
}

const minutes = (Date.now() - started) / 60_000;
const budgets = sections.flatMap((section) => section.budgets);
const report = render(sections, budgets, minutes);
console.log(`\n${budgetTable(budgets)}\n\nBench finished in ${minutes.toFixed(1)} min.`);

if (quick) {
  console.log('(--quick: docs/performance.md left as it is)');
} else {
  await writeReport(report);
  console.log('Figures written to docs/performance.md');
}
// Agenda's job processor in the front-end stack keeps a timer for minutes after it stops.
process.exit(0);

function budgetTable(rows: BudgetRow[]): string {
  return [
    '| Budget | Measured | Met | Note |',
    '|---|---|:-:|---|',
    ...rows.map((row) => `| ${row.budget} | ${row.measured} | ${row.met ? 'met' : '**missed**'} | ${row.note ?? ''} |`),
  ].join('\n');
}

function version(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .split('\n')[0]!;
  } catch {
    return 'not found';
  }
}

function render(parts: BenchSection[], rows: BudgetRow[], took: number): string {
  const machine = [
    `- Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${took.toFixed(1)} min, \`npm run bench\` (${runs} runs per figure, medians)`,
    `- CPU: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}; memory ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
    `- Node.js ${process.version}; FerretDB ${FERRETDB_VERSION}; ${version('psql', ['--version'])}; ${version('/usr/bin/chromium', ['--version'])}`,
    `- Load average (1 min) at the start and end: ${startLoad.toFixed(1)} and ${loadavg()[0]!.toFixed(1)}`,
    '- Load generator (autocannon), gateway, bare server, database and browser all share these cores.',
  ].join('\n');
  return [
    '<!-- bench:begin (written by npm run bench; edit outside these markers) -->',
    '## Latest figures',
    machine,
    '### Budgets',
    budgetTable(rows),
    ...parts.map((part) => part.markdown),
    '<!-- bench:end -->',
  ].join('\n\n');
}

/** Puts the figures between the markers, formatted as `npm run lint` expects. */
async function writeReport(generated: string): Promise<void> {
  const file = `${root}docs/performance.md`;
  const current = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Performance\n\n<!-- bench:begin -->\n<!-- bench:end -->\n';
  const begin = current.indexOf('<!-- bench:begin');
  const end = current.indexOf('<!-- bench:end -->');
  const next =
    begin >= 0 && end > begin
      ? current.slice(0, begin) + generated + current.slice(end + '<!-- bench:end -->'.length)
      : `${current.trimEnd()}\n\n${generated}\n`;
  writeFileSync(file, await format(next, { ...(await resolveConfig(file)), parser: 'markdown' }));
}
