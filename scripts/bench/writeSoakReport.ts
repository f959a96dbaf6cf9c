import type { BenchSection } from './types';
import { commandTable, type WriteSoakResult } from './writeSoak';

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

/** The write soak's section of docs/performance.md, with issue 29's targets as budgets. */
export function writeSoakSection(results: WriteSoakResult[]): BenchSection {
  const rows = results.map(
    (r) =>
      `| ${r.database} | ${r.clients} | ${r.seconds} s | ${r.deals} (${r.filled} stored beside) | ${r.createsPerSecond.toFixed(1)} | ${ms(r.create.p50)} / ${ms(r.create.p95)} | ${ms(r.atEnd.create.p50)} / ${ms(r.atEnd.create.p95)} | ${ms(r.firstPage.p50)} / ${ms(r.firstPage.p95)} | ${ms(r.atEnd.firstPage.p50)} / ${ms(r.atEnd.firstPage.p95)} | ${r.drainSeconds === null ? 'not within the limit' : `${Math.round(r.drainSeconds)} s`} | ${Math.round(r.peakRssMb)} MB |`,
  );
  const busiest = results[0];
  const markdown = [
    '### Write soak',
    'Members create deals through the API (comments and documents mixed in) with GHL and e-mail configured, while the rest of the community\'s book is stored beside them so the book grows evenly from 0 to the deals at the end; "at the end" is the last tenth of the book (from 9,000 of 10,000). `scripts/bench/writeSoak.ts`, analysis in [write-load.md](write-load.md).',
    '| database | clients | load | deals at the end | creates/s | create p50 / p95 | at the end | first page p50 / p95 | at the end | backlog drained | gateway peak RSS |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    ...(busiest
      ? [`Commands during the load, ${busiest.database}, ${busiest.clients} clients:`, commandTable(busiest)]
      : []),
  ].join('\n\n');
  const fourClients = results.filter((r) => r.clients === 4);
  const worst = (pick: (r: WriteSoakResult) => number) => Math.max(...fourClients.map(pick));
  const budgets = fourClients.length
    ? [
        {
          budget: 'Write soak: create p95 with 4 clients at the end of the book under 1 s',
          measured: `p95 ${ms(worst((r) => r.atEnd.create.p95))}`,
          met: worst((r) => r.atEnd.create.p95) < 1000,
        },
        {
          budget: "Write soak: a member's first page during the load under 500 ms",
          measured: `p95 ${ms(worst((r) => r.firstPage.p95))}`,
          met: worst((r) => r.firstPage.p95) < 500,
        },
        {
          budget: 'Write soak: backlog drained within 5 min of the load',
          measured: fourClients.some((r) => r.drainSeconds === null)
            ? 'not within the limit'
            : `${Math.round(worst((r) => r.drainSeconds ?? 0))} s`,
          met: fourClients.every((r) => r.drainSeconds !== null && r.drainSeconds <= 300),
        },
      ]
    : [];
  return { markdown, budgets };
}
