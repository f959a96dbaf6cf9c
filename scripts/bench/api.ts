import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@portal/mongo-init';
import { startDiscordSandbox } from '../../gateway/sandbox/discord';
import { startMicrosoftSandbox } from '../../gateway/sandbox/microsoft';
import { pdfOfSize } from './benchData';
import { benchGatewayEnv } from './benchGatewayEnv';
import { startChildServer, type ChildServer } from './childProcess';
import { startBenchDatabase, type DatabaseKind } from './databases';
import { ADMIN_FILTER, openDataset } from './dataset';
import { cpuTimeMs, loadTest, timeRequests, type LoadResult } from './load';
import { connectOneDrive, signIn, uploadDocument } from './portalClient';
import { median, type BenchLog } from './types';

export type ApiBenchOptions = {
  runs: number;
  /** Seconds per load level and run. */
  seconds: number;
  concurrency: number[];
  /** Deal counts the database grows through; every read is timed one call at a time at each. */
  sizes: number[];
  /** Sizes at which the page endpoints are also loaded at every concurrency. */
  loadSizes: number[];
  /** Measure the 10 MB upload on this database too (storage does not depend on it: once is enough). */
  upload: boolean;
  /** Stream the deals CSV at the smallest and the largest size (one database is enough). */
  exportCsv: boolean;
  log: BenchLog;
};

/** The reads the bench times: first pages of the deal lists, and the dashboards' reads. */
export type Endpoint =
  | 'GET /deals (page)'
  | 'GET /admin/deals (page)'
  | 'GET /admin/deals (filtered page)'
  | 'GET /deals/summary'
  | 'GET /admin/analytics'
  | 'GET /deals/pipeline';

/** How a read is served: a keyset page (+ count), rollup documents by `_id`, or one pass over the deals. */
export type ReadKind = 'page' | 'rollup' | 'pass';

/** One endpoint at one concurrency, gateway and bare server side by side (medians over runs). */
export type LoadRow = {
  endpoint: Endpoint;
  deals: number;
  connections: number;
  /** Seconds per run and runs (slow levels run longer, once). */
  seconds?: number;
  runs?: number;
  gateway: MeasuredLoad;
  bare: MeasuredLoad;
  /** Gateway p50 / bare p50 (the run's median). */
  overhead: number;
  /** Gateway CPU per request / bare CPU per request. */
  cpuRatio: number;
  /** Set when the level was not run because one request already takes too long. */
  skipped?: string;
};

/** One call at a time at one size: the gateway's median and, for pages, the bare server's. */
export type SingleCall = {
  endpoint: Endpoint;
  kind: ReadKind;
  deals: number;
  gatewayMs: number;
  samples: number[];
  bareMs?: number;
  rows: number;
  /** Set when the gateway did not answer 2xx: the status and how long it took (e.g. a database timeout). */
  failure?: string;
};
export type UploadRow = {
  /** Peak growth of heap + Buffer memory with a GC before each sample: what the gateway really held. */
  liveGrowth: number[];
  storage: 'local' | 'OneDrive (sandbox)';
  bytes: number;
  times: number[];
  medianMs: number;
  memoryGrowth: number[];
  baselineRss: number;
};
/** The deals CSV streamed at one size. */
export type ExportRow = {
  deals: number;
  /** Data rows received (header excluded) and the X-Total-Count the gateway announced. */
  rows: number;
  announced: number;
  bytes: number;
  ms: number;
  /** Time until the first byte of the body: when the browser's progress bar starts moving. */
  firstByteMs: number;
  /** Peak RSS growth of the gateway while it streamed, over its RSS just before. */
  rssGrowth: number;
  baselineRss: number;
};

export type ApiBenchResult = {
  database: string;
  description: string;
  single: SingleCall[];
  load: LoadRow[];
  upload: UploadRow[];
  export: ExportRow[];
};

/** Above this one-call time the bare server is not timed beside the gateway. */
const COMPARE_UP_TO_MS = 30_000;

/** A load level whose single round (every client served once) would take longer is skipped and reported. */
const MAX_ROUND_MS = 10_000;
/** The longest a load level runs. */
const MAX_LEVEL_SECONDS = 20;

/** A load run plus the server's CPU time per answered request (its own cost, whatever the database adds). */
export type MeasuredLoad = LoadResult & { cpuMsPerRequest: number };

