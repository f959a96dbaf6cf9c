import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '@portal/mongo-init';
import { ferretDbPidOn, isListening, signalDatabase, waitUntilGone } from '../../support/databaseProcess';
import { StackProcess } from '../../support/stackProcess';

/** scripts/stack/main.ts gives up and exits after this; a stop that needs it has failed. */
const STACK_STOP_DEADLINE_MS = 30_000;

async function portsStillListening(ports: number[]): Promise<number[]> {
  const open = await Promise.all(ports.map(async (port) => ((await isListening(port)) ? port : null)));
  return open.filter((port): port is number => port !== null);
}

/**
 * `npm start`'s stack under a database that was killed and restarted, or that hangs: SIGTERM (what
 * Ctrl-C and `kill` send) stops every part it started, each port closed, well before its deadline.
 */
describe('stopping the npm start stack whatever state its database is in', () => {
  let dataDir: string | undefined;
  let stack: StackProcess | undefined;
  let restarted: EmbeddedDatabase | undefined;
  let frozenPid: number | undefined;

  afterEach(async () => {
    await stack?.kill();
    // A database left frozen by a failed run would hold its port for ever.
    if (frozenPid) {
      try {
        process.kill(frozenPid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await restarted?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function stopAndExpectOwnExit(running: StackProcess) {
    const signalled = Date.now();
    running.child.kill('SIGTERM');
    // Waited for a little longer than the deadline, so that a stop that hangs fails here, saying so.
    const exit = await Promise.race([
      running.exited,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), STACK_STOP_DEADLINE_MS + 10_000)),
    ]);
    if (!exit) throw new Error('still running long after SIGTERM');
    expect(exit.code, running.output).toBe(0);
    expect(exit.at - signalled).toBeLessThan(STACK_STOP_DEADLINE_MS);
  }

  it('after its database was killed and restarted under it, SIGTERM closes every port it listened on', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-stack-stop-'));
    stack = await StackProcess.start(dataDir);
    const databasePort = stack.databasePort();
    const pid = ferretDbPidOn(databasePort);
    signalDatabase(databasePort, 'SIGKILL');
    await waitUntilGone(pid);
    // Brought back by hand on the same port and data, as an operator would.
    restarted = await startEmbeddedDatabase({ dataDir: join(dataDir, 'db'), port: databasePort, log: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    await stopAndExpectOwnExit(stack);
    expect(await portsStillListening(stack.ports)).toEqual([]);
  }, 240_000);

  it('a stop while it is still starting leaves no database behind', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-stack-stop-'));
    stack = await StackProcess.spawn(dataDir);
    // Signalled as soon as the embedded database is up, while the rest is still starting.
    const deadline = Date.now() + 120_000;
    let databasePort = StackProcess.databasePortIn(dataDir);
    while (databasePort === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      databasePort = StackProcess.databasePortIn(dataDir);
    }
    expect(databasePort, stack.output).not.toBeNull();
    stack.child.kill('SIGTERM');
    await stack.exited;
    expect(await portsStillListening([...stack.ports, databasePort!])).toEqual([]);
  }, 240_000);

  it('while its database hangs, SIGTERM closes every port it listened on, the database’s too', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-stack-stop-'));
    stack = await StackProcess.start(dataDir);
    const databasePort = stack.databasePort();
    const pid = ferretDbPidOn(databasePort);
    frozenPid = pid;
    signalDatabase(databasePort, 'SIGSTOP');

    await stopAndExpectOwnExit(stack);
    await waitUntilGone(pid);
    expect(await portsStillListening([...stack.ports, databasePort])).toEqual([]);
  }, 240_000);
});
