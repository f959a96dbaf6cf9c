import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_SIZING_BY_PURPOSE, dealFactsFrom, rankMatches } from '@portal/contracts';
import { freePort } from '@portal/mongo-init';
import { startDiscordSandbox } from '../../gateway/sandbox/discord';
import { benchGatewayEnv } from './benchGatewayEnv';
import { startChildServer } from './childProcess';
import { DATABASE_KINDS, startBenchDatabase, type DatabaseKind } from './databases';
import { timeRequests } from './load';
import { BENCH_PLACEMENT_DEAL, benchPrograms, creditBoxOf, programsCsv } from './placementData';
import { measurePlacementFigures, type PlacementFiguresOptions, type PlacementFiguresResult } from './placementFigures';
import { signIn } from './portalClient';
import { percentile, type BenchLog } from './types';

export type PlacementBenchOptions = {
  /** Programs in the directory (and rows of the CSV imported). */
  programs: number;
  /** Timed calls of the matches endpoint and of rankMatches (after a few warm-up calls). */
  requests: number;
  /** The placement figures case (docs/placement.md#placement-figures), left out when absent. */
  figures?: PlacementFiguresOptions;
  log: BenchLog;
};

/** Latencies of one series: p50 and p95 in ms, and how many calls they come from. */
export type Percentiles = { p50: number; p95: number; samples: number };

export type PlacementBenchResult = {
  database: string;
  programs: number;
  /** The CSV import, checked only (dryRun) and saved: ms each, and the rows read. */
  importDryRunMs: number;
  importMs: number;
  rows: number;
  /** GET /admin/deals/{id}/matches; null with `endpointNote` when the gateway does not serve it. */
  endpoint: Percentiles | null;
  endpointNote?: string;
  /** The pure rankMatches call over the same programs, in the bench's own process. */
  pure: Percentiles;
  /** GET /deals/{id}/summary.pdf (anonymised) of the same deal with its documents; null with a note when not served. */
  summaryPdf: Percentiles | null;
  summaryPdfNote?: string;
  /** The size of the summary PDF, in bytes. */
  summaryPdfBytes: number;
  /** What the deal came out as against the directory (Match, Near). */
  matches: number;
  near: number;
  /** The placement figures over seeded submissions, when asked for. */
  figures: PlacementFiguresResult | null;
};

const WARM_UP = 3;

const percentiles = (times: number[]): Percentiles => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  samples: times.length,
});

/** Documents uploaded to the bench deal, so the summary lists names as a real deal's does. */
const SUMMARY_DOCUMENTS = ['rent-roll.pdf', 'trailing-12-months.pdf', 'personal-financial-statement.pdf'];
const SMALL_PDF = '%PDF-1.4\n%bench\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

/** `count` timed downloads of a PDF, one at a time, each read to its last byte. */
async function timeDownloads(
  url: string,
  count: number,
  headers: Record<string, string>,
): Promise<{ times: number[]; bytes: number; failure?: string }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok || response.headers.get('content-type') !== 'application/pdf') {
      return { times, bytes, failure: `${response.status} ${response.headers.get('content-type') ?? ''}`.trim() };
    }
    times.push(elapsed);
    bytes = body.byteLength;
  }
  return { times, bytes };
}

/** `count` timed calls of a synchronous function, after a few untimed ones. */
function timeCalls(count: number, call: () => void): number[] {
  for (let i = 0; i < WARM_UP; i++) call();
  return Array.from({ length: count }, () => {
    const started = performance.now();
    call();
    return performance.now() - started;
  });
}

/**
 * Placement on one database: a directory of `programs` programs imported through
 * `POST /admin/lenders/import` (checked only, then saved: both timed), one deal created through the
 * API, then its matches read `requests` times through `GET /admin/deals/{id}/matches`, its
 * anonymised summary PDF (with three documents) downloaded `requests` times through
 * `GET /deals/{id}/summary.pdf`, and the pure `rankMatches` over the same programs timed beside it.
 */
