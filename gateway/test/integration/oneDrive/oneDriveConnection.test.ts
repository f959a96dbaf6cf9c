import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveAtSandboxMicrosoft,
  openCallback,
  startFlow,
  startSandboxOneDriveConnect,
} from '../../../sandbox/browserFlows';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Status = { connected: boolean; expired: boolean; email: string | null; authorizeUrl: string };

describe('OneDrive connection: getOneDriveStatus, oneDriveCallback, connectOneDrive', () => {
  let t: TestGateway;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { microsoft: true });
    admin = await t.signInAs('drive-admin', { isAdmin: true });
  });
  afterAll(() => t.close());

  const status = async (token = admin.token) => {
    const response = await t.request('/admin/onedrive/status', { token });
    expect(response.status).toBe(200);
    return (await response.json()) as Status;
  };

  it('starts not connected; the authorize URL starts the flow at the gateway, which binds the state to the browser and goes on to Microsoft', async () => {
    const body = await status();
    expect(body).toMatchObject({ connected: false, expired: false, email: null });
    const start = new URL(body.authorizeUrl);
    expect(`${start.origin}${start.pathname}`).toBe(`${t.gateway.url}/auth/onedrive/start`);
    const state = start.searchParams.get('state') ?? '';
    expect(state).toMatch(/^onedrive_auth\./);

    const response = await fetch(start, { redirect: 'manual', headers: { Cookie: admin.sessionCookie } });
    expect(response.status).toBe(302);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`portal_onedrive_state=${state};`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
    const url = new URL(response.headers.get('location') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${t.microsoft!.authorityUrl}/oauth2/v2.0/authorize`);
    expect(url.searchParams.get('client_id')).toBe('sandbox-ms-client');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.gateway.url}/auth/onedrive/callback`);
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual([
      'Files.ReadWrite',
      'User.Read',
      'offline_access',
    ]);
    expect(url.searchParams.get('state')).toBe(state);
  });

  it('the start refuses a value that is not a connect state', async () => {
    const response = await fetch(`${t.gateway.url}/auth/onedrive/start?state=discord_sign_in.x.y`, {
      redirect: 'manual',
    });
    const back = new URL(response.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/admin');
    expect(back.searchParams.get('onedrive')).toBe('error');
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  });

  /** Opens the start with `state` as a browser holding `cookie` (the admin's session by default); expects a refusal. */
  const refusedStart = async (state: string, cookie: string | null = admin.sessionCookie) => {
    const response = await fetch(`${t.gateway.url}/auth/onedrive/start?state=${encodeURIComponent(state)}`, {
      redirect: 'manual',
      headers: cookie ? { Cookie: cookie } : {},
    });
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('onedrive')).toBe('error');
    expect(response.headers.get('set-cookie')).toBe(
      'portal_onedrive_state=; Path=/auth/onedrive; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  };

  it('the start puts only a genuine, unexpired connect state into the cookie (no attribute injection)', async () => {
    const genuine = new URL((await status()).authorizeUrl).searchParams.get('state') ?? '';
    await refusedStart(`${genuine}; Domain=evil.example; Path=/`);
    await refusedStart('onedrive_auth.forged.signature');
    await refusedStart(`${genuine.slice(0, -2)}xx`);
    t.clock.advance(11 * 60_000);
    try {
      await refusedStart(genuine);
    } finally {
      t.clock.advance(-11 * 60_000);
    }
  });

  it('the authorize URL works only in the browser of the admin it was issued to', { timeout: 120_000 }, async () => {
    const genuine = new URL((await status()).authorizeUrl).searchParams.get('state') ?? '';
    // Opened without a session (a leaked link), or by another admin's browser.
    await refusedStart(genuine, null);
    const otherAdmin = await t.signInAs('other-drive-admin', { isAdmin: true });
    await refusedStart(genuine, otherAdmin.sessionCookie);
    // After logout the admin's own cookie no longer names a session.
    const leaving = await t.signInAs('leaving-drive-admin', { isAdmin: true });
    const theirs = new URL((await status(leaving.token)).authorizeUrl).searchParams.get('state') ?? '';
    await t.request('/auth/logout', { method: 'POST', token: leaving.token });
    await refusedStart(theirs, leaving.sessionCookie);
  });

  it('the callback connects the drive and sends the browser to /admin with success and the e-mail', async () => {
    const back = await t.connectOneDrive(admin);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/admin');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      onedrive: 'success',
      email: 'drive-owner@sandbox.example',
    });
    expect(await status()).toMatchObject({ connected: true, expired: false, email: 'drive-owner@sandbox.example' });
  });

  it('stores the tokens encrypted, never in clear', async () => {
    const record = await t.gateway.container.repositories.oneDriveConnections.get();
    expect(record?.accessTokenEncrypted).toMatch(/^v1\./);
    expect(record?.accessTokenEncrypted).not.toContain('sandbox-at-');
    expect(record?.refreshTokenEncrypted).not.toContain('sandbox-rt-');
    expect(t.gateway.container.infra.secrets.decrypt(record!.refreshTokenEncrypted!)).toMatch(/^sandbox-rt-/);
  });

  it('a state used once cannot be used again, and a forged or missing state is refused', async () => {
    const flow = await startSandboxOneDriveConnect(t.gateway.url, admin);
    const state = flow.authorize.searchParams.get('state')!;
    const callback = await approveAtSandboxMicrosoft(flow.authorize);
    expect((await openCallback(callback, flow.cookie)).searchParams.get('onedrive')).toBe('success');

    const replay = await openCallback(callback, flow.cookie);
    expect(replay.searchParams.get('onedrive')).toBe('error');
    expect(replay.searchParams.get('message')).toMatch(/invalid, has expired or was started in another browser/);

    const forged = new URL(`${t.gateway.url}/auth/onedrive/callback`);
    forged.searchParams.set('code', 'whatever');
    forged.searchParams.set('state', `${state.slice(0, -4)}AAAA`);
    const refused = await openCallback(forged, `portal_onedrive_state=${state.slice(0, -4)}AAAA`);
    expect(refused.searchParams.get('onedrive')).toBe('error');
    const noState = await openCallback(new URL(`${t.gateway.url}/auth/onedrive/callback?code=x`), flow.cookie);
    expect(noState.searchParams.get('onedrive')).toBe('error');
  });

  it("a callback opened in a browser that did not start the flow is refused (another browser's or none)", async () => {
    const flow = await startSandboxOneDriveConnect(t.gateway.url, admin);
    const callback = await approveAtSandboxMicrosoft(flow.authorize);
    expect((await openCallback(callback, null)).searchParams.get('onedrive')).toBe('error');
    const other = await startSandboxOneDriveConnect(t.gateway.url, admin);
    expect((await openCallback(callback, other.cookie)).searchParams.get('onedrive')).toBe('error');
    // The browser that started it still can finish.
    expect((await openCallback(callback, flow.cookie)).searchParams.get('onedrive')).toBe('success');
  });

  it('a state older than ten minutes is refused', async () => {
    const flow = await startSandboxOneDriveConnect(t.gateway.url, admin);
    const callback = await approveAtSandboxMicrosoft(flow.authorize);
    t.clock.advance(11 * 60_000);
    try {
      expect((await openCallback(callback, flow.cookie)).searchParams.get('onedrive')).toBe('error');
    } finally {
      t.clock.advance(-11 * 60_000);
    }
  });

  it("Microsoft's own error comes back as the message", async () => {
    const response = await fetch(
      `${t.gateway.url}/auth/onedrive/callback?error=access_denied&error_description=The+user+declined`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location')!);
    expect(Object.fromEntries(back.searchParams)).toEqual({ onedrive: 'error', message: 'The user declined' });
  });

  it('POST /admin/onedrive/connect exchanges a code; a refused code answers 400', async () => {
    t.microsoft!.preAuthorize('fixed-code', t.config.MS_REDIRECT_URI);
    const response = await t.request('/admin/onedrive/connect', {
      method: 'POST',
      token: admin.token,
      json: { code: 'fixed-code' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      connected: true,
      expired: false,
      email: 'drive-owner@sandbox.example',
    });

    const reused = await t.request('/admin/onedrive/connect', {
      method: 'POST',
      token: admin.token,
      json: { code: 'fixed-code' },
    });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: string }).error).toMatch(/^Microsoft refused the authorization code/);
    expect((await t.request('/admin/onedrive/connect', { method: 'POST', token: admin.token, json: {} })).status).toBe(
      400,
    );
  });

  it('an expired access token is refreshed with the stored refresh token; a revoked one reports expired', async () => {
    t.clock.advance(2 * 3600_000);
    try {
      expect(await status()).toMatchObject({ connected: true, expired: false });
      t.microsoft!.revokeRefreshTokens();
      t.clock.advance(2 * 3600_000);
      expect(await status()).toMatchObject({ connected: true, expired: true });
    } finally {
      t.clock.advance(-4 * 3600_000);
    }
    // Reconnecting clears the expired flag.
    await t.connectOneDrive(admin);
    expect(await status()).toMatchObject({ connected: true, expired: false });
  });

  it('anonymous 401, pending 403, member 403 (status and connect)', async () => {
    expect((await t.request('/admin/onedrive/status')).status).toBe(401);
    expect((await t.request('/admin/onedrive/connect', { method: 'POST', json: { code: 'x' } })).status).toBe(401);
    const pending = await t.signIn('drive-pending');
    const member = await t.signInAs('drive-member');
    for (const token of [pending.token, member.token]) {
      expect((await t.request('/admin/onedrive/status', { token })).status).toBe(403);
      expect((await t.request('/admin/onedrive/connect', { method: 'POST', token, json: { code: 'x' } })).status).toBe(
        403,
      );
    }
  });

  it('a state issued to a member-turned-nobody is refused (bound to an admin)', async () => {
    const other = await t.signInAs('drive-admin-2', { isAdmin: true });
    const { authorizeUrl } = await status(other.token);
    await t.gateway.container.repositories.users.setFlags(other.user.id, { isAdmin: false });
    const flow = await startFlow(authorizeUrl, other.sessionCookie);
    const back = await openCallback(await approveAtSandboxMicrosoft(flow.authorize), flow.cookie);
    expect(back.searchParams.get('onedrive')).toBe('error');
  });
});

describe('OneDrive without a Microsoft app configured', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await startTestGateway();
  });
  afterAll(() => t.close());

  it('status says not connected with no authorize URL; connect explains what is missing (400)', async () => {
    const admin = await t.signInAs('plain-admin', { isAdmin: true });
    const status = await t.request('/admin/onedrive/status', { token: admin.token });
    expect(await status.json()).toEqual({ connected: false, expired: false, email: null, authorizeUrl: '' });
    const connect = await t.request('/admin/onedrive/connect', {
      method: 'POST',
      token: admin.token,
      json: { code: 'x' },
    });
    expect(connect.status).toBe(400);
    expect(((await connect.json()) as { error: string }).error).toMatch(/MS_CLIENT_ID/);
  });
});
