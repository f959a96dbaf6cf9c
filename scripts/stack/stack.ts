import { join } from 'node:path';
import { freePort } from '@portal/mongo-init';
import { loadConfig } from '../../gateway/src/config';
import { startGateway, type RunningGateway } from '../../gateway/src/server';
import { startDiscordSandbox, DEMO_MEMBERS, sandboxDiscordId } from '../../gateway/sandbox/discord';
import { startMicrosoftSandbox } from '../../gateway/sandbox/microsoft';
import { startSmtpSandbox } from '../../gateway/sandbox/smtp';
import { startGhlSandbox, type GhlSandbox } from '../../gateway/sandbox/ghl';
import { startStaticServer } from '../serve-static.mjs';
import { buildFrontends } from './frontends';
import { ensureApiDocs } from '../../gateway/src/features/apiDocs/build';
import { loadOrCreateDevSecrets } from './secrets';

export type StackPorts = {
  gateway: number;
  shell: number;
  mfeDeals: number;
  mfeAdmin: number;
  discord: number;
  microsoft: number;
  smtp: number;
  smtpInbox: number;
  ghl: number;
};

export type StackOptions = {
  root: string;
  /** Data folder of the embedded database and the dev secrets. */
  dataDir: string;
  /** Fixed ports (npm start) or free ones (tests). */
  ports?: Partial<StackPorts>;
  /** Host name used in URLs the browser sees. */
  host?: string;
  env?: NodeJS.ProcessEnv;
  buildFrontends?: boolean;
  logLevel?: string;
  log?: (line: string) => void;
};

type StaticServer = { url: string; close(): Promise<void> };
export type RemoteName = 'mfeDeals' | 'mfeAdmin';

export type Stack = {
  urls: {
    gateway: string;
    shell: string;
    mfeDeals: string;
    mfeAdmin: string;
    discord: string | null;
    microsoft: string | null;
    /** The SMTP catcher's inbox (HTML) and `GET /messages` (JSON). */
    smtpInbox: string | null;
    ghl: string | null;
  };
  gateway: RunningGateway;
  sandboxServices: string[];
  /** Stops one remote's static server (to show the shell's contained error) and brings it back. */
  stopRemote(name: RemoteName): Promise<void>;
  startRemote(name: RemoteName): Promise<void>;
  stop(): Promise<void>;
};

const APP_DIR: Record<RemoteName, string> = { mfeDeals: 'mfe-deals', mfeAdmin: 'mfe-admin' };

/**
 * The longest one part may take to stop. The gateway bounds its own steps (server.ts) and stops
 * its embedded database last; a sandbox or static server only has its listener to close.
 */
export const STOP_TIMEOUTS_MS = { gateway: 20_000, other: 3_000 };

type Stopper = { name: string; timeoutMs: number; stop(): Promise<void> };

/** Stops each part in turn, newest first; a part that fails or overruns its bound is reported and left behind. */
async function stopAll(stoppers: Stopper[], log: (line: string) => void): Promise<void> {
  for (const { name, timeoutMs, stop } of [...stoppers].reverse()) {
    let timer: NodeJS.Timeout | undefined;
    const overran = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`did not stop within ${timeoutMs} ms`), timeoutMs);
    });
    const outcome = await Promise.race([
      stop().then(
        () => null,
        (error: unknown) => `failed to stop: ${String(error)}`,
      ),
      overran,
    ]);
    clearTimeout(timer);
    if (outcome) log(`stop: ${name} ${outcome}`);
  }
}

async function portOf(preferred: number | undefined): Promise<number> {
  return preferred ?? (await freePort());
}

