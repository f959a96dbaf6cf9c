/**
 * The sandbox sign-in flows as a browser walks them, for tests and the bench: the gateway's start
 * URL (which sets the flow's state cookie) → the sandbox provider's approve step → our callback,
 * with the cookie → the redirect it answers.
 */

/** A flow started at the gateway: the provider URL it redirected to and the cookie it set. */
export type StartedFlow = { authorize: URL; cookie: string };

/** Opens a gateway start URL as a browser does: the provider's authorize URL and the state cookie. */
export async function startFlow(startUrl: string | URL): Promise<StartedFlow> {
  const response = await fetch(startUrl, { redirect: 'manual' });
  const location = response.headers.get('location');
  const setCookie = response.headers.get('set-cookie');
  if (response.status !== 302 || !location || !setCookie) {
    throw new Error(`the gateway did not start the flow (${response.status})`);
  }
  return { authorize: new URL(location), cookie: setCookie.split(';')[0] ?? '' };
}

/** Starts a Discord sign-in at the gateway (`discordSignInUrl` from /config). */
export async function startSandboxDiscordSignIn(gatewayUrl: string, nonce?: string): Promise<StartedFlow> {
  const config = (await (await fetch(`${gatewayUrl}/config`)).json()) as { discordSignInUrl: string };
  const start = new URL(config.discordSignInUrl);
  if (nonce) start.searchParams.set('nonce', nonce);
  return startFlow(start);
}

/** Approves as `username` on the sandbox Discord page; the callback URL Discord sends the browser to. */
export async function approveAtSandboxDiscord(authorize: URL, username: string): Promise<URL> {
  const approve = new URL('/oauth2/authorize/approve', authorize);
  approve.search = authorize.search;
  approve.searchParams.set('username', username);
  return followRedirect(approve, 'Discord');
}

/** Calls our callback as the browser holding `cookie` (or none); where it sends the browser. */
export async function openCallback(callback: URL, cookie: string | null): Promise<URL> {
  const response = await fetch(callback, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
  return new URL(response.headers.get('location') ?? '', 'http://shell.invalid');
}

/** Signs `username` in through the sandbox Discord; the token and user the gateway hands the shell. */
export async function signInThroughSandboxDiscord(
  gatewayUrl: string,
  username: string,
): Promise<{ token: string; user: Record<string, unknown> & { id: string } }> {
  const flow = await startSandboxDiscordSignIn(gatewayUrl);
  const shell = await openCallback(await approveAtSandboxDiscord(flow.authorize, username), flow.cookie);
  const token = shell.searchParams.get('token');
  const user = shell.searchParams.get('user');
  if (!token || !user) throw new Error(`sign-in of ${username} failed: ${shell.toString()}`);
  return { token, user: JSON.parse(user) as Record<string, unknown> & { id: string } };
}

/** Starts the OneDrive connect flow as `adminToken`'s admin: Microsoft's authorize URL and the state cookie. */
export async function startSandboxOneDriveConnect(gatewayUrl: string, adminToken: string): Promise<StartedFlow> {
  const status = await fetch(`${gatewayUrl}/admin/onedrive/status`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const { authorizeUrl } = (await status.json()) as { authorizeUrl: string };
  if (!authorizeUrl) throw new Error('the gateway has no Microsoft app configured');
  return startFlow(authorizeUrl);
}

/** Approves on the sandbox Microsoft page; the callback URL Microsoft sends the browser to. */
export function approveAtSandboxMicrosoft(authorize: URL): Promise<URL> {
  const approve = new URL('/common/oauth2/v2.0/authorize/approve', authorize);
  approve.search = authorize.search;
  return followRedirect(approve, 'Microsoft');
}

/** Connects the sandbox OneDrive as `adminToken`'s admin; the shell URL the callback redirects to. */
export async function connectSandboxOneDrive(gatewayUrl: string, adminToken: string): Promise<URL> {
  const flow = await startSandboxOneDriveConnect(gatewayUrl, adminToken);
  return openCallback(await approveAtSandboxMicrosoft(flow.authorize), flow.cookie);
}

/** Follows the provider's approve step to the redirect it answers (our callback). */
async function followRedirect(approve: URL, provider: string): Promise<URL> {
  const response = await fetch(approve, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`sandbox ${provider} did not redirect (${response.status})`);
  return new URL(location);
}
