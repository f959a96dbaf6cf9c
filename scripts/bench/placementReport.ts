import { fmtMs, fmtS, type PlacementBenchResult } from './placement';
import type { BenchSection, BudgetRow } from './types';

/** Matching one deal: p95 of the endpoint (docs/performance.md budgets). */
const MATCH_BUDGET_MS = 100;
/** A deal summary PDF made and downloaded. */
const SUMMARY_PDF_BUDGET_MS = 500;
/** A lender CSV checked and saved. */
const IMPORT_BUDGET_MS = 10_000;

const count = (n: number) => n.toLocaleString('en-US');

/** The placement figures for docs/performance.md: the budget rows and a table per database. */
export function placementSection(results: PlacementBenchResult[]): BenchSection {
  const budgets: BudgetRow[] = results.flatMap((r) => [
    {
      budget: `Matching one deal against ${count(r.programs)} programs (\`GET /admin/deals/{id}/matches\`, ${r.database}): p95 < ${MATCH_BUDGET_MS} ms`,
      measured: r.endpoint ? `p95 ${fmtMs(r.endpoint.p95)}` : 'not measured',
      met: r.endpoint !== null && r.endpoint.p95 < MATCH_BUDGET_MS,
      note: r.endpoint ? `p50 ${fmtMs(r.endpoint.p50)}` : r.endpointNote,
    },
    {
      budget: `A deal summary PDF (\`GET /deals/{id}/summary.pdf\`, anonymised, ${r.database}): p95 < ${SUMMARY_PDF_BUDGET_MS} ms`,
      measured: r.summaryPdf ? `p95 ${fmtMs(r.summaryPdf.p95)}` : 'not measured',
      met: r.summaryPdf !== null && r.summaryPdf.p95 < SUMMARY_PDF_BUDGET_MS,
      note: r.summaryPdf
        ? `p50 ${fmtMs(r.summaryPdf.p50)}, ${r.summaryPdf.samples} downloads, ${count(r.summaryPdfBytes)} bytes`
        : r.summaryPdfNote,
    },
    {
      budget: `A ${count(r.rows)}-row lender CSV import checked and saved (${r.database}): < ${IMPORT_BUDGET_MS / 1000} s`,
      measured: fmtS(r.importMs),
      met: r.importMs < IMPORT_BUDGET_MS,
      note: `checked only (dry run): ${fmtS(r.importDryRunMs)}`,
    },
  ]);
  const rows = results.map(
    (r) =>
      `| ${r.database} | ${count(r.programs)} | ${fmtS(r.importDryRunMs)} | ${fmtS(r.importMs)} | ` +
      `${r.endpoint ? `${fmtMs(r.endpoint.p50)} / ${fmtMs(r.endpoint.p95)} (${r.endpoint.samples})` : (r.endpointNote ?? '')} | ` +
      `${fmtMs(r.pure.p50)} / ${fmtMs(r.pure.p95)} (${r.pure.samples}) | ${r.matches} / ${r.near} |`,
  );
  const markdown = [
    '### Placement',
    'A directory imported through `POST /admin/lenders/import` (first checked only, then saved), one deal ' +
      'created through the API, then its matches read one call at a time through ' +
      '`GET /admin/deals/{id}/matches`; beside it the pure `rankMatches` over the same programs in the ' +
      "bench's own process (what the endpoint adds is reading the programs and the answer's JSON). " +
      'The same deal, with three documents, then has its anonymised summary PDF downloaded one call at a ' +
      'time through `GET /deals/{id}/summary.pdf` (its budget row above).',
    [
      '| Database | Programs | Import, checked | Import, saved | Endpoint p50 / p95 (calls) | rankMatches p50 / p95 (calls) | Match / Near |',
      '|---|--:|--:|--:|--:|--:|--:|',
      ...rows,
    ].join('\n'),
  ].join('\n\n');
  return { markdown, budgets };
}
