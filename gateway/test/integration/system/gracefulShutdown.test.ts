import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request, type ClientRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import mongoose from 'mongoose';
import { freePort } from '@portal/mongo-init';
import { startDiscordSandbox, type DiscordSandbox } from '../../../sandbox/discord';
import { signInThroughSandboxDiscord } from '../../../sandbox/browserFlows';

const gatewayDir = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const ADMIN = 'shutdown-admin';

type LogLine = { msg?: string; level?: number; [key: string]: unknown };

/** The real gateway as `npm start` runs it (tsx src/main.ts), in its own process, logging JSON lines. */
class GatewayProcess {
  readonly lines: LogLine[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
    readonly databaseName: string,
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

  static async start(discord: DiscordSandbox, storageDir: string, graceSeconds: number): Promise<GatewayProcess> {
    const port = await freePort();
    const databaseName = `test_${randomBytes(6).toString('hex')}`;
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
        JWT_SECRET: randomBytes(32).toString('base64'),
        ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        DISCORD_CLIENT_ID: 'sandbox-client',
        DISCORD_CLIENT_SECRET: 'sandbox-secret',
        DISCORD_AUTHORIZE_URL: `${discord.url}/oauth2/authorize`,
        DISCORD_API_URL: `${discord.url}/api/v10`,
        SANDBOX_SERVICES: 'discord',
        INITIAL_ADMIN_DISCORD_USERNAMES: ADMIN,
        LOCAL_STORAGE_DIR: storageDir,
        JOBS_PROCESS_EVERY_MS: '100',
        SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
      },
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
    const gateway = new GatewayProcess(child, `http://127.0.0.1:${port}`, databaseName);
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
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: unknown };

/**
 * A request whose body is sent in two parts: the headers and `firstPart` now, the rest when
 * `finish()` is called. Resolves with the answer, or rejects when the server cuts the connection.
 */
function slowRequest(
  url: string,
  input: { method: string; token: string; contentType: string; body: Buffer; firstPart: number },
): { answer: Promise<Answer>; finish(): void; req: ClientRequest } {
  const req = request(url, {
    method: input.method,
    agent: false,
    headers: {
      Authorization: `Bearer ${input.token}`,
      'Content-Type': input.contentType,
      'Content-Length': String(input.body.length),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
  });
  // A failed assertion may leave the answer unawaited; its rejection is not a second failure.
  answer.catch(() => undefined);
  req.flushHeaders();
  req.write(input.body.subarray(0, input.firstPart));
  return { answer, finish: () => req.end(input.body.subarray(input.firstPart)), req };
}

function multipartUpload(dealId: string, fileBytes: number) {
  const boundary = `----portal-shutdown-${Date.now()}`;
  const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(fileBytes, 0x41)]);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="dealId"\r\n\r\n${dealId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="tags"\r\n\r\n[]\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="term-sheet.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const dealBody = (name: string) =>
  Buffer.from(
    JSON.stringify({
      discordUsername: ADMIN,
      clientFirstName: name,
      clientLastName: 'Client',
      clientPhone: '555-0101',
      clientEmail: 'client@example.com',
      dealType: 'Acquisition',
      propertyType: 'Multifamily',
      propertyAddress: '9 Drain Street',
      propertyVintage: '1999',
      sponsorNetWorth: '$5M',
      sponsorLiquidity: '$750K',
      loanRequest: '$1.5M',
    }),
  );

describe('graceful shutdown of the gateway process', () => {
  let discord: DiscordSandbox | undefined;
  let storageDir: string | undefined;
  let gateway: GatewayProcess | undefined;

  afterEach(async () => {
    if (gateway && gateway.child.exitCode === null && gateway.child.signalCode === null) {
      gateway.child.kill('SIGKILL');
      await gateway.exited;
    }
    await discord?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  async function startAndSignIn(graceSeconds: number) {
    discord = await startDiscordSandbox();
    storageDir = await mkdtemp(join(tmpdir(), 'portal-shutdown-storage-'));
    gateway = await GatewayProcess.start(discord, storageDir, graceSeconds);
    const { token } = await signInThroughSandboxDiscord(gateway.url, ADMIN);
    const created = await fetch(`${gateway.url}/deals`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: dealBody('Before'),
    });
    expect(created.status).toBe(201);
    const deal = (await created.json()) as { id: string };
    return { gateway, token, dealId: deal.id };
  }

  it('on SIGTERM finishes the upload and request in flight, answers new ones 503, reports draining and exits 0', async () => {
    const GRACE_SECONDS = 20;
    const { gateway, token, dealId } = await startAndSignIn(GRACE_SECONDS);
    const upload = multipartUpload(dealId, 512 * 1024);
    const inFlightUpload = slowRequest(`${gateway.url}/documents/upload`, {
      method: 'POST',
      token,
      contentType: upload.contentType,
      body: upload.body,
      firstPart: Math.floor(upload.body.length / 2),
    });
    const deal = dealBody('During');
    const inFlightCreate = slowRequest(`${gateway.url}/deals`, {
      method: 'POST',
      token,
      contentType: 'application/json',
      body: deal,
      firstPart: Math.floor(deal.length / 2),
    });
    // Both requests have reached the gateway (their headers are in) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const signalled = Date.now();
    gateway.child.kill('SIGTERM');
    await gateway.waitForLog('shutting down');

    // While it drains: not ready, and new work is turned away with a Retry-After.
    const ready = await fetch(`${gateway.url}/ready`);
    expect(ready.status).toBe(503);
    expect(Number(ready.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await ready.json()) as { message: string }).message).toBe('This instance is shutting down');
    const fresh = await fetch(`${gateway.url}/deals`, { headers: { Authorization: `Bearer ${token}` } });
    expect(fresh.status).toBe(503);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(0);
    await fresh.arrayBuffer();
    expect(gateway.child.exitCode).toBeNull();

    // The requests that were already running finish normally.
    inFlightCreate.finish();
    inFlightUpload.finish();
    const [created, uploaded] = await Promise.all([inFlightCreate.answer, inFlightUpload.answer]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);

    const exit = await gateway.exited;
    expect(exit.code).toBe(0);
    // Nothing was left running, so it did not wait for the whole grace period.
    expect(exit.at - signalled).toBeLessThan(GRACE_SECONDS * 1000);
    expect(gateway.logged('job runner stopped')).toBeDefined();
    expect(gateway.logged('stopped')).toBeDefined();
    expect(gateway.logged('shutdown grace period over')).toBeUndefined();

    // What was acknowledged is stored, and the job runner left no job locked.
    const db = await mongoose.createConnection(inject('mongoUri'), { dbName: gateway.databaseName }).asPromise();
    try {
      expect(await db.collection('deals').countDocuments({ contactFirstName: 'During' })).toBe(1);
      expect(await db.collection('documents').countDocuments({ originalName: 'term-sheet.pdf' })).toBe(1);
      expect(await db.collection('agendajobs').countDocuments({ lockedAt: { $ne: null } })).toBe(0);
    } finally {
      await db.close();
    }
  }, 180_000);

  it('cuts a request still running when the grace period ends and still exits 0', async () => {
    const GRACE_SECONDS = 2;
    const { gateway, token, dealId } = await startAndSignIn(GRACE_SECONDS);
    const upload = multipartUpload(dealId, 512 * 1024);
    // Half an upload, whose sender never finishes it.
    const stalled = slowRequest(`${gateway.url}/documents/upload`, {
      method: 'POST',
      token,
      contentType: upload.contentType,
      body: upload.body,
      firstPart: Math.floor(upload.body.length / 2),
    });
    const outcome = stalled.answer.then(
      (answer) => `answered ${answer.status}`,
      (error: NodeJS.ErrnoException) => `cut (${error.code ?? error.message})`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const signalled = Date.now();
    gateway.child.kill('SIGTERM');
    const exit = await gateway.exited;
    expect(exit.code).toBe(0);
    // The grace period, then the job runner and database close (main.ts gives up at grace + 15 s).
    expect(exit.at - signalled).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 - 100);
    expect(exit.at - signalled).toBeLessThan((GRACE_SECONDS + 15) * 1000);
    expect(await outcome).toMatch(/^cut/);
    expect(gateway.logged('shutdown grace period over')).toBeDefined();
    expect(gateway.logged('stopped')).toBeDefined();
  }, 180_000);
});
