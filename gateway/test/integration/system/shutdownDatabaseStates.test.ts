import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedDatabase, type EmbeddedDatabase } from '@portal/mongo-init';
import { startDiscordSandbox, type DiscordSandbox } from '../../../sandbox/discord';
import { GatewayProcess } from '../../support/gatewayProcess';
import { ferretDbPidOn, signalDatabase, waitUntilGone } from '../../support/databaseProcess';

const GRACE_SECONDS = 2;
/** main.ts allows the bounded stop steps this long beyond the grace period before it gives up. */
const STOP_BUDGET_MS = 15_000;

/**
 * The gateway process on a database of its own, which the test kills, restarts or freezes under
 * it; then SIGTERM. Whatever the database is doing, the gateway must finish its own stop (exit 0,
 * "stopped") within the grace period plus the stop budget, not be cut by its last-resort timer.
 */
describe('stopping the gateway whatever state its database is in', () => {
  let dataDir: string | undefined;
  let database: EmbeddedDatabase | undefined;
  let discord: DiscordSandbox | undefined;
  let storageDir: string | undefined;
  let gateway: GatewayProcess | undefined;

  afterEach(async () => {
    await gateway?.kill();
    await discord?.close();
    await database?.stop();
    for (const dir of [dataDir, storageDir]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function startOnOwnDatabase() {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-stop-db-'));
    storageDir = await mkdtemp(join(tmpdir(), 'portal-stop-storage-'));
    const port = await freePort();
    database = await startEmbeddedDatabase({ dataDir, port, log: () => undefined });
    discord = await startDiscordSandbox();
    gateway = await GatewayProcess.start({
      discord,
      storageDir,
      admins: [],
      env: { MONGODB_URI: database.uri, SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS), DATABASE_TIMEOUT_MS: '2000' },
    });
    expect((await fetch(`${gateway.url}/ready`)).status).toBe(200);
    return { gateway, port, dataDir };
  }

  async function stopAndExpectOwnExit(running: GatewayProcess) {
    const signalled = Date.now();
    running.child.kill('SIGTERM');
    // Waited for a little longer than the deadline, so that a stop that hangs fails here, saying so.
    const exit = await Promise.race([
      running.exited,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), GRACE_SECONDS * 1000 + STOP_BUDGET_MS + 10_000)),
    ]);
    if (!exit) throw new Error('still running long after SIGTERM');
    expect(exit.code).toBe(0);
    expect(running.logged('stopped')).toBeDefined();
    expect(exit.at - signalled).toBeLessThan(GRACE_SECONDS * 1000 + STOP_BUDGET_MS);
  }

  it('exits on SIGTERM within its grace period after the database was killed and restarted under it', async () => {
    const { gateway, port, dataDir } = await startOnOwnDatabase();
    const pid = ferretDbPidOn(port);
    signalDatabase(port, 'SIGKILL');
    await waitUntilGone(pid);
    // While it is down, requests and the job runner hit the missing database.
    expect((await fetch(`${gateway.url}/ready`)).status).toBe(503);
    database = await startEmbeddedDatabase({ dataDir, port, log: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    await stopAndExpectOwnExit(gateway);
  }, 180_000);

  it('exits on SIGTERM within its grace period while the database hangs (accepts connections, never answers)', async () => {
    const { gateway, port } = await startOnOwnDatabase();
    signalDatabase(port, 'SIGSTOP');
    try {
      // A request now waits on the frozen database: the stop must not wait for it beyond the grace.
      const stuck = fetch(`${gateway.url}/ready`).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await stopAndExpectOwnExit(gateway);
      await stuck;
    } finally {
      signalDatabase(port, 'SIGCONT');
    }
  }, 180_000);
});
