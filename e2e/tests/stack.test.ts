import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eStack, type E2eStack } from '../support/stack';
import {
  approveAtSandboxDiscord,
  exchangeSignInCode,
  followCallback,
  signInCodeOf,
  startSandboxDiscordSignIn,
} from '../../gateway/sandbox/browserFlows';

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
    const flow = await startSandboxDiscordSignIn(stack.urls.gateway);
    const page = await (await fetch(flow.authorize)).text();
    expect(page).toContain('demo-admin');
    expect(page).toContain('demo-member');
    expect(page).toContain('demo-pending');

    const callback = await followCallback(await approveAtSandboxDiscord(flow.authorize, 'demo-admin'), flow.cookie);
    expect(callback.location.origin).toBe(stack.urls.shell);
    const code = signInCodeOf(callback.location);
    expect(code).toBeTruthy();
    const { token } = await exchangeSignInCode(stack.urls.gateway, code ?? '', callback.cookie, stack.urls.shell);

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
