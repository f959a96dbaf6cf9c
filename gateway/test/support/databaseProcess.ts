import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';

/** The pid of the embedded FerretDB listening on `port` (found in /proc by its command line, which names the port). */
export function ferretDbPidOn(port: number): number {
  const flag = `--listen-addr=127.0.0.1:${port}`;
  const pids = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(flag);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
  if (pids.length !== 1) throw new Error(`expected one database process on port ${port}, found ${pids.length}`);
  return pids[0]!;
}

/** Sends `signal` to the embedded database on `port` (SIGKILL: killed; SIGSTOP: hanging; SIGCONT: back). */
export function signalDatabase(port: number, signal: NodeJS.Signals): void {
  process.kill(ferretDbPidOn(port), signal);
}

/** Whether anything accepts a TCP connection on 127.0.0.1:`port`. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Resolves once a pid no longer exists (a killed process may linger a moment). */
export async function waitUntilGone(pid: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      process.kill(pid, 0);
      // A zombie (exited, not yet reaped by whoever adopted it) holds no port any more.
      if (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z')) return;
    } catch {
      return;
    }
    if (Date.now() > deadline) throw new Error(`process ${pid} still runs after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
