import { MongoClient } from 'mongodb';
import { timeRequests } from './load';
import { seedPlacementFigures } from './placementFiguresData';
import { percentile, type BenchLog } from './types';

/** Latencies of one series: p50 and p95 in ms, and how many calls they come from. */
type Series = { p50: number; p95: number; samples: number };

export type PlacementFiguresOptions = { lenders: number; submissions: number; requests: number };

export type PlacementFiguresResult = {
  lenders: number;
  submissions: number;
  activities: number;
  quotes: number;
  /** GET /admin/placement/figures (every lender: the Overview). */
  all: Series | null;
  /** GET /admin/placement/figures?lenderId= (a lender's page). */
  oneLender: Series | null;
  /** GET /admin/placement/export read to its end. */
  exportCsv: Series | null;
  note?: string;
};

const WARM_UP = 3;
const series = (times: number[]): Series => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  samples: times.length,
});
const show = (p: Series | string) =>
  typeof p === 'string' ? p : `p50 ${Math.round(p.p50)} ms, p95 ${Math.round(p.p95)} ms`;

/**
 * Placement figures against a running gateway: `submissions` submissions to `lenders` lenders,
 * with their timelines (sent, opened, answers among ordinary edits) and quotes, seeded straight
 * into its database; then the Overview's figures, one lender's figures and the CSV export, each
 * timed `requests` times one call at a time after a few untimed calls.
 */
export async function measurePlacementFigures(
  target: { gatewayUrl: string; auth: Record<string, string>; mongoUri: string; databaseName: string },
  options: PlacementFiguresOptions,
  log: BenchLog,
): Promise<PlacementFiguresResult> {
  const client = new MongoClient(target.mongoUri);
  await client.connect();
  const seeded = await seedPlacementFigures(client.db(target.databaseName), options).finally(() => client.close());
  log(
    `  placement figures: ${seeded.submissions} submissions to ${seeded.lenders} lenders, ${seeded.activities} timeline entries, ${seeded.quotes} quotes`,
  );
  const timed = async (url: string): Promise<Series | string> => {
    const probe = await timeRequests(url, WARM_UP, target.auth);
    if (probe.failure) return `the gateway answered ${probe.failure}`;
    const run = await timeRequests(url, options.requests, target.auth);
    return run.failure ? `failed: ${run.failure}` : series(run.times);
  };
  const base = `${target.gatewayUrl}/admin/placement`;
  const all = await timed(`${base}/figures`);
  const oneLender = await timed(`${base}/figures?lenderId=${seeded.lenderIds[0]}`);
  const exportTimes: number[] = [];
  let exportNote: string | undefined;
  for (let i = 0; i < WARM_UP + options.requests && !exportNote; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/export`, { headers: target.auth });
    await response.text();
    if (!response.ok) exportNote = `the export answered ${response.status}`;
    else if (i >= WARM_UP) exportTimes.push(performance.now() - started);
  }
  const exportCsv = exportNote ?? series(exportTimes);
  log(`  GET /admin/placement/figures: ${show(all)}`);
  log(`  GET /admin/placement/figures?lenderId=: ${show(oneLender)}`);
  log(`  GET /admin/placement/export: ${show(exportCsv)}`);
  const notes = [all, oneLender, exportCsv].filter((p): p is string => typeof p === 'string');
  return {
    lenders: seeded.lenders,
    submissions: seeded.submissions,
    activities: seeded.activities,
    quotes: seeded.quotes,
    all: typeof all === 'string' ? null : all,
    oneLender: typeof oneLender === 'string' ? null : oneLender,
    exportCsv: typeof exportCsv === 'string' ? null : exportCsv,
    ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
  };
}
