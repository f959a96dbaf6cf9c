import { fmtMb, fmtMs, type ApiBenchResult, type LoadRow, type SingleCall } from './api';
import { ADMIN_FILTER, MEMBER_DEALS } from './dataset';
import { median, type BenchSection, type BudgetRow } from './types';

const P95_BUDGET_MS = 25;
const CPU_RATIO_BUDGET = 1.2;
const ROLLUP_BUDGET_MS = 50;
const UPLOAD_BUDGET_MS = 2_000;
/** Below this an RSS growth is noise (driver batches, garbage not yet collected). */
const FLAT_FLOOR_BYTES = 16 * 1024 * 1024;
/** The embedded database's practical limit is the deal count where a page passes this. */
const PAGE_LIMIT_MS = 300;

const num = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const deals = (n: number) => n.toLocaleString('en-US');

function loadTable(rows: LoadRow[]): string {
  const lines = [
    '| Endpoint | Deals | Clients | Gateway req/s | Gateway p50 / p95 / p99 | Gateway CPU per req | Bare req/s | Bare p50 / p95 / p99 | Bare CPU per req | CPU ratio |',
    '|---|---:|---:|---:|---|---:|---:|---|---:|---:|',
  ];
  for (const row of rows) {
    if (row.skipped) {
      lines.push(
        `| ${row.endpoint} | ${deals(row.deals)} | ${row.connections} | – | ${row.skipped} | – | – | – | – | – |`,
      );
      continue;
    }
    const g = row.gateway;
    const b = row.bare;
    lines.push(
      `| ${row.endpoint} | ${deals(row.deals)} | ${row.connections} | ${num(g.throughput)} | ${fmtMs(g.p50)} / ${fmtMs(g.p95)} / ${fmtMs(g.p99)} | ${num(g.cpuMsPerRequest, 2)} ms | ` +
        `${num(b.throughput)} | ${fmtMs(b.p50)} / ${fmtMs(b.p95)} / ${fmtMs(b.p99)} | ${num(b.cpuMsPerRequest, 2)} ms | ×${num(row.cpuRatio, 2)} |`,
    );
  }
  return lines.join('\n');
}

