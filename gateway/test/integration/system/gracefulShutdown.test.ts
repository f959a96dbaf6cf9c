import { request, type ClientRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import mongoose from 'mongoose';
import { startDiscordSandbox, type DiscordSandbox } from '../../../sandbox/discord';
import { signInThroughSandboxDiscord } from '../../../sandbox/browserFlows';
import { GatewayProcess } from '../../support/gatewayProcess';

const ADMIN = 'shutdown-admin';

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
    await gateway?.kill();
    await discord?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  async function startAndSignIn(graceSeconds: number) {
    discord = await startDiscordSandbox();
    storageDir = await mkdtemp(join(tmpdir(), 'portal-shutdown-storage-'));
    gateway = await GatewayProcess.start({
      discord,
      storageDir,
      admins: [ADMIN],
      env: { SHUTDOWN_GRACE_SECONDS: String(graceSeconds) },
    });
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
