import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { MongoClient } from 'mongodb';
import { freePort } from '@portal/mongo-init';
import { startDiscordSandbox } from '../../gateway/sandbox/discord';
import { benchGatewayEnv } from './benchGatewayEnv';
import { startChildServer } from './childProcess';
import { DATABASE_KINDS, startBenchDatabase, type DatabaseKind } from './databases';
import { timeRequests } from './load';
import { fmtMs, type Percentiles } from './placement';
import { seedPlacementFigures } from './placementFiguresData';
import { signIn } from './portalClient';
import { percentile, type BenchLog } from './types';

export type PlacementFiguresBenchOptions = { lenders: number; submissions: number; requests: number; log: BenchLog };

export type PlacementFiguresBenchResult = {
  database: string;
  lenders: number;
  submissions: number;
  activities: number;
  quotes: number;
  /** GET /admin/placement/figures (every lender: the Overview). */
  all: Percentiles | null;
  /** GET /admin/placement/figures?lenderId= (a lender's page). */
  oneLender: Percentiles | null;
  /** GET /admin/placement/export read to its end, ms each. */
  exportCsv: Percentiles | null;
  note?: string;
};

const WARM_UP = 3;
const percentiles = (times: number[]): Percentiles => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  samples: times.length,
});

/**
 * Placement figures on one database: `submissions` submissions to `lenders` lenders, with their
 * timelines (sent, opened, answers among ordinary edits) and quotes, seeded straight into the
 * database; then the Overview's figures, one lender's figures and the CSV export, each timed
 * `requests` times one call at a time after a few untimed calls.
 */
export async function benchPlacementFigures(
  kind: DatabaseKind,
  options: PlacementFiguresBenchOptions,
): Promise<PlacementFiguresBenchResult | null> {
  const { log } = options;
  const database = await startBenchDatabase(kind, log);
  if (!database) return null;
  log(
    `\n== Placement figures on ${database.label}: ${options.submissions.toLocaleString('en-US')} submissions to ${options.lenders} lenders`,
  );
  const cleanup: (() => Promise<unknown>)[] = [() => database.stop()];
  try {
    const discord = await startDiscordSandbox();
    cleanup.unshift(() => discord.close());
    const storageDir = mkdtempSync(join(tmpdir(), 'portal-bench-figures-'));
    cleanup.push(async () => rmSync(storageDir, { recursive: true, force: true }));
    const databaseName = `bench_${randomBytes(4).toString('hex')}`;
    const port = await freePort();
    const gatewayUrl = `http://127.0.0.1:${port}`;
    const env = benchGatewayEnv({
      port,
      mongoUri: database.uri,
      databaseName,
      discordUrl: discord.url,
      adminUsername: 'bench-admin',
      sandboxes: 'discord',
      storageDir,
    });
    const gateway = await startChildServer('./gatewayProcess.ts', env);
    cleanup.unshift(() => gateway.stop());
    const admin = await signIn(gatewayUrl, 'bench-admin');
    const auth = { Authorization: `Bearer ${admin.token}` };

    const client = new MongoClient(database.uri);
    await client.connect();
    cleanup.unshift(() => client.close());
    const seeded = await seedPlacementFigures(client.db(databaseName), options);
    log(`  seeded ${seeded.submissions} submissions, ${seeded.activities} timeline entries, ${seeded.quotes} quotes`);

    const timed = async (url: string): Promise<Percentiles | string> => {
      const probe = await timeRequests(url, WARM_UP, auth);
      if (probe.failure) return `the gateway answered ${probe.failure}`;
      const run = await timeRequests(url, options.requests, auth);
      return run.failure ? `failed: ${run.failure}` : percentiles(run.times);
    };
    const all = await timed(`${gatewayUrl}/admin/placement/figures`);
    const oneLender = await timed(`${gatewayUrl}/admin/placement/figures?lenderId=${seeded.lenderIds[0]}`);
    const exportTimes: number[] = [];
    let exportNote: string | undefined;
    for (let i = 0; i < WARM_UP + options.requests; i++) {
      const started = performance.now();
      const response = await fetch(`${gatewayUrl}/admin/placement/export`, { headers: auth });
      await response.text();
      if (!response.ok) {
        exportNote = `the export answered ${response.status}`;
        break;
      }
      if (i >= WARM_UP) exportTimes.push(performance.now() - started);
    }
    const show = (p: Percentiles | string) => (typeof p === 'string' ? p : `p50 ${fmtMs(p.p50)}, p95 ${fmtMs(p.p95)}`);
    log(`  GET /admin/placement/figures: ${show(all)}`);
    log(`  GET /admin/placement/figures?lenderId=: ${show(oneLender)}`);
    log(`  GET /admin/placement/export: ${exportNote ?? show(percentiles(exportTimes))}`);
    const notes = [all, oneLender].filter((p): p is string => typeof p === 'string');
    return {
      database: database.label,
      lenders: seeded.lenders,
      submissions: seeded.submissions,
      activities: seeded.activities,
      quotes: seeded.quotes,
      all: typeof all === 'string' ? null : all,
      oneLender: typeof oneLender === 'string' ? null : oneLender,
      exportCsv: exportNote ? null : percentiles(exportTimes),
      ...(notes.length > 0 || exportNote ? { note: [...notes, exportNote].filter(Boolean).join('; ') } : {}),
    };
  } finally {
    for (const step of cleanup) await step().catch(() => undefined);
  }
}

// Alone: node --import tsx scripts/bench/placementFigures.ts --submissions 3000 --lenders 50 --requests 30
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      database: { type: 'string', default: DATABASE_KINDS[0] },
      lenders: { type: 'string', default: '50' },
      submissions: { type: 'string', default: '3000' },
      requests: { type: 'string', default: '30' },
    },
  });
  const result = await benchPlacementFigures(values.database as DatabaseKind, {
    lenders: Number(values.lenders),
    submissions: Number(values.submissions),
    requests: Number(values.requests),
    log: (line) => console.log(line),
  });
  console.log(result ? JSON.stringify(result, null, 2) : 'database not available');
  process.exit(0);
}
