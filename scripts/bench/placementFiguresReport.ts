import { fmtMs, type PlacementBenchResult } from './placement';
import type { BenchSection } from './types';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The placement figures for docs/performance.md: a table per database. No budget names them (an
 * admin read, not a hot path), so they add no budget row.
 */
export function placementFiguresSection(results: PlacementBenchResult[]): BenchSection {
  const cell = (p: NonNullable<PlacementBenchResult['figures']>['all']) =>
    p ? `${fmtMs(p.p50)} / ${fmtMs(p.p95)} (${p.samples})` : '';
  const rows = results.flatMap(({ database, figures: r }) =>
    r === null
      ? []
      : `| ${database} | ${count(r.submissions)} / ${count(r.lenders)} | ${count(r.activities)} | ${count(r.quotes)} | ` +
        `${cell(r.all)} | ${cell(r.oneLender)} | ${cell(r.exportCsv)} | ${r.note ?? ''} |`,
  );
  const markdown = [
    '### Placement figures',
    'Submissions, their timelines (sent, opened and answer entries among ten ordinary entries per deal) and ' +
      'quotes seeded straight into the database, then `GET /admin/placement/figures` (the Overview), the same ' +
      'with `lenderId` (a lender’s page) and `GET /admin/placement/export` read to its end, one call at a time.',
    [
      '| Database | Submissions / lenders | Timeline entries | Quotes | All lenders p50 / p95 (calls) | One lender p50 / p95 (calls) | Export p50 / p95 (calls) | Note |',
      '|---|--:|--:|--:|--:|--:|--:|---|',
      ...rows,
    ].join('\n'),
  ].join('\n\n');
  return { markdown, budgets: [] };
}
