import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { percentile } from './types';

/** What one load level measured. */
export type LoadResult = {
  connections: number;
  /** Completed requests per second over the run. */
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Non-2xx answers and socket errors/timeouts: a run with any is not a clean figure. */
  failures: number;
};

/**
 * `connections` clients calling `url` back to back for `seconds` (autocannon, keep-alive,
 * loopback). Every response's own latency is kept, so p95 is exact rather than read off a
 * histogram bucket.
 */
export async function loadTest(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string>; timeoutSeconds?: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers,
        timeout: options.timeoutSeconds ?? 30,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else failures++;
    });
  });
  failures += result.errors + result.timeouts;
  latencies.sort((a, b) => a - b);
  return {
    connections: options.connections,
    throughput: latencies.length / options.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    failures,
  };
}

/**
 * One request at a time, `count` times: each call's latency in ms and the rows of the last answer
 * (a page's items). A call that fails ends the series: `failure` says how (status and time).
 */
export async function timeRequests(
  url: string,
  count: number,
  headers: Record<string, string> = {},
): Promise<{ times: number[]; rows: number; failure?: string }> {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = (await response.json().catch(() => null)) as unknown;
    const elapsed = performance.now() - started;
    if (!response.ok) return { times, rows, failure: `${response.status} after ${(elapsed / 1000).toFixed(1)} s` };
    times.push(elapsed);
    const items = (body as { items?: unknown } | null)?.items;
    rows = Array.isArray(body) ? body.length : Array.isArray(items) ? items.length : 1;
  }
  return { times, rows };
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc). */
export function cpuTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** USER_HZ: 100 on every Linux kernel configuration in practice. */
const CLOCK_TICKS_PER_SECOND = 100;
