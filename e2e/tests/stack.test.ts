import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eStack, type E2eStack } from '../support/stack';

/** The README's start command brings the gateway up on the embedded FerretDB with sandbox sign-in. */
describe('the stack as npm start runs it', () => {
  let stack: E2eStack;

  beforeAll(async () => {
    stack = await startE2eStack();
  });
  afterAll(() => stack?.dispose());

  it('answers health and readiness, on the embedded database', async () => {
    expect((await fetch(`${stack.urls.gateway}/health`)).status).toBe(200);
    expect(await (await fetch(`${stack.urls.gateway}/ready`)).json()).toMatchObject({ status: 'ok' });
    expect(process.env.MONGODB_URI).toBeUndefined();
    expect(stack.sandboxServices).toContain('discord');
  });

  it('signing in through the sandbox Discord as the demo admin gives a token for an admin', async () => {
    const config = (await (await fetch(`${stack.urls.gateway}/config`)).json()) as { discordAuthorizeUrl: string };
    const authorize = new URL(config.discordAuthorizeUrl);
    const page = await (await fetch(authorize)).text();
    expect(page).toContain('demo-admin');
    expect(page).toContain('demo-member');
    expect(page).toContain('demo-pending');

    const approve = new URL('/oauth2/authorize/approve', authorize);
    approve.search = authorize.search;
    approve.searchParams.set('username', 'demo-admin');
    const callback = (await fetch(approve, { redirect: 'manual' })).headers.get('location') ?? '';
    const toShell = await fetch(callback, { redirect: 'manual' });
    const shell = new URL(toShell.headers.get('location') ?? '');
    expect(shell.origin).toBe(stack.urls.shell);
    const token = shell.searchParams.get('token');
    expect(token).toBeTruthy();

    const me = await fetch(`${stack.urls.gateway}/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ username: 'demo-admin', isAdmin: true, isWhitelisted: true });
  });

  it('serves the shell with its runtime configuration and both remotes', async () => {
    const runtime = (await (await fetch(`${stack.urls.shell}/runtime-config.json`)).json()) as {
      apiBaseUrl: string;
      remotes: Record<string, string>;
    };
    expect(runtime.apiBaseUrl).toBe(stack.urls.gateway);
    for (const entry of Object.values(runtime.remotes)) expect((await fetch(entry)).status).toBe(200);
    expect((await fetch(`${stack.urls.shell}/`)).status).toBe(200);
  });
});