/**
 * CPU ms per second a server spends with no request in flight (timers, job polling), to subtract.
 * The quietest of three 1 s windows: a one-off spike (a GC, a heartbeat) is not background.
 */
async function idleCpuRate(pid: number): Promise<number> {
  const windows: number[] = [];
  for (let i = 0; i < 3; i++) {
    const before = cpuTimeMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    windows.push(cpuTimeMs(pid) - before);
  }
  return Math.min(...windows);
}

async function measuredLoad(
  server: { pid: number; idleCpuPerSecond: number },
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<MeasuredLoad> {
  const before = cpuTimeMs(server.pid);
  const started = performance.now();
  const result = await loadTest(url, { ...options, timeoutSeconds: MAX_LEVEL_SECONDS * 2 });
  const busy = cpuTimeMs(server.pid) - before - (server.idleCpuPerSecond * (performance.now() - started)) / 1000;
  // No answered request in the window: no per-request figure (not the whole window's CPU).
  const cpuMsPerRequest = result.requests > 0 ? Math.max(0, busy) / result.requests : Number.NaN;
  return { ...result, cpuMsPerRequest };
}

function medianResult(results: MeasuredLoad[]): MeasuredLoad {
  const pick = (key: keyof MeasuredLoad) => median(results.map((r) => r[key]));
  return {
    cpuMsPerRequest: pick('cpuMsPerRequest'),
    connections: results[0]!.connections,
    throughput: pick('throughput'),
    p50: pick('p50'),
    p95: pick('p95'),
    p99: pick('p99'),
    requests: pick('requests'),
    failures: Math.max(...results.map((r) => r.failures)),
  };
}

const emptyResult = (connections: number): MeasuredLoad => ({
  cpuMsPerRequest: Number.NaN,
  connections,
  throughput: Number.NaN,
  p50: Number.NaN,
  p95: Number.NaN,
  p99: Number.NaN,
  requests: 0,
  failures: 0,
});

/**
 * Seeds one database and grows it through the sizes. At each size it times the first page of
 * the deal lists (gateway and bare server), the dashboards' rollup reads and the pipeline headers,
 * one call at a time; at the load sizes it also loads the pages at every concurrency. Then
 * (once) it streams the deals CSV and uploads 10 MB through local storage and the sandbox OneDrive
 * while watching the gateway's memory.
 */
export async function benchApi(kind: DatabaseKind, options: ApiBenchOptions): Promise<ApiBenchResult | null> {
  const { log } = options;
  const database = await startBenchDatabase(kind, log);
  if (!database) return null;
  log(`\n== ${database.label}: ${database.description}`);
  const cleanup: (() => Promise<unknown>)[] = [() => database.stop()];
  try {
    const discord = await startDiscordSandbox();
    cleanup.unshift(() => discord.close());
    const microsoft = await startMicrosoftSandbox();
    cleanup.unshift(() => microsoft.close());
    const storageDir = mkdtempSync(join(tmpdir(), 'portal-bench-uploads-'));
    cleanup.push(async () => rmSync(storageDir, { recursive: true, force: true }));

    const databaseName = `bench_${randomBytes(4).toString('hex')}`;
    const port = await freePort();
    const gatewayUrl = `http://127.0.0.1:${port}`;
    const gateway: ChildServer = await startChildServer('./gatewayProcess.ts', {
      ...benchGatewayEnv({
        port,
        mongoUri: database.uri,
        databaseName,
        discordUrl: discord.url,
        adminUsername: 'bench-admin',
        sandboxes: 'discord,microsoft',
        storageDir,
      }),
      ...microsoft.env,
    });
    cleanup.unshift(() => gateway.stop());
    const bare = await startChildServer('./bareServer.ts', {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      MONGODB_URI: database.uri,
      DATABASE_NAME: databaseName,
    });
    cleanup.unshift(() => bare.stop());

    const admin = await signIn(gatewayUrl, 'bench-admin');
    const member = await signIn(gatewayUrl, 'bench-member');
    const dataset = await openDataset(database.uri, databaseName, { _id: member.userId, username: member.username });
    cleanup.unshift(async () => {
      await dataset.db.dropDatabase().catch(() => undefined);
      await dataset.close();
    });
    await dataset.db.collection('users').updateOne({ _id: member.userId as never }, { $set: { isWhitelisted: true } });
    const adminAuth = { Authorization: `Bearer ${admin.token}` };
    const memberAuth = { Authorization: `Bearer ${member.token}` };

    const adminQuery = new URLSearchParams(ADMIN_FILTER).toString();
    const reads: Read[] = [
      {
        endpoint: 'GET /deals (page)',
        kind: 'page',
        gateway: `${gatewayUrl}/deals?limit=${PAGE}`,
        bare: `${bare.url}/deals?userId=${member.userId}&limit=${PAGE}`,
        headers: memberAuth,
      },
      {
        endpoint: 'GET /admin/deals (page)',
        kind: 'page',
        gateway: `${gatewayUrl}/admin/deals?limit=${PAGE}`,
        bare: `${bare.url}/admin/deals?limit=${PAGE}`,
        headers: adminAuth,
      },
      {
        endpoint: 'GET /admin/deals (filtered page)',
        kind: 'page',
        gateway: `${gatewayUrl}/admin/deals?limit=${PAGE}&${adminQuery}`,
        bare: `${bare.url}/admin/deals?limit=${PAGE}&${adminQuery}`,
        headers: adminAuth,
      },
      { endpoint: 'GET /deals/summary', kind: 'rollup', gateway: `${gatewayUrl}/deals/summary`, headers: memberAuth },
      {
        endpoint: 'GET /admin/analytics',
        kind: 'rollup',
        gateway: `${gatewayUrl}/admin/analytics`,
        headers: adminAuth,
      },
      { endpoint: 'GET /deals/pipeline', kind: 'pass', gateway: `${gatewayUrl}/deals/pipeline`, headers: memberAuth },
    ];
    /** The pages loaded at every concurrency (the filtered page is timed one call at a time only). */
    const loaded = reads.filter((read) => read.endpoint !== 'GET /admin/deals (filtered page)' && read.bare);

    const gatewayCpu = { pid: gateway.pid, idleCpuPerSecond: await idleCpuRate(gateway.pid) };
    const bareCpu = { pid: bare.pid, idleCpuPerSecond: await idleCpuRate(bare.pid) };
    const single: SingleCall[] = [];
    const load: LoadRow[] = [];
    const exported: ExportRow[] = [];
    for (const size of options.sizes) {
      const started = performance.now();
      await dataset.growTo(size);
      // Seeded past the gateway: the rollups are rebuilt as the recurring repair would.
      await repairRollups(gateway);
      log(
        `  ${size.toLocaleString('en-US')} deals seeded, rollups rebuilt (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );

      for (const read of reads) {
        const gatewayCalls = await timeAdaptively(read.gateway, options.runs, read.headers);
        // When one call takes the gateway this long, the database is all there is to see: the bare
        // server's figure would add minutes to the run and nothing to the comparison.
        const bareCalls =
          read.bare && median(gatewayCalls.times) < COMPARE_UP_TO_MS
            ? await timeAdaptively(read.bare, options.runs, {})
            : undefined;
        const call: SingleCall = {
          endpoint: read.endpoint,
          kind: read.kind,
          deals: size,
          gatewayMs: median(gatewayCalls.times),
          samples: gatewayCalls.times,
          bareMs: bareCalls ? median(bareCalls.times) : undefined,
          rows: gatewayCalls.rows,
          failure: gatewayCalls.failure,
        };
        single.push(call);
        log(
          `  ${read.endpoint} at ${size.toLocaleString('en-US')}: gateway ${call.failure ?? fmtMs(call.gatewayMs)}` +
            (call.bareMs === undefined ? '' : `, bare ${fmtMs(call.bareMs)}`),
        );
      }

      // The CSV at the smallest and the largest size: streamed, its memory does not grow with the deals.
      if (options.exportCsv && (size === options.sizes[0] || size === options.sizes.at(-1))) {
        const row = await timeExport(gatewayUrl, admin.token, gateway, dataset.count());
        exported.push(row);
        log(
          `  CSV export of ${row.rows.toLocaleString('en-US')} deals: ${fmtMs(row.ms)} (first byte ${fmtMs(row.firstByteMs)}), ` +
            `${fmtMb(row.bytes)}, RSS growth ${fmtMb(row.rssGrowth)}`,
        );
      }

      if (!options.loadSizes.includes(size)) continue;
      for (const read of loaded) {
        const gatewayMs = single.find((call) => call.endpoint === read.endpoint && call.deals === size)!.gatewayMs;
        for (const connections of options.concurrency) {
          // Two cores serve the calls: one round of `connections` calls takes about this long.
          const roundMs = gatewayMs * Math.max(1, connections / 2);
          if (roundMs > MAX_ROUND_MS) {
            load.push({
              endpoint: read.endpoint,
              deals: size,
              connections,
              gateway: emptyResult(connections),
              bare: emptyResult(connections),
              overhead: Number.NaN,
              cpuRatio: Number.NaN,
              skipped:
                connections === 1
                  ? `not run: one call takes ${fmtMs(gatewayMs)}`
                  : `not run: one call takes ${fmtMs(gatewayMs)}, so each of ${connections} clients would wait ≈${fmtMs(roundMs)} per call`,
            });
            log(`  ${read.endpoint} c=${connections}: skipped (≈${fmtMs(roundMs)} per round)`);
            continue;
          }
          // Long enough for several rounds; slow levels run once to stay within the time box.
          const seconds = Math.min(MAX_LEVEL_SECONDS, Math.max(options.seconds, Math.ceil((4 * roundMs) / 1000)));
          const runs = seconds > options.seconds ? 1 : options.runs;
          const gatewayRuns: MeasuredLoad[] = [];
          const bareRuns: MeasuredLoad[] = [];
          for (let run = 0; run < runs; run++) {
            gatewayRuns.push(
              await measuredLoad(gatewayCpu, read.gateway, { connections, seconds, headers: read.headers }),
            );
            await settle(connections, gatewayMs);
            bareRuns.push(await measuredLoad(bareCpu, read.bare!, { connections, seconds }));
            await settle(connections, gatewayMs);
          }
          const gatewayLoad = medianResult(gatewayRuns);
          const bareLoad = medianResult(bareRuns);
          const row: LoadRow = {
            endpoint: read.endpoint,
            deals: size,
            connections,
            seconds,
            runs,
            gateway: gatewayLoad,
            bare: bareLoad,
            overhead: gatewayLoad.p50 / bareLoad.p50,
            cpuRatio: gatewayLoad.cpuMsPerRequest / bareLoad.cpuMsPerRequest,
          };
          load.push(row);
          log(
            `  ${read.endpoint} at ${size.toLocaleString('en-US')} c=${connections} (${runs}×${seconds} s): gateway p95 ${fmtMs(row.gateway.p95)} ${row.gateway.throughput.toFixed(1)} req/s ` +
              `${row.gateway.cpuMsPerRequest.toFixed(2)} ms CPU/req, bare p95 ${fmtMs(row.bare.p95)} ${row.bare.throughput.toFixed(1)} req/s ` +
              `${row.bare.cpuMsPerRequest.toFixed(2)} ms CPU/req, CPU ×${row.cpuRatio.toFixed(2)}` +
              (row.gateway.failures + row.bare.failures > 0
                ? `, failures: gateway ${row.gateway.failures}, bare ${row.bare.failures}`
                : ''),
          );
        }
      }
    }

    const upload: UploadRow[] = [];
    if (options.upload) {
      const [deal] = await dataset.db.collection('deals').find({ userId: member.userId }).limit(1).toArray();
      const content = pdfOfSize(10 * 1024 * 1024);
      upload.push(
        await timeUploads('local', gatewayUrl, member.token, String(deal!._id), content, gateway, options.runs),
      );
      await connectOneDrive(gatewayUrl, admin);
      upload.push(
        await timeUploads(
          'OneDrive (sandbox)',
          gatewayUrl,
          member.token,
          String(deal!._id),
          content,
          gateway,
          options.runs,
        ),
      );
      for (const row of upload) {
        log(`  10 MB upload via ${row.storage}: ${fmtMs(row.medianMs)}, RSS growth ${fmtMb(median(row.memoryGrowth))}`);
      }
    }

    return { database: database.label, description: database.description, single, load, upload, export: exported };
  } finally {
    for (const step of cleanup) await step().catch((error: unknown) => log(`  clean-up: ${String(error)}`));
  }
}

/** Asks the gateway to rebuild the rollups; the repair skips a turn while a flush holds the lease. */
async function repairRollups(gateway: ChildServer): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const repair = await gateway.ask<{ repaired: boolean; error?: string }>('repair-rollups');
    if (repair.repaired) return;
    if (attempt >= 10) throw new Error(`the rollups could not be repaired: ${repair.error ?? 'lease busy'}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * Waits for the calls a load level left in flight: the load generator stops at its deadline, but
 * the servers and the database still answer what was sent, and the next figure must not pay for it.
 */
async function settle(connections: number, callMs: number): Promise<void> {
  const leftMs = Math.min(MAX_LEVEL_SECONDS * 1000, (connections * callMs) / 2);
  if (connections > 1) await new Promise((resolve) => setTimeout(resolve, leftMs));
}

/** Rows per page in every timed list request (the contract's default). */
const PAGE = 50;

type Read = {
  endpoint: Endpoint;
  kind: ReadKind;
  gateway: string;
  /** The bare server's equivalent of a page read. */
  bare?: string;
  headers: Record<string, string>;
};

/**
 * Downloads the deals CSV once as the admin's browser does, counting its rows while the gateway's
 * RSS is sampled: the export is streamed when that growth stays small whatever the deal count.
 */
async function timeExport(gatewayUrl: string, token: string, gateway: ChildServer, deals: number): Promise<ExportRow> {
  const { baseline } = await gateway.ask<{ baseline: number }>('memory-reset', { live: false });
  const started = performance.now();
  const response = await fetch(`${gatewayUrl}/admin/export/deals`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`the export answered ${response.status}`);
  let firstByteMs = 0;
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) newlines++;
  }
  const ms = performance.now() - started;
  const { peak } = await gateway.ask<{ peak: number }>('memory-peak');
  return {
    deals,
    // The header line and one line per deal; no cell of the bench's data holds a line break.
    rows: newlines - 1,
    announced: Number(response.headers.get('x-total-count') ?? Number.NaN),
    bytes,
    ms,
    firstByteMs,
    rssGrowth: peak - baseline,
    baselineRss: baseline,
  };
}

/**
 * Times GET `url` one call at a time: a warm-up call, then `runs` calls. A call slower than 5 s
 * is its own sample (no warm-up, no repeats) so the whole bench stays within its time box.
 */
async function timeAdaptively(
  url: string,
  runs: number,
  headers: Record<string, string>,
): Promise<{ times: number[]; rows: number; failure?: string }> {
  const first = await timeRequests(url, 1, headers);
  if (first.failure || first.times[0]! > 5_000) return first;
  return timeRequests(url, runs, headers);
}

/**
 * Uploads `content` `runs` times timed with the gateway's RSS sampled (its footprint), then
 * `runs` times more with live memory sampled (a GC before each sample, which slows the upload,
 * so those runs are not timed).
 */
async function timeUploads(
  storage: UploadRow['storage'],
  gatewayUrl: string,
  token: string,
  dealId: string,
  content: Buffer,
  gateway: ChildServer,
  runs: number,
): Promise<UploadRow> {
  const times: number[] = [];
  const memoryGrowth: number[] = [];
  const liveGrowth: number[] = [];
  let baselineRss = 0;
  const upload = async (run: number, live: boolean) => {
    const { baseline } = await gateway.ask<{ baseline: number }>('memory-reset', { live });
    const started = performance.now();
    const result = await uploadDocument(gatewayUrl, token, { dealId, fileName: `bench-${run}.pdf`, content });
    const elapsed = performance.now() - started;
    if (result.status !== 201 && result.status !== 200) {
      throw new Error(`upload via ${storage} answered ${result.status}: ${JSON.stringify(result.body)}`);
    }
    const { peak } = await gateway.ask<{ peak: number }>('memory-peak');
    return { baseline, elapsed, growth: peak - baseline };
  };
  for (let run = 0; run < runs; run++) {
    const measured = await upload(run, false);
    baselineRss = measured.baseline;
    times.push(measured.elapsed);
    memoryGrowth.push(measured.growth);
  }
  for (let run = 0; run < runs; run++) liveGrowth.push((await upload(runs + run, true)).growth);
  return { storage, bytes: content.length, times, medianMs: median(times), memoryGrowth, liveGrowth, baselineRss };
}

export const fmtMs = (ms: number) =>
  Number.isNaN(ms) ? '–' : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`;
export const fmtMb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
