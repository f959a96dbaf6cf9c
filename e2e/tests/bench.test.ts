import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/stack';

/**
 * `npm run bench` itself, in its --quick form (small data, one run each): it must run end to end on
 * a clean clone and report every budget of docs/performance.md#budgets as met or missed. Timings
 * are not asserted.
 */
describe('npm run bench -- --quick', () => {
  it(
    'measures every part and prints the budget table, leaving docs/performance.md as it is',
    () => {
      const report = join(repoRoot, 'docs', 'performance.md');
      const before = readFileSync(report, 'utf8');
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/main.ts', '--quick'], {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 9 * 60_000,
      });
      expect(run.status, run.stderr).toBe(0);
      const rows = run.stdout.split('\n').filter((line) => /^\| .+ \| (met|\*\*missed\*\*) \|/.test(line));
      const budgets = rows.map((line) => line.split(' | ')[0]!.slice(2));
      for (const budget of [
        /^GET \/deals \(page\): p95 < 25 ms at \d+ clients, [\d,]+ deals \(FerretDB \+ PostgreSQL\)$/,
        /^GET \/admin\/deals \(page\): p95 < 25 ms at \d+ clients, [\d,]+ deals \(FerretDB \+ PostgreSQL\)$/,
        /^Gateway CPU per answered page ≤ ×1\.2 the bare server's \(FerretDB \+ PostgreSQL\)$/,
        /^GET \/deals\/summary < 50 ms at [\d,]+ deals, flat from [\d,]+ \(FerretDB \+ PostgreSQL\)$/,
        /^GET \/admin\/analytics < 50 ms at [\d,]+ deals, flat from [\d,]+ \(FerretDB \+ PostgreSQL\)$/,
        // Export and upload are measured on the default embedded database only.
        /^[\d,]+ deals stream as CSV with flat gateway memory \(FerretDB \+ PostgreSQL\)$/,
        /^10 MB upload < 2 s on loopback \(local\)$/,
        /^Gateway memory flat during the upload \(local\)$/,
        /^10 MB upload < 2 s on loopback \(OneDrive \(sandbox\)\)$/,
        /^Gateway memory flat during the upload \(OneDrive \(sandbox\)\)$/,
        /^Shell first-load JS < 150 KB gzip$/,
        /^mfe-deals first page < 200 KB gzip beyond shared modules$/,
        /^mfe-admin first page < 200 KB gzip beyond shared modules$/,
        /^First deal row visible < 1 s \(loopback\)$/,
        /^5,000-deal pipeline renders and scrolls without jank$/,
      ]) {
        expect(
          budgets.some((line) => budget.test(line)),
          String(budget),
        ).toBe(true);
      }
      expect(run.stdout).toMatch(/Bench finished in [\d.]+ min\./);
      expect(readFileSync(report, 'utf8')).toBe(before);
    },
    10 * 60_000,
  );
});