/**
 * The whole portal on loopback: the embedded database (inside the gateway when MONGODB_URI is
 * unset), a sandbox for each external service that has no real credentials, the gateway, and the
 * three built front ends, each on its own origin.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  // Free ports are picked before the servers bind them, so another process can take one in
  // between: start again on new ones. Fixed ports (npm start) fail at once with the cause.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startStackOnce(options);
    } catch (error) {
      const portTaken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!portTaken || options.ports || attempt >= 3) throw error;
      (options.log ?? console.log)(`A port was taken while the portal started; starting again (${String(error)})`);
    }
  }
}

async function startStackOnce(options: StackOptions): Promise<Stack> {
  const env = options.env ?? process.env;
  const host = options.host ?? 'localhost';
  const log = options.log ?? console.log;
  const ports: StackPorts = {
    gateway: await portOf(options.ports?.gateway),
    shell: await portOf(options.ports?.shell),
    mfeDeals: await portOf(options.ports?.mfeDeals),
    mfeAdmin: await portOf(options.ports?.mfeAdmin),
    discord: await portOf(options.ports?.discord),
    microsoft: await portOf(options.ports?.microsoft),
    smtp: await portOf(options.ports?.smtp),
    smtpInbox: await portOf(options.ports?.smtpInbox),
    ghl: await portOf(options.ports?.ghl),
  };
  const urls = {
    gateway: `http://${host}:${ports.gateway}`,
    shell: `http://${host}:${ports.shell}`,
    mfeDeals: `http://${host}:${ports.mfeDeals}`,
    mfeAdmin: `http://${host}:${ports.mfeAdmin}`,
    discord: null as string | null,
    microsoft: null as string | null,
    smtpInbox: null as string | null,
    ghl: null as string | null,
  };

  const stoppers: Stopper[] = [];
  const stopper = (name: string, stop: () => Promise<void>, timeoutMs = STOP_TIMEOUTS_MS.other) =>
    stoppers.push({ name, stop, timeoutMs });
  try {
    const sandboxServices: string[] = [];
    const sandboxEnv: Record<string, string> = {};

    if (!env.DISCORD_CLIENT_ID) {
      const discord = await startDiscordSandbox({ port: ports.discord });
      stopper('sandbox Discord', () => discord.close());
      urls.discord = `http://${host}:${discord.port}`;
      sandboxServices.push('discord');
      Object.assign(sandboxEnv, {
        DISCORD_CLIENT_ID: 'sandbox-client',
        DISCORD_CLIENT_SECRET: 'sandbox-secret',
        DISCORD_AUTHORIZE_URL: `${urls.discord}/oauth2/authorize`,
        DISCORD_API_URL: `${urls.discord}/api/v10`,
        DISCORD_CDN_URL: `${urls.discord}/cdn`,
        DISCORD_BOT_TOKEN: discord.botToken,
      });
    }

    if (!env.MS_CLIENT_ID) {
      const microsoft = await startMicrosoftSandbox({ port: ports.microsoft });
      stopper('sandbox Microsoft', () => microsoft.close());
      urls.microsoft = `http://${host}:${microsoft.port}`;
      sandboxServices.push('microsoft');
      Object.assign(sandboxEnv, microsoft.env);
    }

    let ghl: GhlSandbox | undefined;
    if (!env.GHL_API_BASE_URL) {
      const sandbox = await startGhlSandbox({ port: ports.ghl });
      ghl = sandbox;
      stopper('sandbox GHL', () => sandbox.close());
      urls.ghl = `http://${host}:${sandbox.port}`;
      sandboxServices.push('ghl');
      Object.assign(sandboxEnv, sandbox.env);
    }

    // E-mail settings live in the database (admin → Email Config); the catcher is always there
    // for local runs and becomes the default SMTP server while none is configured.
    const smtp = await startSmtpSandbox({ smtpPort: ports.smtp, httpPort: ports.smtpInbox });
    stopper('sandbox SMTP', () => smtp.close());
    urls.smtpInbox = `http://${host}:${smtp.port}`;
    sandboxServices.push('smtp');

    if (options.buildFrontends !== false) {
      buildFrontends(options.root, { log });
      ensureApiDocs({ log });
    }

    const secrets = loadOrCreateDevSecrets(join(options.dataDir, 'dev-secrets.json'));
    // The sandbox's demo admin is the first admin, named by its Discord id like any real one.
    const initialAdmins = [
      env.INITIAL_ADMIN_DISCORD_IDS,
      sandboxServices.includes('discord') ? sandboxDiscordId('demo-admin') : '',
    ]
      .filter(Boolean)
      .join(',');
    const config = loadConfig({
      ...secrets,
      EMBEDDED_DB_DIR: join(options.dataDir, 'db'),
      LOCAL_STORAGE_DIR: join(options.dataDir, 'uploads'),
      // The local mail catcher listens on loopback; a .env may still turn this off.
      SMTP_ALLOW_PRIVATE_HOSTS: 'true',
      ...env,
      ...sandboxEnv,
      PORT: String(ports.gateway),
      HOST: '127.0.0.1',
      LOG_LEVEL: options.logLevel ?? env.LOG_LEVEL ?? 'info',
      PUBLIC_API_URL: urls.gateway,
      SHELL_URL: urls.shell,
      FRONTEND_ORIGINS: [urls.shell, urls.mfeDeals, urls.mfeAdmin].join(','),
      INITIAL_ADMIN_DISCORD_IDS: initialAdmins,
      SANDBOX_SERVICES: sandboxServices.join(','),
    });
    const gateway = await startGateway(config);
    stopper('gateway', () => gateway.close(), STOP_TIMEOUTS_MS.gateway);

    if (ghl) {
      // The sandbox CRM is connected from the start; its opportunity moves arrive as signed webhooks.
      ghl.setWebhookUrl(`${urls.gateway}/api/webhooks/ghl`);
      const saved = await gateway.container.services.ghl.settings.getConfig();
      if (!saved.hasApiKey || saved.locationId !== ghl.locationId) {
        await gateway.container.services.ghl.settings.saveConfig(ghl.configRequest);
      }
    }

    // The catcher offers no STARTTLS: its settings allow an unencrypted connection (settings saved
    // for it before that option existed get it too).
    const savedEmail = await gateway.container.services.email.getConfig();
    const catcherWithoutOptIn =
      savedEmail.smtpHost === '127.0.0.1' && savedEmail.smtpPort === smtp.smtpPort && !savedEmail.allowUnencrypted;
    if (catcherWithoutOptIn) await gateway.container.services.email.saveConfig({ allowUnencrypted: true });
    if (!savedEmail.smtpHost) {
      await gateway.container.services.email.saveConfig({
        smtpHost: '127.0.0.1',
        smtpPort: smtp.smtpPort,
        smtpUser: 'portal',
        smtpPassword: 'sandbox',
        allowUnencrypted: true,
        fromEmail: 'deals@sandbox.example',
        notificationEmails: ['deal-desk@sandbox.example'],
        enabled: true,
      });
    }

    if (sandboxServices.includes('discord')) {
      // The demo member is admitted through the auto-access list, as a real member would be.
      const member = DEMO_MEMBERS.find((m) => m.label === 'Member');
      const autoAccess = gateway.container.repositories.autoAccess;
      if (member && !(await autoAccess.hasDiscordId(sandboxDiscordId(member.username)))) {
        await autoAccess.add({
          discordUsername: member.username,
          discordId: sandboxDiscordId(member.username),
          notes: 'Sandbox demo member',
          addedBy: null,
          addedByUsername: 'sandbox',
        });
      }
    }

    const runtimeConfig = {
      apiBaseUrl: urls.gateway,
      remotes: { mfeDeals: `${urls.mfeDeals}/remoteEntry.js`, mfeAdmin: `${urls.mfeAdmin}/remoteEntry.js` },
    };
    // Avatars come from the sandbox Discord's CDN when it stands in for Discord.
    const imgSources = urls.discord ? [urls.discord] : [];
    const remotes = new Map<RemoteName, StaticServer>();
    const startRemote = async (name: RemoteName) => {
      if (remotes.has(name)) return;
      const server = (await startStaticServer({
        dir: join(options.root, APP_DIR[name], 'dist'),
        port: ports[name],
        spa: false,
        cspSources: runtimeConfig,
        imgSources,
      })) as StaticServer;
      remotes.set(name, server);
    };
    const stopRemote = async (name: RemoteName) => {
      await remotes.get(name)?.close();
      remotes.delete(name);
    };
    stopper('remotes', async () => {
      await stopRemote('mfeDeals');
      await stopRemote('mfeAdmin');
    });
    await startRemote('mfeDeals');
    await startRemote('mfeAdmin');
    const shell = (await startStaticServer({
      dir: join(options.root, 'shell', 'dist'),
      port: ports.shell,
      runtimeConfig,
      imgSources,
    })) as StaticServer;
    stopper('shell', () => shell.close());

    return {
      urls,
      gateway,
      sandboxServices,
      stopRemote,
      startRemote,
      /** Stops every part, each within its bound, whatever state the database is in. */
      stop: () => stopAll(stoppers, log),
    };
  } catch (error) {
    // Stop what did start, so a failed start leaves nothing running.
    await stopAll(stoppers, () => undefined);
    throw error;
  }
}
