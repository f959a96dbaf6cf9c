import type { Connection } from 'mongoose';
import type { Config } from '../config';
import type { Clock } from '../infra/clock';
import { createSecretBox } from '../infra/crypto';
import { createDiscordClient } from '../infra/discordClient';
import { createJobQueue } from '../infra/jobs';
import type { Logger } from '../infra/logger';
import { createMailer } from '../infra/mailer';
import type { Metrics } from '../infra/metrics';
import { createMicrosoftClient } from '../infra/microsoftGraph';
import { createPeriodicRuns } from '../infra/periodicRuns';
import { createSettingsCache } from '../infra/settingsCache';
import { createGhlClient } from '../features/ghl/client';
import { createCursorCodec } from '../http/paging';

export type ContainerDeps = {
  config: Config;
  db: Connection;
  /** The database server's connection string (Agenda opens its own connection to it). */
  mongoUri: string;
  log: Logger;
  clock: Clock;
  fetch: typeof fetch;
  /** Where job runs are counted (optional so tools such as the admin CLI need none). */
  metrics?: Metrics;
};

/** The outside world: the job queue, the mailer and the providers' clients, plus what every area shares. */
export function wireInfra({ config, db, mongoUri, log, fetch, metrics, clock }: ContainerDeps) {
  const secrets = createSecretBox(config.ENCRYPTION_KEY);
  const settingsCache = createSettingsCache({ db, clock, maxAgeMs: config.SETTINGS_CACHE_MS });
  const jobs = createJobQueue({
    mongoUri,
    databaseName: config.DATABASE_NAME,
    processEveryMs: config.JOBS_PROCESS_EVERY_MS,
    retryDelayMs: config.JOBS_RETRY_DELAY_MS,
    maxRetries: config.JOBS_MAX_RETRIES,
    log,
    metrics,
  });
  const mailer = createMailer();
  const runs = createPeriodicRuns(db);
  const microsoft = createMicrosoftClient(
    {
      clientId: config.MS_CLIENT_ID,
      clientSecret: config.MS_CLIENT_SECRET,
      authorityUrl: config.MS_AUTHORITY_URL,
      graphUrl: config.MS_GRAPH_URL,
      redirectUri: config.MS_REDIRECT_URI,
    },
    fetch,
    { log, metrics },
  );
  const ghlClient = createGhlClient({
    baseUrl: config.GHL_API_BASE_URL,
    timeoutMs: config.GHL_REQUEST_TIMEOUT_MS,
    maxRetries: config.GHL_MAX_RETRIES,
    retryBaseDelayMs: config.GHL_RETRY_BASE_DELAY_MS,
    burstLimit: config.GHL_BURST_LIMIT,
    fetch,
    log,
    metrics,
  });
  const discord = createDiscordClient(
    {
      clientId: config.DISCORD_CLIENT_ID,
      clientSecret: config.DISCORD_CLIENT_SECRET,
      apiUrl: config.DISCORD_API_URL,
      cdnUrl: config.DISCORD_CDN_URL,
      redirectUri: config.DISCORD_REDIRECT_URI,
      authorizeUrl: config.DISCORD_AUTHORIZE_URL,
    },
    fetch,
    { log, metrics },
  );
  const cursors = createCursorCodec(config.JWT_SECRET);
  // Appended, not resolved: a public API URL with a path (https://host/api behind the proxy) keeps it.
  const publicUrl = (path: string) => `${config.PUBLIC_API_URL.replace(/\/+$/, '')}${path}`;
  // Flow cookies are Secure whenever the gateway is served over https.
  const secureCookies = config.PUBLIC_API_URL.startsWith('https:');
  // Behind the proxy the API lives under a path (/api): OAuth state cookies must name it.
  const publicApiPath = new URL(config.PUBLIC_API_URL).pathname.replace(/\/+$/, '');

  return {
    secrets,
    settingsCache,
    jobs,
    mailer,
    runs,
    microsoft,
    ghlClient,
    discord,
    cursors,
    publicUrl,
    secureCookies,
    publicApiPath,
  };
}

export type Infra = ReturnType<typeof wireInfra>;
