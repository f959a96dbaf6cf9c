import { createPublicKey } from 'node:crypto';
import { DEFAULT_EMBEDDED_BACKEND } from '@portal/mongo-init';
import { z } from 'zod';

const csv = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const url = (fallback?: string) => {
  const base = z.string().url({ message: 'must be an absolute URL such as http://localhost:4000' });
  return fallback === undefined ? base : base.default(fallback);
};

/** Microsoft Graph upload sessions take chunks in multiples of 320 KiB. */
const CHUNK_UNIT = 320 * 1024;

/**
 * GHL's published Ed25519 key for `X-GHL-Signature` (marketplace.gohighlevel.com, Webhook Integration
 * Guide). Override GHL_WEBHOOK_PUBLIC_KEY if GHL rotates it, or to point at the sandbox's key.
 */
export const GHL_PUBLISHED_WEBHOOK_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAi2HR1srL4o18O8BRa7gVJY7G7bupbN3H9AwJrHCDiOg=
-----END PUBLIC KEY-----`;

/** A PEM (literal "\\n" allowed, as .env files write it) or the base64 of the SPKI DER or of the raw 32-byte key. */
export function ed25519PublicKeyPem(text: string): string {
  const value = text.trim().replace(/\\n/g, '\n');
  const der = value.includes('BEGIN PUBLIC KEY')
    ? Buffer.from(value.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, ''), 'base64')
    : Buffer.from(value.replace(/\s+/g, ''), 'base64');
  // A raw key is the last 32 bytes of the SPKI form: prefix it with Ed25519's fixed header.
  const spki = der.length === 32 ? Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), der]) : der;
  const key = createPublicKey({ key: spki, format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`not an Ed25519 key (${key.asymmetricKeyType})`);
  return key.export({ format: 'pem', type: 'spki' }).toString();
}

const ed25519Key = z.string().transform((value, ctx) => {
  try {
    return ed25519PublicKeyPem(value);
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      message: `must be an Ed25519 public key as PEM or base64 (${(error as Error).message})`,
    });
    return z.NEVER;
  }
});

const secret = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .min(32, { message: `${name} must be at least 32 characters (generate one with: openssl rand -base64 48)` });

/**
 * Every setting of the gateway, read from the environment once at start-up.
 * Each missing or malformed value is reported with its name and what it should look like.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PRODUCT_NAME: z.string().min(1).default('DealDesk'),

    PUBLIC_API_URL: url('http://localhost:4000'),
    SHELL_URL: url('http://localhost:3000'),
    FRONTEND_ORIGINS: csv,
    JOIN_URL: url('https://discord.com'),

    MONGODB_URI: z.string().startsWith('mongodb', { message: 'must be a mongodb:// or mongodb+srv:// URI' }).optional(),
    EMBEDDED_DB_DIR: z.string().default('.data/db'),
    /** FerretDB's backend for the embedded database (docs/write-load.md, "The default database"). */
    EMBEDDED_DB_BACKEND: z.enum(['sqlite', 'postgresql']).default(DEFAULT_EMBEDDED_BACKEND),
    /** Deals the embedded database is trusted with before admins are warned; by default the measured figure of its backend. */
    EMBEDDED_DB_DEAL_LIMIT: z.coerce.number().int().min(1).optional(),
    DATABASE_NAME: z.string().min(1).default('portal'),
    /** How long a request waits for an unreachable database before it answers 503 (server selection). */
    DATABASE_TIMEOUT_MS: z.coerce.number().int().min(200).max(60_000).default(5_000),
    /** SIGTERM: how long in-flight requests and job runs may take to finish before the process exits anyway. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(25),
    /** Bearer token that lets a scraper read /metrics on the API port (unset: not served there). */
    METRICS_TOKEN: z
      .string()
      .min(16, { message: 'must be at least 16 characters (generate one with: openssl rand -base64 32)' })
      .optional(),
    /** A separate listener serving only /metrics, without a token (unset: none). Keep it off the public network. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().default('127.0.0.1'),

    JWT_SECRET: secret('JWT_SECRET'),
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(7 * 24 * 3600)
      .default(8 * 3600),
    /** The bearer token's lifetime (keep it short); the shell refreshes it from the session cookie before it ends. */
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(7 * 24 * 3600)
      .default(900),
    ENCRYPTION_KEY: secret('ENCRYPTION_KEY'),

    DISCORD_CLIENT_ID: z.string().min(1, { message: 'DISCORD_CLIENT_ID is required' }),
    DISCORD_CLIENT_SECRET: z.string().min(1, { message: 'DISCORD_CLIENT_SECRET is required' }),
    DISCORD_AUTHORIZE_URL: url('https://discord.com/oauth2/authorize'),
    DISCORD_API_URL: url('https://discord.com/api/v10'),
    DISCORD_CDN_URL: url('https://cdn.discordapp.com'),
    DISCORD_REDIRECT_URI: url().optional(),
    /** Who becomes the first admin, by Discord user id (a name can be changed and claimed by another account). */
    INITIAL_ADMIN_DISCORD_IDS: csv.pipe(
      z.array(
        z.string().regex(/^\d{17,20}$/, { message: 'must be Discord user ids (17 to 20 digits), comma-separated' }),
      ),
    ),
    /** The older, name-based setting: still read, but grants admin only while no admin exists. */
    INITIAL_ADMIN_DISCORD_USERNAMES: csv,
    /** The bot that re-checks members' roles in the community's guild (unset: no re-checks). Never sent to browsers. */
    DISCORD_BOT_TOKEN: z
      .string()
      .trim()
      .min(20, { message: 'must be the Discord bot token from the Developer Portal (Bot → Token)' })
      .regex(/^[\w.-]+$/, { message: 'must be the bare bot token, without the "Bot " prefix or spaces' })
      .optional(),
    /** How often members admitted by a Discord role are re-checked ('15 minutes', '1 hour'; 'off' disables it). */
    DISCORD_ROLE_CHECK_INTERVAL: z
      .string()
      .trim()
      .regex(/^(off|\d+(\.\d+)?\s*(ms|milliseconds?|seconds?|minutes?|hours?|days?))$/i, {
        message: "must be an interval such as '15 minutes', '1 hour' or '30 seconds', or 'off'",
      })
      .default('15 minutes'),
    /**
     * How long the role check's single-run lease lasts unrenewed (a run renews it as it goes): how
     * long a crashed run blocks the next one, and how long a silent run takes to read as stopped.
     */
    DISCORD_ROLE_CHECK_LEASE_MS: z.coerce.number().int().min(1000).default(900_000),

    SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Deal-room calls a minute per link and per client address (docs/deal-rooms.md). */
    ROOM_RATE_LIMIT_PER_MINUTE_PER_LINK: z.coerce.number().int().min(1).default(60),
    ROOM_RATE_LIMIT_PER_MINUTE_PER_ADDRESS: z.coerce.number().int().min(1).default(120),
    /**
     * Per-member quotas (docs/configuration.md): the defaults until an admin changes them in
     * Admin → Settings (stored in the database, so every instance applies the same values).
     */
    NOTIFICATION_STREAMS_PER_MEMBER: z.coerce.number().int().min(1).max(100).default(5),
    WRITES_PER_MINUTE_PER_MEMBER: z.coerce.number().int().min(1).max(100_000).default(60),
    STORED_BYTES_PER_MEMBER: z.coerce
      .number()
      .int()
      .min(1)
      .default(1024 * 1024 * 1024),
    STORED_BYTES_PER_DEAL: z.coerce
      .number()
      .int()
      .min(1)
      .default(250 * 1024 * 1024),
    /** How often an open notification stream re-checks its session (ended at logout or revocation). */
    NOTIFICATION_STREAM_SESSION_CHECK_MS: z.coerce.number().int().min(10).max(60_000).default(60_000),
    /**
     * Reverse proxies in front of the gateway whose X-Forwarded-For entries are trusted (0: use the
     * connection's address). Behind compose's Caddy: 1, so the address the proxy saw is the client's.
     */
    TRUST_PROXY_HOPS: z
      .string()
      .trim()
      .regex(/^([0-9]|10)$/, {
        message: 'must be a whole number of proxies from 0 to 10 (0: clients connect directly)',
      })
      .default('0')
      .transform(Number),

    /** Microsoft identity platform app for the admin's OneDrive (empty: connecting is unavailable). */
    MS_CLIENT_ID: z.string().default(''),
    MS_CLIENT_SECRET: z.string().default(''),
    MS_AUTHORITY_URL: url('https://login.microsoftonline.com/common'),
    MS_GRAPH_URL: url('https://graph.microsoft.com/v1.0'),
    MS_REDIRECT_URI: url().optional(),
    /** The OneDrive folder that holds one sub-folder per deal. */
    ONEDRIVE_ROOT_FOLDER: z
      .string()
      .trim()
      .min(1)
      .regex(/^[^\\/:*?"<>|]+$/, { message: 'must be a plain folder name without \\ / : * ? " < > |' })
      .default('Deal Portal Documents'),
    ONEDRIVE_CHUNK_BYTES: z.coerce
      .number()
      .int()
      .min(CHUNK_UNIT)
      .max(CHUNK_UNIT * 192)
      .refine((n) => n % CHUNK_UNIT === 0, {
        message: `must be a multiple of ${CHUNK_UNIT} (320 KiB), e.g. ${CHUNK_UNIT * 10}`,
      })
      .default(CHUNK_UNIT * 10),
    /** Where documents live when no OneDrive is connected (and where uploads are spooled). */
    LOCAL_STORAGE_DIR: z.string().min(1).default('.data/uploads'),
    /**
     * How long a file may wait for its document record before the orphan sweep takes its upload
     * (or deletion) for interrupted and removes the file; uploads give up at half of it.
     */
    STORAGE_ORPHAN_GRACE: z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?\s*(ms|milliseconds?|seconds?|minutes?|hours?|days?)$/i, {
        message: "must be an interval such as '1 hour' or '30 minutes'",
      })
      .default('1 hour'),
    /** How long records are kept before the hourly retention job deletes them (days). */
    WEBHOOK_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    SYNC_OUTCOME_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
    /**
     * A new deal's e-mail is stored just before the deal; should the creating request die before
     * it says the deal was stored, the e-mail is sent (or dropped, no deal) after this wait.
     */
    NEW_DEAL_EMAIL_HOLD_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /**
     * How long an e-mail's delivery attempt may run before another instance takes it for
     * interrupted (its instance died) and sends it: well above an SMTP exchange (under a minute).
     */
    OUTBOX_LEASE_MS: z.coerce
      .number()
      .int()
      .min(1_000)
      .max(3_600_000)
      .default(5 * 60_000),
    /**
     * 'true' lets the admin's SMTP host be a private, loopback or link-local address (a mail relay
     * inside the network, the local mail catcher). Off by default: such hosts are refused.
     */
    SMTP_ALLOW_PRIVATE_HOSTS: z
      .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
      .default('false')
      .transform((value) => value === 'true'),
    /** How many gateway instances serve this deployment (they share the database). */
    INSTANCE_COUNT: z.coerce.number().int().min(1).max(1000).default(1),
    /** 'true' when LOCAL_STORAGE_DIR is one folder every instance mounts (NFS, a shared volume). */
    LOCAL_STORAGE_SHARED: z
      .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
      .default('false')
      .transform((value) => value === 'true'),

    /** Background jobs (new-deal e-mail, storage clean-up): poll interval and retry backoff. */
    JOBS_PROCESS_EVERY_MS: z.coerce.number().int().min(50).default(5_000),
    JOBS_RETRY_DELAY_MS: z.coerce.number().int().min(10).default(30_000),
    JOBS_MAX_RETRIES: z.coerce.number().int().min(0).max(100).default(20),

    /**
     * How long an instance keeps the configuration read on every request (quotas, stale thresholds,
     * GHL and e-mail settings) before checking whether another instance changed it; 0 checks each time.
     */
    SETTINGS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),

    /** GoHighLevel API v2 (the sandbox stands in when npm start finds no GHL_API_BASE_URL). */
    GHL_API_BASE_URL: url('https://services.leadconnectorhq.com'),
    /** Per request, including reading the answer. */
    GHL_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** Retries of one GHL call on 429 (any call) and on 5xx/timeouts (calls that are safe to repeat). */
    GHL_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(4),
    /** First retry delay; doubled each time (with jitter), capped at 10 s; a Retry-After header wins. */
    GHL_RETRY_BASE_DELAY_MS: z.coerce.number().int().min(1).default(500),
    /** Our own ceiling per location and 10 s, below GHL's burst limit of 100. */
    GHL_BURST_LIMIT: z.coerce.number().int().min(1).max(100).default(90),
    /** GHL's Ed25519 key that signs `X-GHL-Signature` (PEM or base64); defaults to GHL's published key. */
    GHL_WEBHOOK_PUBLIC_KEY: ed25519Key.default(GHL_PUBLISHED_WEBHOOK_PUBLIC_KEY),
    /** Explicit opt-in: also accept unsigned webhook calls whose `X-Webhook-Secret` header equals this. */
    GHL_WEBHOOK_SHARED_SECRET: z
      .string()
      .min(16, { message: 'must be at least 16 characters (generate one with: openssl rand -base64 32)' })
      .optional(),
    GHL_WEBHOOK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Webhook events whose GHL `timestamp` is older than this are refused (replays); at most a day. */
    GHL_WEBHOOK_MAX_AGE_SECONDS: z.coerce.number().int().min(30).max(86_400).default(300),
    /** How often the reconciliation job pulls opportunities from GHL ('10 minutes', '1 hour'; 'off' disables it). */
    GHL_RECONCILE_INTERVAL: z
      .string()
      .trim()
      .regex(/^(off|\d+(\.\d+)?\s*(ms|milliseconds?|seconds?|minutes?|hours?|days?))$/i, {
        message: "must be an interval such as '10 minutes', '1 hour' or '30 seconds', or 'off'",
      })
      .default('10 minutes'),
    /**
     * A deal's GHL push (or delete policy) is stored just before the deal is written; should the
     * writing request die before releasing it, it runs after this wait.
     */
    GHL_PUSH_HOLD_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /** How long POST /deals/sync/ghl waits for its jobs before answering with those still running. */
    GHL_SYNC_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(25_000),
    /** The GHL user new opportunities are assigned to when the saved configuration names none. */
    GHL_DEFAULT_ASSIGNED_USER_ID: z.string().trim().default(''),

    /** Which external services are simulated by the sandbox (shown as the UI's Sandbox marker). */
    SANDBOX_SERVICES: csv.pipe(z.array(z.enum(['discord', 'ghl', 'microsoft', 'smtp']))),
  })
  .superRefine((env, ctx) => {
    // The embedded database is built from Go sources on first use: never what a production image should do.
    if (env.NODE_ENV === 'production' && !env.MONGODB_URI) {
      ctx.addIssue({
        code: 'custom',
        path: ['MONGODB_URI'],
        message:
          'MONGODB_URI is required when NODE_ENV=production (a mongodb:// URI of your MongoDB; the embedded database is for local runs only)',
      });
    }
  })
  .transform((env) => ({
    ...env,
    DISCORD_REDIRECT_URI: env.DISCORD_REDIRECT_URI ?? `${env.PUBLIC_API_URL.replace(/\/$/, '')}/auth/discord/callback`,
    MS_REDIRECT_URI: env.MS_REDIRECT_URI ?? `${env.PUBLIC_API_URL.replace(/\/$/, '')}/auth/onedrive/callback`,
    FRONTEND_ORIGINS: env.FRONTEND_ORIGINS.length > 0 ? env.FRONTEND_ORIGINS : [new URL(env.SHELL_URL).origin],
  }));

export type Config = z.infer<typeof schema>;

/** The name of every setting the gateway reads (a test checks .env.example against it). */
export const SETTING_NAMES: readonly string[] = Object.keys(schema.in.shape);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment; throws a ConfigError that names every bad or missing value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const message = issue.code === 'invalid_type' && issue.input === undefined ? `${name} is required` : issue.message;
    return message.startsWith(name) ? message : `${name}: ${message}`;
  });
  throw new ConfigError(problems);
}
