/**
 * The sandbox sign-in flows as a browser walks them, for tests and the bench: the gateway's start
 * URL (which sets the flow's state cookie) → the sandbox provider's approve step → our callback,
 * with the cookie → the redirect it answers.
 */

/** A flow started at the gateway: the provider URL it redirected to and the cookie it set. */
export type StartedFlow = { authorize: URL; cookie: string };

/**
 * Opens a gateway start URL as a browser does (holding `cookie`, if any): the provider's authorize
 * URL and the state cookie.
 */
export async function startFlow(startUrl: string | URL, cookie?: string): Promise<StartedFlow> {
  const response = await fetch(startUrl, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
  const location = response.headers.get('location');
  const setCookie = response.headers.get('set-cookie');
  if (response.status !== 302 || !location || !setCookie) {
    throw new Error(`the gateway did not start the flow (${response.status})`);
  }
  return { authorize: new URL(location), cookie: setCookie.split(';')[0] ?? '' };
}

/** Starts a Discord sign-in at the gateway (`discordSignInUrl` from /config). */
export async function startSandboxDiscordSignIn(gatewayUrl: string): Promise<StartedFlow> {
  const config = (await (await fetch(`${gatewayUrl}/config`)).json()) as { discordSignInUrl: string };
  return startFlow(config.discordSignInUrl);
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
  return (await followCallback(callback, cookie)).location;
}

/** Calls our callback as the browser holding `cookie` (or none): where it sends the browser and the cookie it sets. */
export async function followCallback(
  callback: URL,
  cookie: string | null,
): Promise<{ location: URL; cookie: string | null }> {
  const response = await fetch(callback, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
  const setCookie = response.headers.get('set-cookie');
  return {
    location: new URL(response.headers.get('location') ?? '', 'http://shell.invalid'),
    cookie: setCookie ? (setCookie.split(';')[0] ?? null) : null,
  };
}

/** The single-use code the callback put in the shell URL's fragment (`#code=`), if any. */
export function signInCodeOf(shell: URL): string | null {
  return new URLSearchParams(shell.hash.slice(1)).get('code');
}

export type SandboxSession = {
  token: string;
  user: Record<string, unknown> & { id: string };
  expiresAt: string;
  /** The refresh cookie (`portal_session=…`) as the browser would send it back. */
  sessionCookie: string;
};

/**
 * Exchanges a sign-in code as the shell at `shellOrigin` does (`POST /auth/session` with the
 * browser's cookie); the answer, or throws with the gateway's status.
 */
export async function exchangeSignInCode(
  gatewayUrl: string,
  code: string,
  cookie: string | null,
  shellOrigin: string,
): Promise<SandboxSession> {
  const response = await fetch(`${gatewayUrl}/auth/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: shellOrigin, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ code }),
  });
  if (response.status !== 200) throw new Error(`the sign-in code was refused (${response.status})`);
  const grant = (await response.json()) as Omit<SandboxSession, 'sessionCookie'>;
  const sessionCookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { ...grant, sessionCookie };
}

/** Signs `username` in through the sandbox Discord as a browser and the shell do; the session it gets. */
export async function signInThroughSandboxDiscord(gatewayUrl: string, username: string): Promise<SandboxSession> {
  const flow = await startSandboxDiscordSignIn(gatewayUrl);
  const callback = await followCallback(await approveAtSandboxDiscord(flow.authorize, username), flow.cookie);
  const code = signInCodeOf(callback.location);
  if (!code) throw new Error(`sign-in of ${username} failed: ${callback.location.toString()}`);
  return exchangeSignInCode(gatewayUrl, code, callback.cookie, callback.location.origin);
}

/** A signed-in admin as a browser holds them: the bearer token and the session cookie. */
export type SignedInAdmin = { token: string; sessionCookie: string };

/**
 * Starts the OneDrive connect flow as `admin`'s browser (the start needs its session cookie):
 * Microsoft's authorize URL and the state cookie.
 */
export async function startSandboxOneDriveConnect(gatewayUrl: string, admin: SignedInAdmin): Promise<StartedFlow> {
  const status = await fetch(`${gatewayUrl}/admin/onedrive/status`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  const { authorizeUrl } = (await status.json()) as { authorizeUrl: string };
  if (!authorizeUrl) throw new Error('the gateway has no Microsoft app configured');
  return startFlow(authorizeUrl, admin.sessionCookie);
}

/** Approves on the sandbox Microsoft page; the callback URL Microsoft sends the browser to. */
export function approveAtSandboxMicrosoft(authorize: URL): Promise<URL> {
  const approve = new URL('/common/oauth2/v2.0/authorize/approve', authorize);
  approve.search = authorize.search;
  return followRedirect(approve, 'Microsoft');
}

/** Connects the sandbox OneDrive as `admin`; the shell URL the callback redirects to. */
export async function connectSandboxOneDrive(gatewayUrl: string, admin: SignedInAdmin): Promise<URL> {
  const flow = await startSandboxOneDriveConnect(gatewayUrl, admin);
  return openCallback(await approveAtSandboxMicrosoft(flow.authorize), flow.cookie);
}

/** Follows the provider's approve step to the redirect it answers (our callback). */
async function followRedirect(approve: URL, provider: string): Promise<URL> {
  const response = await fetch(approve, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`sandbox ${provider} did not redirect (${response.status})`);
  return new URL(location);
}
