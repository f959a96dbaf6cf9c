import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { freePort } from '@portal/mongo-init';
import type { DiscordSandbox } from '../../sandbox/discord';

const gatewayDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

export type LogLine = { msg?: string; level?: number; [key: string]: unknown };

export type GatewayProcessOptions = {
  discord: DiscordSandbox;
  storageDir: string;
  /** Discord usernames made admins at sign-in. */
  admins: string[];
  /** Another process of the same deployment: same database and secrets (e.g. the one started after a crash). */
  sameDeploymentAs?: GatewayProcess;
  /** More environment (e.g. SHUTDOWN_GRACE_SECONDS). */
  env?: Record<string, string>;
};

/** The real gateway as `npm start` runs it (tsx src/main.ts), in its own process, logging JSON lines. */
export class GatewayProcess {
  readonly lines: LogLine[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
    readonly databaseName: string,
    readonly secrets: { jwt: string; encryption: string },
  ) {
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    );
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        try {
          this.lines.push(JSON.parse(line) as LogLine);
        } catch {
          this.lines.push({ msg: line });
        }
      }
    });
  }

  static async start(options: GatewayProcessOptions): Promise<GatewayProcess> {
    const port = await freePort();
    const peer = options.sameDeploymentAs;
    const databaseName = peer?.databaseName ?? `test_${randomBytes(6).toString('hex')}`;
    const secrets = peer?.secrets ?? {
      jwt: randomBytes(32).toString('base64'),
      encryption: randomBytes(32).toString('base64'),
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: gatewayDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        PORT: String(port),
        PUBLIC_API_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'info',
        MONGODB_URI: inject('mongoUri'),
        DATABASE_NAME: databaseName,
        JWT_SECRET: secrets.jwt,
        ENCRYPTION_KEY: secrets.encryption,
        DISCORD_CLIENT_ID: 'sandbox-client',
        DISCORD_CLIENT_SECRET: 'sandbox-secret',
        DISCORD_AUTHORIZE_URL: `${options.discord.url}/oauth2/authorize`,
        DISCORD_API_URL: `${options.discord.url}/api/v10`,
        SANDBOX_SERVICES: 'discord',
        INITIAL_ADMIN_DISCORD_USERNAMES: options.admins.join(','),
        LOCAL_STORAGE_DIR: options.storageDir,
        JOBS_PROCESS_EVERY_MS: '100',
        SMTP_ALLOW_PRIVATE_HOSTS: 'true',
        ...options.env,
      },
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
    const gateway = new GatewayProcess(child, `http://127.0.0.1:${port}`, databaseName, secrets);
    const deadline = Date.now() + 90_000;
    while (!gateway.logged('gateway listening')) {
      if (child.exitCode !== null) throw new Error(`the gateway exited at start-up:\n${stderr}`);
      if (Date.now() > deadline) throw new Error(`the gateway did not start within 90 s:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return gateway;
  }

  logged(message: string): LogLine | undefined {
    return this.lines.find((line) => typeof line.msg === 'string' && line.msg.startsWith(message));
  }

  async waitForLog(message: string, timeoutMs = 30_000): Promise<LogLine> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = this.logged(message);
      if (line) return line;
      if (Date.now() > deadline) throw new Error(`no "${message}" log line within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Kills the process at once if it still runs (no shutdown of any kind). */
  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
  }
}
