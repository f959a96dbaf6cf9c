import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import {
  DEFAULT_EMBEDDED_BACKEND,
  EMBEDDED_BACKENDS,
  ensureFerretDb,
  freePort,
  startEmbeddedDatabase,
  FERRETDB_VERSION,
  type EmbeddedBackend,
} from '@portal/mongo-init';
import type { BenchLog } from './types';

/** A MongoDB-protocol server the bench seeds and loads. */
export type BenchDatabase = {
  /** Short label for tables ("FerretDB + SQLite"). */
  label: string;
  /** What it is, for the report. */
  description: string;
  uri: string;
  stop(): Promise<void>;
};

/** FerretDB's two backends; which one `npm start` uses is DEFAULT_EMBEDDED_BACKEND. */
export type DatabaseKind = EmbeddedBackend;

export const DATABASE_KINDS: readonly DatabaseKind[] = [
  DEFAULT_EMBEDDED_BACKEND,
  ...EMBEDDED_BACKENDS.filter((kind) => kind !== DEFAULT_EMBEDDED_BACKEND),
];

const LABELS: Record<DatabaseKind, string> = { sqlite: 'FerretDB + SQLite', postgresql: 'FerretDB + PostgreSQL' };

/**
 * The embedded database exactly as `npm start` runs it with that backend (a mongod on PATH wins,
 * as there). PostgreSQL is the npm-installed embedded server unless BENCH_POSTGRESQL_URL names
 * another one.
 */
async function startEmbedded(kind: DatabaseKind, log: BenchLog): Promise<BenchDatabase | null> {
  if (kind === 'postgresql' && process.env.BENCH_POSTGRESQL_URL) return startOnPostgresql(log);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-db-'));
  const db = await startEmbeddedDatabase({ dataDir, backend: kind, log });
  const isMongod = db.engine === 'mongod';
  const role = kind === DEFAULT_EMBEDDED_BACKEND ? 'the embedded default' : 'the other embedded backend';
  return {
    label: isMongod ? 'MongoDB (mongod)' : LABELS[kind],
    description: isMongod
      ? 'a mongod found on PATH (the embedded launcher prefers it)'
      : `${role}: FerretDB ${FERRETDB_VERSION} with its ${kind === 'sqlite' ? 'SQLite' : 'embedded PostgreSQL'} backend, as npm start runs it`,
    uri: db.uri,
    async stop() {
      await db.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * The same FerretDB on another PostgreSQL server (BENCH_POSTGRESQL_URL). FerretDB pushes simple equality filters down to SQL there, so it shows what our
 * queries cost when the store filters instead of FerretDB decoding every document. Null when no
 * PostgreSQL answers.
 */
async function startOnPostgresql(log: BenchLog): Promise<BenchDatabase | null> {
  const pgUrl = process.env.BENCH_POSTGRESQL_URL!;
  const target = new URL(pgUrl);
  if (!(await reachable(target.hostname, Number(target.port || 5432)))) {
    log(`No PostgreSQL at ${target.host}: the FerretDB + PostgreSQL figures are skipped.`);
    return null;
  }
  const stateDir = mkdtempSync(join(tmpdir(), 'portal-bench-fdbpg-'));
  const port = await freePort();
  const child = spawn(
    ensureFerretDb(log),
    [
      '--handler=postgresql',
      `--postgresql-url=${pgUrl}`,
      `--listen-addr=127.0.0.1:${port}`,
      '--debug-addr=127.0.0.1:0',
      `--state-dir=${stateDir}`,
      '--telemetry=disable',
      '--log-level=error',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000)));
  const uri = `mongodb://127.0.0.1:${port}/`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 500, directConnection: true });
    try {
      await client.connect();
      await client.db('admin').command({ listDatabases: 1 });
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        log(`FerretDB on PostgreSQL did not start (${String(error)}): skipped.\n${output}`);
        return null;
      }
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await client.close().catch(() => undefined);
    }
  }
  return {
    label: 'FerretDB + PostgreSQL',
    description: `FerretDB ${FERRETDB_VERSION} with its PostgreSQL backend on ${target.host} (PostgreSQL filters rows)`,
    uri,
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

export async function startBenchDatabase(kind: DatabaseKind, log: BenchLog): Promise<BenchDatabase | null> {
  return startEmbedded(kind, log);
}
