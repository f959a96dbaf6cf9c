import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A server the bench runs in its own Node.js process, reachable over IPC. */
export type ChildServer = {
  url: string;
  pid: number;
  /** Sends a question and waits for the reply of the same type. */
  ask<T>(type: string, details?: Record<string, unknown>): Promise<T>;
  stop(): Promise<void>;
};

/**
 * Starts `scripts/bench/<entry>` under tsx with `env` and waits for its `{ type: 'ready', url }`.
 * stderr is kept (last 8 KB) so a failed start says why.
 */
export async function startChildServer(
  entry: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = 60_000,
): Promise<ChildServer> {
  // BENCH_NODE_ARGS passes flags such as --cpu-prof to the servers (profiling a slow figure).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const file = fileURLToPath(new URL(entry, import.meta.url));
  // BENCH_LOG_DIR keeps each server's stdout (the gateway's request log) to read after a failure.
  const logDir = process.env.BENCH_LOG_DIR;
  const stdout = logDir ? openSync(join(logDir, `${basename(entry, '.ts')}-${Date.now()}.log`), 'w') : 'ignore';
  const child: ChildProcess = spawn(process.execPath, ['--expose-gc', ...nodeArgs, '--import', 'tsx', file], {
    env,
    stdio: ['ignore', stdout, 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8_000);
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${entry} did not start within ${timeoutMs} ms\n${stderr}`)),
      timeoutMs,
    );
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message.type === 'ready' && message.url) {
        clearTimeout(timer);
        resolve(message.url);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with code ${code}\n${stderr}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    ask<T>(type: string, details: Record<string, unknown> = {}) {
      return new Promise<T>((resolve) => {
        const onMessage = (message: { type?: string }) => {
          if (message.type !== type) return;
          child.off('message', onMessage);
          resolve(message as T);
        };
        child.on('message', onMessage);
        child.send({ ...details, type });
      });
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
