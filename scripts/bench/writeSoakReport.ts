import type { BenchSection } from './types';
import { commandTable, type WriteSoakResult } from './writeSoak';

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

/** The write soak's section of docs/performance.md, with issue 29's targets as budgets. */
export function writeSoakSection(results: WriteSoakResult[]): BenchSection {
  const rows = results.map(
    (r) =>
      `| ${r.database} | ${r.clients} | ${r.seconds} s | ${r.deals} | ${r.createsPerSecond.toFixed(1)} | ${ms(r.create.p50)} | ${ms(r.create.p95)} | ${ms(r.firstPage.p50)} | ${ms(r.firstPage.p95)} | ${r.drainSeconds === null ? 'not within the limit' : `${Math.round(r.drainSeconds)} s`} | ${Math.round(r.peakRssMb)} MB |`,
  );
  const busiest = results[0];
  const markdown = [
    '### Write soak',
    'Members create deals through the API (comments and documents mixed in) with GHL and e-mail configured; `scripts/bench/writeSoak.ts`, analysis in [write-load.md](write-load.md).',
    '| database | clients | load | deals at the end | creates/s | create p50 | create p95 | first page p50 | first page p95 | backlog drained | gateway peak RSS |',
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
          budget: 'Write soak: create p95 with 4 clients under 1 s',
          measured: `p95 ${ms(worst((r) => r.create.p95))}`,
          met: worst((r) => r.create.p95) < 1000,
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
