import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '@portal/mongo-init';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The environment variables that place each part of the `npm start` stack on a port. */
const PORT_VARIABLES = [
  'PORT',
  'SHELL_PORT',
  'MFE_DEALS_PORT',
  'MFE_ADMIN_PORT',
  'SANDBOX_DISCORD_PORT',
  'SANDBOX_MICROSOFT_PORT',
  'SANDBOX_SMTP_PORT',
  'SANDBOX_SMTP_INBOX_PORT',
  'SANDBOX_GHL_PORT',
] as const;

/**
 * The portal exactly as `npm start` runs it (scripts/stack/main.ts: sandboxes, gateway with its
 * embedded FerretDB, static servers), in its own process on free ports, without building the
 * front ends (their servers still listen).
 */
export class StackProcess {
  output = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;

  private constructor(
    readonly child: ChildProcess,
    /** Every port the stack listens on itself (the embedded database's is `databasePort()`). */
    readonly ports: number[],
    readonly dataDir: string,
  ) {
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    );
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-20_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
  }

  /** Starts the stack and waits until it says it is up. */
  static async start(dataDir: string): Promise<StackProcess> {
    const stack = await StackProcess.spawn(dataDir);
    const deadline = Date.now() + 120_000;
    while (!stack.output.includes('Portal is up.')) {
      if (stack.child.exitCode !== null) throw new Error(`the stack exited at start-up:\n${stack.output}`);
      if (Date.now() > deadline) throw new Error(`the stack did not start within 120 s:\n${stack.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return stack;
  }

  /** Starts the stack without waiting for it. */
  static async spawn(dataDir: string): Promise<StackProcess> {
    const ports: number[] = [];
    for (let i = 0; i < PORT_VARIABLES.length; i++) ports.push(await freePort());
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/stack/main.ts', '--no-build'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORTAL_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...Object.fromEntries(PORT_VARIABLES.map((name, i) => [name, String(ports[i])])),
      },
    });
    return new StackProcess(child, ports, dataDir);
  }

  /** The port of the embedded database the gateway started (from the file it leaves for operator tools). */
  databasePort(): number {
    return StackProcess.databasePortIn(this.dataDir)!;
  }

  /** The embedded database's port once it is up, else null. */
  static databasePortIn(dataDir: string): number | null {
    const file = `${dataDir}/db/connection-uri`;
    if (!existsSync(file)) return null;
    return Number(new URL(readFileSync(file, 'utf8').trim()).port);
  }

  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
  }
}
