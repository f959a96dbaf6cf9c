import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { freePort } from '@portal/mongo-init';
import { loadConfig, type Config } from '../../src/config';
import { createLogger } from '../../src/infra/logger';
import { startGateway, type RunningGateway } from '../../src/server';
import { startDiscordSandbox, type DiscordSandbox } from '../../sandbox/discord';
import { createTestClock } from './clock';

export type TestGateway = {
  gateway: RunningGateway;
  discord: DiscordSandbox;
  config: Config;
  clock: ReturnType<typeof createTestClock>;
  /** Calls the gateway with an optional bearer token; JSON bodies are encoded. */
  request(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  /** Signs in through the sandbox Discord exactly as a browser does; returns the token and user. */
  signIn(username: string): Promise<{ token: string; user: Record<string, unknown> }>;
  close(): Promise<void>;
};

/**
 * A real gateway on a free port, over the run's FerretDB (its own database) and a sandbox
 * Discord. Only the outside world is simulated; every part of ours is the real one.
 */
export async function startTestGateway(env: Record<string, string> = {}): Promise<TestGateway> {
  const discord = await startDiscordSandbox();
  const clock = createTestClock();
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_API_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    MONGODB_URI: inject('mongoUri'),
    DATABASE_NAME: `test_${randomBytes(6).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('base64'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    DISCORD_CLIENT_ID: 'sandbox-client',
    DISCORD_CLIENT_SECRET: 'sandbox-secret',
    DISCORD_AUTHORIZE_URL: `${discord.url}/oauth2/authorize`,
    DISCORD_API_URL: `${discord.url}/api/v10`,
    SHELL_URL: 'http://localhost:3000',
    SANDBOX_SERVICES: 'discord',
    ...env,
  });
  const gateway = await startGateway(config, { log: createLogger('silent', false), clock, validateResponses: true });

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

  const signIn: TestGateway['signIn'] = async (username) => {
    const configBody = (await (await request('/config')).json()) as { discordAuthorizeUrl: string };
    const authorize = new URL(configBody.discordAuthorizeUrl);
    const approve = new URL('/oauth2/authorize/approve', authorize);
    approve.search = authorize.search;
    approve.searchParams.set('username', username);
    const toCallback = await fetch(approve, { redirect: 'manual' });
    const callback = toCallback.headers.get('location');
    if (!callback) throw new Error(`sandbox Discord did not redirect (${toCallback.status})`);
    const toShell = await fetch(callback, { redirect: 'manual' });
    const shell = new URL(toShell.headers.get('location') ?? '');
    const token = shell.searchParams.get('token');
    const user = shell.searchParams.get('user');
    if (!token || !user) throw new Error(`sign-in failed: ${shell.toString()}`);
    return { token, user: JSON.parse(user) as Record<string, unknown> };
  };

  return {
    gateway,
    discord,
    config,
    clock,
    request,
    signIn,
    async close() {
      await gateway.db.dropDatabase().catch(() => undefined);
      await gateway.close();
      await discord.close();
    },
  };
}
