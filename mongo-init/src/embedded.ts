import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { keepEqualityIndexes } from './equalityIndexes';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embeddedPostgres';

export const FERRETDB_VERSION = 'v1.24.2';

/** Where FerretDB keeps the data: SQLite files, or an embedded PostgreSQL cluster. */
export type EmbeddedBackend = 'sqlite' | 'postgresql';

export const EMBEDDED_BACKENDS: readonly EmbeddedBackend[] = ['sqlite', 'postgresql'];

/** The backend used when EMBEDDED_DB_BACKEND does not say (docs/write-load.md has the decision). */
export const DEFAULT_EMBEDDED_BACKEND: EmbeddedBackend = 'postgresql';

export type EmbeddedDatabase = {
  /** Connection string without a database name, e.g. `mongodb://127.0.0.1:40123/`. */
  uri: string;
  engine: 'ferretdb' | 'mongod';
  /** FerretDB's backend (null for a mongod). */
  backend: EmbeddedBackend | null;
  /** The embedded PostgreSQL's own URL (FerretDB on PostgreSQL only), for its equality indexes. */
  postgresUrl: string | null;
  stop(): Promise<void>;
};

export type EmbeddedDatabaseOptions = {
  /** Where the data files live. */
  dataDir: string;
  /** A fixed port; a free loopback port when omitted. */
  port?: number;
  /** Prefer a `mongod` on PATH over FerretDB (default true). */
  preferMongod?: boolean;
  /** FerretDB's backend; by default EMBEDDED_DB_BACKEND, else DEFAULT_EMBEDDED_BACKEND. */
  backend?: EmbeddedBackend;
  /**
   * Start empty on a backend whose data folder holds only the other backend's data (the move
   * itself does). By default that start is refused: it would look like every deal was lost.
   */
  allowOtherBackendData?: boolean;
  log?: (line: string) => void;
};

const here = dirname(fileURLToPath(import.meta.url));

const CONNECTION_FILE = 'connection-uri';

/** The URI of an embedded database already running on `dataDir`, if any. */
export function runningEmbeddedUri(dataDir: string): string | null {
  const file = join(resolve(dataDir), CONNECTION_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

function cacheDir(): string {
  return join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'broker-portal');
}

export function ferretDbBinaryPath(): string {
  return process.env.FERRETDB_BIN ?? join(cacheDir(), `ferretdb-${FERRETDB_VERSION}`);
}

/** Returns the FerretDB binary, building it from its Go module the first time. */
export function ensureFerretDb(log: (line: string) => void = console.error): string {
  const bin = ferretDbBinaryPath();
  if (existsSync(bin)) return bin;
  log(`FerretDB ${FERRETDB_VERSION} not found at ${bin}; building it once`);
  const script = resolve(here, '../scripts/build-ferretdb.sh');
  const result = spawnSync('bash', [script, bin], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, FERRETDB_VERSION },
  });
  if (result.status !== 0 || !existsSync(bin)) {
    throw new Error(
      `Could not build FerretDB ${FERRETDB_VERSION} (exit ${result.status ?? 'signal'}); see the output above`,
    );
  }
  return bin;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** The backend EMBEDDED_DB_BACKEND names, refusing anything else with the values it takes. */
export function embeddedBackendFromEnv(value = process.env.EMBEDDED_DB_BACKEND): EmbeddedBackend {
  if (value === undefined || value === '') return DEFAULT_EMBEDDED_BACKEND;
  if ((EMBEDDED_BACKENDS as readonly string[]).includes(value)) return value as EmbeddedBackend;
  throw new Error(`EMBEDDED_DB_BACKEND must be one of ${EMBEDDED_BACKENDS.join(', ')} (got "${value}")`);
}

/** The PostgreSQL cluster's folder inside the embedded data folder. */
export const postgresDir = (dataDir: string) => join(dataDir, 'postgresql');

/** True when `dataDir` holds data of that backend (SQLite files, or a PostgreSQL cluster). */
export function hasBackendData(dataDir: string, backend: EmbeddedBackend): boolean {
  if (backend === 'postgresql') return existsSync(join(postgresDir(dataDir), 'PG_VERSION'));
  return existsSync(dataDir) && readdirSync(dataDir).some((name) => name.endsWith('.sqlite'));
}

