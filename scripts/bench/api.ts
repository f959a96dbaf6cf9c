import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@portal/mongo-init';
import { startDiscordSandbox } from '../../gateway/sandbox/discord';
import { startMicrosoftSandbox } from '../../gateway/sandbox/microsoft';
import { pdfOfSize } from '../../gateway/test/support/files';
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
  analyticsSizes: number[];
  /** Deals in the database during the load test. */
  loadSize: number;
  /** Measure the 10 MB upload on this database too (storage does not depend on it: once is enough). */
  upload: boolean;
  log: BenchLog;
};

export type Endpoint = 'GET /deals' | 'GET /admin/deals';

/** One endpoint at one concurrency, gateway and bare server side by side (medians over runs). */
export type LoadRow = {
  endpoint: Endpoint;
  connections: number;
  /** Seconds per run and runs (slow levels run longer, once). */
  seconds?: number;
  runs?: number;
  gateway: MeasuredLoad;
  bare: MeasuredLoad;
  /** Gateway p50 / bare p50 (the run's median). */
  overhead: number;
  /** Set when the level was not run because one request already takes too long. */
  skipped?: string;
};

export type SingleCall = { endpoint: Endpoint; gatewayMs: number; bareMs: number; rows: number };
export type AnalyticsRow = { deals: number; samples: number[]; medianMs: number };
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