export async function benchPlacement(
  kind: DatabaseKind,
  options: PlacementBenchOptions,
): Promise<PlacementBenchResult | null> {
  const { log } = options;
  const database = await startBenchDatabase(kind, log);
  if (!database) return null;
  log(`\n== Placement on ${database.label}: ${options.programs.toLocaleString('en-US')} programs`);
  const cleanup: (() => Promise<unknown>)[] = [() => database.stop()];
  /** Starts a server and stops it at the end, the last started first. */
  const started = async <T>(server: Promise<T>, stop: (value: T) => Promise<unknown>): Promise<T> => {
    const value = await server;
    cleanup.unshift(() => stop(value));
    return value;
  };
  try {
    const discord = await started(startDiscordSandbox(), (sandbox) => sandbox.close());
    const storageDir = mkdtempSync(join(tmpdir(), 'portal-bench-uploads-'));
    cleanup.push(async () => rmSync(storageDir, { recursive: true, force: true }));
    const port = await freePort();
    const gatewayUrl = `http://127.0.0.1:${port}`;
    const databaseName = `bench_${randomBytes(4).toString('hex')}`;
    const env = benchGatewayEnv({
      port,
      mongoUri: database.uri,
      databaseName,
      discordUrl: discord.url,
      adminUsername: 'bench-admin',
      sandboxes: 'discord',
      storageDir,
    });
    await started(startChildServer('./gatewayProcess.ts', env), (gateway) => gateway.stop());
    const admin = await signIn(gatewayUrl, 'bench-admin');
    const auth = { Authorization: `Bearer ${admin.token}` };

    const programs = benchPrograms(options.programs);
    const csv = programsCsv(programs);
    const importCsv = async (dryRun: boolean) => {
      const started = performance.now();
      const response = await fetch(`${gatewayUrl}/admin/lenders/import?dryRun=${dryRun}`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'text/csv' },
        body: csv,
      });
      const body = (await response.json()) as { rows?: number; programsCreated?: number };
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`the import answered ${response.status}: ${JSON.stringify(body)}`);
      return { ms, body };
    };
    const dryRun = await importCsv(true);
    const saved = await importCsv(false);
    if (saved.body.programsCreated !== programs.length)
      throw new Error(`the import created ${saved.body.programsCreated} programs, not ${programs.length}`);
    log(
      `  CSV import of ${programs.length.toLocaleString('en-US')} rows: checked ${fmtS(dryRun.ms)}, saved ${fmtS(saved.ms)}`,
    );

    const created = await fetch(`${gatewayUrl}/deals`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(BENCH_PLACEMENT_DEAL),
    });
    if (created.status !== 201) throw new Error(`the bench deal was refused: ${await created.text()}`);
    const deal = (await created.json()) as { id: string };

    // The endpoint is served by the placement work of the gateway: until then it answers 501.
    const url = `${gatewayUrl}/admin/deals/${deal.id}/matches`;
    const probe = await timeRequests(url, WARM_UP, auth);
    let endpoint: Percentiles | null = null;
    let endpointNote: string | undefined;
    if (probe.failure) {
      endpointNote = probe.failure.startsWith('501')
        ? 'the gateway does not serve it yet (501)'
        : `the gateway answered ${probe.failure}`;
    } else {
      const timed = await timeRequests(url, options.requests, auth);
      if (timed.failure) endpointNote = `failed: ${timed.failure}`;
      else endpoint = percentiles(timed.times);
    }
    log(
      `  GET /admin/deals/{id}/matches: ${endpoint ? `p50 ${fmtMs(endpoint.p50)}, p95 ${fmtMs(endpoint.p95)}` : endpointNote}`,
    );

    // The deal's summary PDF, as a broker or the e-mail to a lender makes it.
    for (const name of SUMMARY_DOCUMENTS) {
      const form = new FormData();
      form.append('dealId', deal.id);
      form.append('tags', '[]');
      form.append('file', new Blob([SMALL_PDF], { type: 'application/pdf' }), name);
      const uploaded = await fetch(`${gatewayUrl}/documents/upload`, { method: 'POST', headers: auth, body: form });
      if (uploaded.status !== 201) throw new Error(`the bench document was refused: ${await uploaded.text()}`);
    }
    const summaryUrl = `${gatewayUrl}/deals/${deal.id}/summary.pdf`;
    const summaryProbe = await timeDownloads(summaryUrl, WARM_UP, auth);
    let summaryPdf: Percentiles | null = null;
    let summaryPdfNote: string | undefined;
    let summaryPdfBytes = summaryProbe.bytes;
    if (summaryProbe.failure) {
      summaryPdfNote = `the gateway answered ${summaryProbe.failure}`;
    } else {
      const timed = await timeDownloads(summaryUrl, options.requests, auth);
      if (timed.failure) summaryPdfNote = `failed: ${timed.failure}`;
      else summaryPdf = percentiles(timed.times);
      summaryPdfBytes = timed.bytes;
    }
    log(
      `  GET /deals/{id}/summary.pdf: ${summaryPdf ? `p50 ${fmtMs(summaryPdf.p50)}, p95 ${fmtMs(summaryPdf.p95)} (${summaryPdfBytes} bytes)` : summaryPdfNote}`,
    );

    const boxes = programs.map((program, i) => creditBoxOf(program, String(i)));
    const facts = dealFactsFrom(BENCH_PLACEMENT_DEAL, DEFAULT_SIZING_BY_PURPOSE.purchase);
    let ranked = rankMatches(facts, boxes);
    const pure = percentiles(timeCalls(options.requests, () => (ranked = rankMatches(facts, boxes))));
    const matches = ranked.results.filter((result) => result.kind === 'match').length;
    const near = ranked.results.length - matches;
    log(`  rankMatches: p50 ${fmtMs(pure.p50)}, p95 ${fmtMs(pure.p95)} (${matches} Match, ${near} Near)`);

    const figures = options.figures
      ? await measurePlacementFigures(
          { gatewayUrl, auth, mongoUri: database.uri, databaseName },
          { ...options.figures },
          log,
        )
      : null;

    return {
      database: database.label,
      programs: programs.length,
      importDryRunMs: dryRun.ms,
      importMs: saved.ms,
      rows: saved.body.rows ?? programs.length,
      endpoint,
      endpointNote,
      pure,
      summaryPdf,
      summaryPdfNote,
      summaryPdfBytes,
      matches,
      near,
      figures,
    };
  } finally {
    for (const step of cleanup) await step().catch(() => undefined);
  }
}

export const fmtMs = (ms: number) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
export const fmtS = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// Alone: node --import tsx scripts/bench/placement.ts --programs 5000 --requests 50 [--database postgresql]
//   [--submissions 3000 --lenders 50: the placement figures case too]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      database: { type: 'string', default: DATABASE_KINDS[0] },
      programs: { type: 'string', default: '5000' },
      requests: { type: 'string', default: '50' },
      submissions: { type: 'string' },
      lenders: { type: 'string', default: '50' },
    },
  });
  const result = await benchPlacement(values.database as DatabaseKind, {
    programs: Number(values.programs),
    requests: Number(values.requests),
    ...(values.submissions
      ? {
          figures: {
            submissions: Number(values.submissions),
            lenders: Number(values.lenders),
            requests: Number(values.requests),
          },
        }
      : {}),
    log: (line) => console.log(line),
  });
  console.log(result ? JSON.stringify(result, null, 2) : 'database not available');
}
