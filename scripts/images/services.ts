import { type ChildProcess } from 'node:child_process';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { spawnInContainer, type ContainerHost } from './container';
import type { Image } from './assemble';

/** A running service: its process, its last output lines (shown when something fails) and how to stop it. */
export type RunningService = {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number>;
  stop: () => Promise<void>;
};

/**
 * In its container a service listens on 0.0.0.0; here all services share the host's network,
 * so each listens on its own loopback address instead (the one its compose name resolves to).
 * Ports stay the image's own.
 */
export function bindToOwnAddress(value: string, address: string): string {
  return value === '0.0.0.0' ? address : value;
}

export function startService(options: {
  name: string;
  image: Image;
  env: Record<string, string>;
  address: string;
  host: ContainerHost;
  command?: string[];
}): RunningService {
  const env = { ...options.image.env, ...options.env };
  if (env.HOST) env.HOST = bindToOwnAddress(env.HOST, options.address);
  const command = (options.command ?? options.image.cmd).map((arg, i, all) =>
    all[i - 1] === '--host' ? bindToOwnAddress(arg, options.address) : arg,
  );
  const child = spawnInContainer({
    imageRoot: options.image.root,
    host: options.host,
    workdir: options.image.workdir,
    user: options.image.user,
    command,
    env,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-6000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))),
  );
  return {
    name: options.name,
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a command inside a service's container (a health check) and resolves with its exit code and output. */
export function execInContainer(options: {
  image: Image;
  env: Record<string, string>;
  host: ContainerHost;
  command: string[];
  /** The service's own address: what 127.0.0.1 and localhost are inside its container. */
  address: string;
}): Promise<{ code: number; output: string }> {
  const child = spawnInContainer({
    imageRoot: options.image.root,
    host: options.host,
    workdir: options.image.workdir,
    user: options.image.user,
    command: options.command.map((arg) => arg.replace(/\b(127\.0\.0\.1|localhost)\b/g, options.address)),
    env: { ...options.image.env, ...options.env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code: code ?? 1, output })));
}

/** Forwards a service's address and port (mongo:27017) to where the stand-in listens. */
export async function forwardPort(listen: { host: string; port: number }, target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Polls `probe` until it returns true or `timeoutMs` passes; false on timeout. Stops early when `exited` settles. */
export async function waitFor(
  probe: () => Promise<boolean>,
  timeoutMs: number,
  exited?: Promise<number>,
): Promise<boolean> {
  let gone = false;
  void exited?.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    if (await probe().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}
