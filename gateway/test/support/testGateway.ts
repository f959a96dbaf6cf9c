import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { freePort } from '@portal/mongo-init';
import { loadConfig, type Config } from '../../src/config';
import { createLogger, type Logger } from '../../src/infra/logger';
import { startGateway, type RunningGateway } from '../../src/server';
import { startDiscordSandbox, type DiscordSandbox } from '../../sandbox/discord';
import { startMicrosoftSandbox, type MicrosoftSandbox } from '../../sandbox/microsoft';
import { startSmtpSandbox, type SmtpSandbox } from '../../sandbox/smtp';
import { startGhlSandbox, type GhlSandbox } from '../../sandbox/ghl';
import { connectSandboxOneDrive, signInThroughSandboxDiscord, type SandboxSession } from '../../sandbox/browserFlows';
import { createTestClock } from './clock';

/** A signed-in test user: the bearer token, the user, and the refresh cookie a browser would hold. */
export type SignedIn = SandboxSession;

export type TestGatewayOptions = {
  /** Start a sandbox Microsoft identity + OneDrive and point MS_* at it. */
  microsoft?: boolean;
  /** Start a sandbox SMTP catcher (its host and port go into the e-mail settings, see configureEmail). */
  smtp?: boolean;
  /** Start a sandbox GHL and point GHL_API_BASE_URL and GHL_WEBHOOK_PUBLIC_KEY at it (see configureGhl). */
  ghl?: boolean | { seed?: boolean; allowDuplicateOpportunities?: boolean; burstLimit?: number };
  /**
   * A second instance of the same deployment: same database, secrets, storage folder, clock and
   * sandboxes as `peer` (its own container, connections and port). Closing it leaves those to the peer.
   */
  peer?: TestGateway;
  /** The gateway's logger (silent unless given). */
  log?: Logger;
  /**
   * Values set on the loaded configuration, past its validation: for load tests against a
   * sandbox that allows what the real service does not (e.g. a GHL burst limit above 100).
   */
  configOverrides?: Partial<Config>;
};