export type ApiBenchResult = {
  database: string;
  description: string;
  /** One request at a time, with the database at loadSize (the idle latency). */
  single: SingleCall[];
  load: LoadRow[];
  analytics: AnalyticsRow[];
  upload: UploadRow[];
};

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
  return { ...result, cpuMsPerRequest: Math.max(0, busy) / Math.max(1, result.requests) };
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
 * Seeds one database, grows it through the analytics sizes, then loads GET /deals and
 * GET /admin/deals through the gateway and through the bare server, and (once) uploads 10 MB
 * through local storage and the sandbox OneDrive while watching the gateway's memory.
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
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      // Production logs every request at info; the bench pays that cost too (output discarded).
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_API_URL: gatewayUrl,
      SHELL_URL: 'http://127.0.0.1:3000',
      MONGODB_URI: database.uri,
      DATABASE_NAME: databaseName,
      JWT_SECRET: randomBytes(32).toString('base64'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      DISCORD_CLIENT_ID: 'sandbox-client',
      DISCORD_CLIENT_SECRET: 'sandbox-secret',
      DISCORD_AUTHORIZE_URL: `${discord.url}/oauth2/authorize`,
      DISCORD_API_URL: `${discord.url}/api/v10`,
      INITIAL_ADMIN_DISCORD_USERNAMES: 'bench-admin',
      SANDBOX_SERVICES: 'discord,microsoft',
      LOCAL_STORAGE_DIR: storageDir,
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

    // Aggregation: GET /admin/analytics as the database grows.
    const analytics: AnalyticsRow[] = [];
    for (const size of options.analyticsSizes) {
      const started = performance.now();
      await dataset.growTo(size);
      log(`  seeded ${size.toLocaleString('en-US')} deals (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      const { times: samples } = await timeAdaptively(`${gatewayUrl}/admin/analytics`, options.runs, adminAuth);
      analytics.push({ deals: size, samples, medianMs: median(samples) });
      log(`  GET /admin/analytics at ${size.toLocaleString('en-US')} deals: ${fmtMs(median(samples))}`);
    }

    await dataset.growTo(options.loadSize);
    const adminQuery = new URLSearchParams(ADMIN_FILTER).toString();
    const targets: { endpoint: Endpoint; gateway: string; bare: string; headers: Record<string, string> }[] = [
      {
        endpoint: 'GET /deals',
        gateway: `${gatewayUrl}/deals`,
        bare: `${bare.url}/deals?userId=${member.userId}`,
        headers: memberAuth,
      },
      {
        endpoint: 'GET /admin/deals',
        gateway: `${gatewayUrl}/admin/deals?${adminQuery}`,
        bare: `${bare.url}/admin/deals?${adminQuery}`,
        headers: adminAuth,
      },
    ];

    const gatewayCpu = { pid: gateway.pid, idleCpuPerSecond: await idleCpuRate(gateway.pid) };
    const bareCpu = { pid: bare.pid, idleCpuPerSecond: await idleCpuRate(bare.pid) };
    const single: SingleCall[] = [];
    const load: LoadRow[] = [];
    for (const target of targets) {
      const gatewayCalls = await timeAdaptively(target.gateway, options.runs, target.headers);
      const bareCalls = await timeAdaptively(target.bare, options.runs, {});
      const gatewayMs = median(gatewayCalls.times);
      const bareMs = median(bareCalls.times);
      single.push({ endpoint: target.endpoint, gatewayMs, bareMs, rows: gatewayCalls.rows });
      log(
        `  ${target.endpoint} (${gatewayCalls.rows} rows), one at a time: gateway ${fmtMs(gatewayMs)}, bare ${fmtMs(bareMs)}`,
      );
      for (const connections of options.concurrency) {
        // Two cores serve the calls: one round of `connections` calls takes about this long.
        const roundMs = gatewayMs * Math.max(1, connections / 2);
        if (roundMs > MAX_ROUND_MS) {
          load.push({
            endpoint: target.endpoint,
            connections,
            gateway: emptyResult(connections),
            bare: emptyResult(connections),
            overhead: Number.NaN,
            skipped:
              connections === 1
                ? `not run: one call takes ${fmtMs(gatewayMs)} (the one-at-a-time figure above)`
                : `not run: one call takes ${fmtMs(gatewayMs)}, so each of ${connections} clients would wait ≈${fmtMs(roundMs)} per call`,
          });
          log(`  ${target.endpoint} c=${connections}: skipped (≈${fmtMs(roundMs)} per round)`);
          continue;
        }
        // Long enough for several rounds; slow levels run once to stay within the time box.
        const seconds = Math.min(MAX_LEVEL_SECONDS, Math.max(options.seconds, Math.ceil((4 * roundMs) / 1000)));
        const runs = seconds > options.seconds ? 1 : options.runs;
        const gatewayRuns: MeasuredLoad[] = [];
        const bareRuns: MeasuredLoad[] = [];
        for (let run = 0; run < runs; run++) {
          gatewayRuns.push(
            await measuredLoad(gatewayCpu, target.gateway, { connections, seconds, headers: target.headers }),
          );
          bareRuns.push(await measuredLoad(bareCpu, target.bare, { connections, seconds }));
        }
        const row: LoadRow = {
          endpoint: target.endpoint,
          connections,
          seconds,
          runs,
          gateway: medianResult(gatewayRuns),
          bare: medianResult(bareRuns),
          overhead: 0,
        };
        row.overhead = row.gateway.p50 / row.bare.p50;
        load.push(row);
        log(
          `  ${target.endpoint} c=${connections} (${runs}×${seconds} s): gateway p95 ${fmtMs(row.gateway.p95)} ${row.gateway.throughput.toFixed(1)} req/s ` +
            `${row.gateway.cpuMsPerRequest.toFixed(1)} ms CPU/req, bare p95 ${fmtMs(row.bare.p95)} ${row.bare.throughput.toFixed(1)} req/s ` +
            `${row.bare.cpuMsPerRequest.toFixed(1)} ms CPU/req, latency ×${row.overhead.toFixed(2)}`,
        );
      }
    }

    const upload: UploadRow[] = [];
    if (options.upload) {
      const [deal] = await dataset.db.collection('deals').find({ userId: member.userId }).limit(1).toArray();
      const content = pdfOfSize(10 * 1024 * 1024);
      upload.push(
        await timeUploads('local', gatewayUrl, member.token, String(deal!._id), content, gateway, options.runs),
      );
      await connectOneDrive(gatewayUrl, admin.token);
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

    return { database: database.label, description: database.description, single, load, analytics, upload };
  } finally {
    for (const step of cleanup) await step().catch((error: unknown) => log(`  clean-up: ${String(error)}`));
  }
}

/**
 * Times GET `url` one call at a time: a warm-up call, then `runs` calls. A call slower than 5 s
 * is its own sample (no warm-up, no repeats) so the whole bench stays within its time box.
 */
async function timeAdaptively(
  url: string,
  runs: number,
  headers: Record<string, string>,
): Promise<{ times: number[]; rows: number }> {
  const first = await timeRequests(url, 1, headers);
  if (first.times[0]! > 5_000) return first;
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