function refuseOtherBackendData(dataDir: string, backend: EmbeddedBackend): void {
  const other = EMBEDDED_BACKENDS.find((candidate) => candidate !== backend)!;
  if (hasBackendData(dataDir, backend) || !hasBackendData(dataDir, other)) return;
  throw new Error(
    `${dataDir} holds the portal's data on ${other}, and none on ${backend}. Move it with ` +
      `\`npm run db:move -- ${backend}\` (the portal stopped), or keep ${other} with EMBEDDED_DB_BACKEND=${other}.`,
  );
}

function mongodOnPath(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v mongod'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

async function waitUntilReady(uri: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The embedded database exited with code ${child.exitCode}:\n${output()}`);
    }
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 500, directConnection: true });
    try {
      await client.connect();
      await client.db('admin').command({ ping: 1 });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await client.close().catch(() => undefined);
    }
  }
  throw new Error(`The embedded database did not answer within 30 s: ${String(lastError)}\n${output()}`);
}

/**
 * Starts a MongoDB-protocol server on loopback for local runs and tests: FerretDB with its
 * SQLite or embedded PostgreSQL backend (or a real mongod when one is on PATH). Never a fake: mongoose and agenda
 * talk to it exactly as to MongoDB.
 */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? ((line: string) => console.error(line));
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const mongod = options.preferMongod === false ? null : mongodOnPath();

  let child: ChildProcess;
  let engine: EmbeddedDatabase['engine'];
  let backend: EmbeddedBackend | null = null;
  let postgres: EmbeddedPostgres | null = null;
  if (mongod) {
    engine = 'mongod';
    child = spawn(mongod, ['--dbpath', dataDir, '--bind_ip', '127.0.0.1', '--port', String(port), '--quiet'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } else {
    engine = 'ferretdb';
    backend = options.backend ?? embeddedBackendFromEnv();
    if (!options.allowOtherBackendData) refuseOtherBackendData(dataDir, backend);
    const bin = ensureFerretDb(log);
    let storage: string[];
    if (backend === 'postgresql') {
      postgres = await startEmbeddedPostgres(postgresDir(dataDir), await freePort());
      storage = ['--handler=postgresql', `--postgresql-url=${postgres.url}`];
    } else {
      storage = ['--handler=sqlite', `--sqlite-url=file:${dataDir}/`];
    }
    child = spawn(
      bin,
      [
        ...storage,
        `--listen-addr=127.0.0.1:${port}`,
        '--debug-addr=127.0.0.1:0',
        `--state-dir=${dataDir}`,
        '--telemetry=disable',
        '--log-level=error',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
  }

  // Whatever way this process ends (an exit forced by a stop that ran out of time included), the
  // database must not stay behind holding its port and data folder.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const uri = `mongodb://127.0.0.1:${port}/`;
  try {
    await waitUntilReady(uri, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    await postgres?.stop();
    throw error;
  }
  log(`Embedded database (${engine}${backend ? ` on ${backend}` : ''}) listening on ${uri} with data in ${dataDir}`);
  // FerretDB's equality reads on PostgreSQL scan whole tables without these (equalityIndexes.ts).
  // Without them the portal still works, only slower: a failure to keep them does not stop a start.
  const equalityIndexes = postgres
    ? await keepEqualityIndexes(postgres.url, { log }).catch((error: unknown) => {
        log(`Equality indexes not kept: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      })
    : null;
  // Lets operator tools (the admin CLI) reach the running database.
  const uriFile = join(dataDir, CONNECTION_FILE);
  writeFileSync(uriFile, uri);

  const stopServer = () =>
    new Promise<void>((resolveStop) => {
      if (child.exitCode !== null) return resolveStop();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolveStop();
      });
      child.kill('SIGTERM');
    });
  return {
    uri,
    engine,
    backend,
    postgresUrl: postgres?.url ?? null,
    async stop() {
      rmSync(uriFile, { force: true });
      await equalityIndexes?.stop();
      await stopServer();
      // FerretDB first: it may still be writing to its PostgreSQL.
      await postgres?.stop();
    },
  };
}