export type TestGateway = {
  gateway: RunningGateway;
  discord: DiscordSandbox;
  microsoft: MicrosoftSandbox | undefined;
  smtp: SmtpSandbox | undefined;
  ghl: GhlSandbox | undefined;
  config: Config;
  clock: ReturnType<typeof createTestClock>;
  /** The gateway's LOCAL_STORAGE_DIR (a fresh temporary folder). */
  storageDir: string;
  /** Calls the gateway with an optional bearer token; JSON bodies are encoded. */
  request(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  /** Signs in through the sandbox Discord exactly as a browser and the shell do; returns the token, user and refresh cookie. */
  signIn(username: string): Promise<SignedIn>;
  /** Signs in, then sets the access flags (a whitelisted member unless told otherwise). */
  signInAs(username: string, flags?: { isAdmin?: boolean; isWhitelisted?: boolean }): Promise<SignedIn>;
  /** Connects the sandbox OneDrive through the real flow: status → authorize page → callback. */
  connectOneDrive(admin: SignedIn): Promise<URL>;
  /** Saves e-mail settings that point at the sandbox SMTP catcher. */
  configureEmail(adminToken: string, notificationEmails: string[], extra?: Record<string, unknown>): Promise<void>;
  /** Saves a GHL configuration pointing at the sandbox GHL (its key, location, pipeline and six mappings). */
  configureGhl(adminToken: string, overrides?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Polls `check` until it returns a value other than undefined, null or false (or throws after `timeoutMs`). */
  waitFor<T>(
    check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
    timeoutMs?: number,
  ): Promise<T>;
  /** Uploads a file as multipart/form-data, as the browser's FormData does. */
  upload(
    token: string,
    input: { dealId: string; fileName: string; content: Buffer | Uint8Array; tags?: string; checklistItemId?: string },
  ): Promise<Response>;
  close(): Promise<void>;
};

/**
 * A real gateway on a free port, over the run's FerretDB (its own database) and sandbox
 * Discord / Microsoft / SMTP servers. Only the outside world is simulated; every part of ours is real.
 */
export async function startTestGateway(
  env: Record<string, string> = {},
  options: TestGatewayOptions = {},
): Promise<TestGateway> {
  const peer = options.peer;
  const discord = peer ? peer.discord : await startDiscordSandbox();
  const microsoft = peer ? peer.microsoft : options.microsoft ? await startMicrosoftSandbox() : undefined;
  const smtp = peer ? peer.smtp : options.smtp ? await startSmtpSandbox() : undefined;
  const ghl = peer
    ? peer.ghl
    : options.ghl
      ? await startGhlSandbox(typeof options.ghl === 'object' ? options.ghl : {})
      : undefined;
  const storageDir = peer ? peer.storageDir : await mkdtemp(join(tmpdir(), 'portal-test-storage-'));
  const clock = peer ? peer.clock : createTestClock();
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_API_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    MONGODB_URI: inject('mongoUri'),
    DATABASE_NAME: peer?.config.DATABASE_NAME ?? `test_${randomBytes(6).toString('hex')}`,
    JWT_SECRET: peer?.config.JWT_SECRET ?? randomBytes(32).toString('base64'),
    ENCRYPTION_KEY: peer?.config.ENCRYPTION_KEY ?? randomBytes(32).toString('base64'),
    DISCORD_CLIENT_ID: 'sandbox-client',
    DISCORD_CLIENT_SECRET: 'sandbox-secret',
    DISCORD_AUTHORIZE_URL: `${discord.url}/oauth2/authorize`,
    DISCORD_API_URL: `${discord.url}/api/v10`,
    DISCORD_BOT_TOKEN: discord.botToken,
    SHELL_URL: 'http://localhost:3000',
    SANDBOX_SERVICES: ['discord', microsoft && 'microsoft', smtp && 'smtp', ghl && 'ghl'].filter(Boolean).join(','),
    LOCAL_STORAGE_DIR: storageDir,
    // A peer shares its folder (so it must not take the other's uploads in flight for leftovers).
    ...(peer ? { LOCAL_STORAGE_SHARED: 'true' } : {}),
    JOBS_PROCESS_EVERY_MS: '100',
    JOBS_RETRY_DELAY_MS: '200',
    // The sandbox SMTP catcher listens on loopback.
    SMTP_ALLOW_PRIVATE_HOSTS: 'true',
    ...(microsoft ? microsoft.env : {}),
    ...(ghl ? ghl.env : {}),
    GHL_RETRY_BASE_DELAY_MS: '20',
    GHL_REQUEST_TIMEOUT_MS: '5000',
    // Suites write far faster than a person: the writes-per-minute quota is tested where a test sets it.
    WRITES_PER_MINUTE_PER_MEMBER: '100000',
    // Tokens last as long as their session unless a test says otherwise: tests move the clock by hours.
    ACCESS_TOKEN_TTL_SECONDS: env.JWT_TTL_SECONDS ?? '28800',
    ...env,
  });
  Object.assign(config, options.configOverrides);
  const gateway = await startGateway(config, {
    // TEST_LOG_LEVEL=warn shows a test's gateway log (a flaky test's background failures).
    log: options.log ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', false),
    clock,
    validateResponses: true,
    monitorCommands: true,
  });

  const request: TestGateway['request'] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return fetch(`${gateway.url}${path}`, { ...init, headers, body, redirect: 'manual' });
  };

  const signIn: TestGateway['signIn'] = (username) => signInThroughSandboxDiscord(gateway.url, username);

  const signInAs: TestGateway['signInAs'] = async (username, flags = {}) => {
    const signedIn = await signIn(username);
    const isAdmin = flags.isAdmin ?? false;
    const isWhitelisted = flags.isWhitelisted ?? true;
    await gateway.container.repositories.users.setFlags(signedIn.user.id, { isAdmin, isWhitelisted });
    return { ...signedIn, user: { ...signedIn.user, isAdmin, isWhitelisted } };
  };

  const connectOneDrive: TestGateway['connectOneDrive'] = (admin) => connectSandboxOneDrive(gateway.url, admin);

  const configureEmail: TestGateway['configureEmail'] = async (adminToken, notificationEmails, extra = {}) => {
    if (!smtp) throw new Error('start the test gateway with { smtp: true }');
    const response = await request('/admin/email/config', {
      method: 'POST',
      token: adminToken,
      json: {
        smtpHost: smtp.smtpHost,
        smtpPort: smtp.smtpPort,
        smtpUser: 'portal',
        smtpPassword: 'smtp-secret',
        // The catcher offers no STARTTLS.
        allowUnencrypted: true,
        fromEmail: 'deals@portal.example',
        notificationEmails,
        enabled: true,
        ...extra,
      },
    });
    if (response.status !== 200)
      throw new Error(`saving e-mail settings failed: ${response.status} ${await response.text()}`);
  };

  const configureGhl: TestGateway['configureGhl'] = async (adminToken, overrides = {}) => {
    if (!ghl) throw new Error('start the test gateway with { ghl: true }');
    const response = await request('/admin/ghl/config', {
      method: 'POST',
      token: adminToken,
      json: { ...ghl.configRequest, ...overrides },
    });
    if (response.status !== 200)
      throw new Error(`saving GHL settings failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };

  const waitFor: TestGateway['waitFor'] = async (check, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined && value !== null && value !== false) return value as never;
      if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const upload: TestGateway['upload'] = (token, input) => {
    const form = new FormData();
    form.append('dealId', input.dealId);
    form.append('tags', input.tags ?? '[]');
    if (input.checklistItemId !== undefined) form.append('checklistItemId', input.checklistItemId);
    form.append('file', new Blob([input.content]), input.fileName);
    return request('/documents/upload', { method: 'POST', token, body: form });
  };

  return {
    gateway,
    discord,
    microsoft,
    smtp,
    ghl,
    config,
    clock,
    storageDir,
    request,
    signIn,
    signInAs,
    connectOneDrive,
    configureEmail,
    configureGhl,
    waitFor,
    upload,
    async close() {
      if (peer) {
        await gateway.container.stop();
        await gateway.close();
        return;
      }
      await gateway.container.stop();
      await gateway.db.dropDatabase().catch(() => undefined);
      await gateway.close();
      await discord.close();
      await microsoft?.close();
      await smtp?.close();
      await ghl?.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