/** Every read at every size: one column per size, the bare server's figure beside a page's. */
function growthTable(calls: SingleCall[]): string {
  const sizes = [...new Set(calls.map((call) => call.deals))];
  const endpoints = [...new Set(calls.map((call) => call.endpoint))];
  const lines = [
    `| Read | Served by | ${sizes.map((size) => `${deals(size)} deals`).join(' | ')} |`,
    `|---|---|${sizes.map(() => '---:').join('|')}|`,
  ];
  const servedBy = { page: 'keyset page (+ count)', rollup: 'rollups by _id', pass: 'one pass over the deals' };
  for (const endpoint of endpoints) {
    const cells = sizes.map((size) => {
      const call = calls.find((c) => c.endpoint === endpoint && c.deals === size);
      if (!call) return '–';
      if (call.failure) return `failed: ${call.failure}`;
      return call.bareMs === undefined
        ? fmtMs(call.gatewayMs)
        : `${fmtMs(call.gatewayMs)} (bare ${fmtMs(call.bareMs)})`;
    });
    const kind = calls.find((c) => c.endpoint === endpoint)!.kind;
    lines.push(`| ${endpoint} | ${servedBy[kind]} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/**
 * The deal count at which a first page passes PAGE_LIMIT_MS: a straight line through the two
 * sizes around the crossing (a page's cost on FerretDB grows with the collection it decodes).
 * Null when no measured size crosses it and the line cannot be extended.
 */
export function practicalLimit(calls: SingleCall[]): number | null {
  const points = calls
    .filter((call) => !call.failure)
    .map((call) => [call.deals, call.gatewayMs] as const)
    .sort((a, b) => a[0] - b[0]);
  if (points.length < 2) return null;
  let i = points.findIndex(([, ms]) => ms > PAGE_LIMIT_MS);
  if (i === -1) i = points.length - 1;
  if (i === 0) i = 1;
  const [[n0, t0], [n1, t1]] = [points[i - 1]!, points[i]!];
  const slope = (t1 - t0) / (n1 - n0);
  if (!(slope > 0)) return null;
  return Math.max(0, Math.round(n0 + (PAGE_LIMIT_MS - t0) / slope));
}

/** The API, rollup, export and upload part of docs/performance.md, and its budget rows. */
export function apiSection(results: ApiBenchResult[]): BenchSection {
  const parts: string[] = [];
  const budgets: BudgetRow[] = [];
  const filter = new URLSearchParams(ADMIN_FILTER).toString();

  parts.push('### Reads as the database grows');
  parts.push(
    `One call at a time (median of the runs; a call over 5 s is timed once). Pages are first pages of ${50} deals: ` +
      `\`GET /deals\` as a member who owns ${MEMBER_DEALS} deals, \`GET /admin/deals\` unfiltered and with \`${filter}\` ` +
      '(about 1 % of the deals) as an admin. Beside each page that answers within 30 s, a bare node:http server (scripts/bench/bareServer.ts) runs ' +
      'the same queries (the keyset page and its count) through the same MongoDB driver on the same database. ' +
      'The dashboards read rollup documents by `_id`; the pipeline headers make one pass over the matching deals.',
  );
  for (const result of results) {
    parts.push(`#### ${result.database}\n\n${result.description}.`);
    parts.push(growthTable(result.single));
    const limit = practicalLimit(result.single.filter((call) => call.endpoint === 'GET /deals (page)'));
    if (limit !== null) {
      parts.push(
        `A member's first page passes ${PAGE_LIMIT_MS} ms at about **${deals(limit)} deals** in the database ` +
          '(straight line through the measured sizes): the practical limit of this database for the portal.',
      );
    }
  }

  parts.push('### Pages under load');
  parts.push(
    'autocannon on loopback, keep-alive clients calling back to back. "CPU per req" is the server process\'s own CPU ' +
      'time per answered request (from /proc, minus its idle rate): the part of the cost that is ours whatever the ' +
      'database adds. "CPU ratio" is the gateway\'s over the bare server\'s.',
  );
  for (const result of results) {
    parts.push(`#### ${result.database}`);
    parts.push(loadTable(result.load));
  }

  for (const result of results) {
    const largest = Math.max(...result.single.map((call) => call.deals));
    // The page budget at the most clients loaded, at the largest size loaded.
    const loadedSize = Math.max(...result.load.map((row) => row.deals));
    const most = Math.max(...result.load.filter((row) => row.deals === loadedSize).map((row) => row.connections));
    const atMost = result.load.filter((row) => row.deals === loadedSize && row.connections === most);
    for (const row of atMost) {
      const single = result.single.find((s) => s.endpoint === row.endpoint && s.deals === loadedSize)!;
      budgets.push({
        budget: `${row.endpoint}: p95 < ${P95_BUDGET_MS} ms at ${most} clients, ${deals(loadedSize)} deals (${result.database})`,
        measured: row.skipped
          ? `one call alone: ${single.failure ? `failed, ${single.failure}` : fmtMs(single.gatewayMs)}`
          : `p95 ${fmtMs(row.gateway.p95)}`,
        met: !row.skipped && row.gateway.failures === 0 && row.gateway.p95 < P95_BUDGET_MS,
        note: 'the budget applies where the database serves the page from an index; FerretDB v1 serves none of these (docs/write-load.md)',
      });
    }
    const measured = result.load.filter((row) => !row.skipped && Number.isFinite(row.cpuRatio));
    if (measured.length > 0) {
      const worst = measured.reduce((a, b) => (b.cpuRatio > a.cpuRatio ? b : a));
      budgets.push({
        budget: `Gateway CPU per answered page ≤ ×${CPU_RATIO_BUDGET} the bare server's (${result.database})`,
        measured: `worst ×${worst.cpuRatio.toFixed(2)} (${worst.endpoint}, ${deals(worst.deals)} deals, ${worst.connections} clients) over ${measured.length} levels`,
        met: worst.cpuRatio <= CPU_RATIO_BUDGET,
      });
    }
    const sizes = [...new Set(result.single.map((call) => call.deals))];
    for (const endpoint of ['GET /deals/summary', 'GET /admin/analytics'] as const) {
      const calls = result.single.filter((call) => call.endpoint === endpoint);
      if (calls.length < 2) continue;
      const first = calls.find((call) => call.deals === sizes[0])!;
      const last = calls.find((call) => call.deals === largest)!;
      const growth = last.gatewayMs / first.gatewayMs;
      budgets.push({
        budget: `${endpoint} < ${ROLLUP_BUDGET_MS} ms at ${deals(largest)} deals, flat from ${deals(sizes[0]!)} (${result.database})`,
        measured: `${fmtMs(last.gatewayMs)} (×${growth.toFixed(2)} of the ${deals(sizes[0]!)}-deal figure)`,
        // Flat: within twice the small figure (noise on a shared machine), not ×100 like a scan.
        met: last.gatewayMs < ROLLUP_BUDGET_MS && growth < 2,
      });
    }
  }

  const withExport = results.filter((r) => r.export.length > 0);
  if (withExport.length > 0) {
    parts.push('### Export: the deals CSV streamed');
    parts.push(
      '`GET /admin/export/deals` downloaded once as the browser does; rows counted as they arrive. The first byte is ' +
        "when the admin's progress bar starts to move (X-Total-Count gives its end). Memory: the gateway's RSS " +
        'sampled every 5 ms during the download, growth over the RSS just before it.',
    );
    const lines = [
      '| Database | Deals | Rows received | X-Total-Count | Size | Time | First byte | Peak RSS growth |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
    ];
    for (const result of withExport) {
      for (const row of result.export) {
        lines.push(
          `| ${result.database} | ${deals(row.deals)} | ${deals(row.rows)} | ${deals(row.announced)} | ${fmtMb(row.bytes)} | ${fmtMs(row.ms)} | ${fmtMs(row.firstByteMs)} | ${fmtMb(row.rssGrowth)} |`,
        );
      }
      const small = result.export[0]!;
      const large = result.export.at(-1)!;
      budgets.push({
        budget: `${deals(large.deals)} deals stream as CSV with flat gateway memory (${result.database})`,
        measured:
          `${deals(large.rows)} of ${deals(large.deals)} rows in ${fmtMs(large.ms)}; +${fmtMb(large.rssGrowth)} RSS ` +
          `(+${fmtMb(small.rssGrowth)} at ${deals(small.deals)} deals)`,
        met:
          result.export.every((row) => row.rows === row.deals) &&
          large.rssGrowth <= 2 * Math.max(small.rssGrowth, FLAT_FLOOR_BYTES),
        note: `met when every row arrives and the peak RSS growth stays within ×2 of the ${deals(small.deals)}-deal figure (at least ${fmtMb(FLAT_FLOOR_BYTES)}): memory does not follow the deal count`,
      });
    }
    parts.push(lines.join('\n'));
  }

  const withUpload = results.filter((r) => r.upload.length > 0);
  for (const result of withUpload) {
    parts.push('### Upload: a 10 MB document end to end');
    parts.push(
      'POST /documents/upload with a 10 MiB PDF (the largest allowed) from the bench process; time until the answer. ' +
        "Footprint: the gateway process's RSS sampled every 5 ms during the upload, growth over the RSS just before it " +
        `(baseline ≈ ${fmtMb(result.upload[0]!.baselineRss)}); it includes garbage not yet collected. ` +
        'Held: in separate, untimed uploads, a full GC before each sample (every 20 ms), then heap + Buffer memory: ' +
        'what the gateway really keeps while the file passes through. A file held whole would show its full 10 MiB here.',
    );
    parts.push(
      [
        '| Storage | Median time | Runs | Footprint: peak RSS growth (median) | Held: peak live memory growth (median) |',
        '|---|---:|---|---:|---:|',
        ...result.upload.map(
          (row) =>
            `| ${row.storage} | ${fmtMs(row.medianMs)} | ${row.times.map(fmtMs).join(', ')} | ${fmtMb(median(row.memoryGrowth))} | ${fmtMb(median(row.liveGrowth))} |`,
        ),
      ].join('\n'),
    );
    for (const row of result.upload) {
      budgets.push({
        budget: `10 MB upload < 2 s on loopback (${row.storage})`,
        measured: fmtMs(row.medianMs),
        met: row.medianMs < UPLOAD_BUDGET_MS,
      });
      const held = median(row.liveGrowth);
      budgets.push({
        budget: `Gateway memory flat during the upload (${row.storage})`,
        measured: `+${fmtMb(held)} held (+${fmtMb(median(row.memoryGrowth))} RSS) for a ${fmtMb(row.bytes)} file`,
        // Flat: what the gateway holds is bounded by a chunk, whatever the file's size.
        met: held < row.bytes / 2,
        note: 'met when the memory held stays under half the file: it was streamed, never held whole',
      });
    }
  }

  return { markdown: parts.join('\n\n'), budgets };
}
