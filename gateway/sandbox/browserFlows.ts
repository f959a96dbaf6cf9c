/**
 * The sandbox sign-in flows as a browser walks them, for tests and the bench: the gateway's
 * authorize URL → the sandbox provider's approve step → our callback → the redirect it answers.
 */

/** Signs `username` in through the sandbox Discord; the token and user the gateway hands the shell. */
export async function signInThroughSandboxDiscord(
  gatewayUrl: string,
  username: string,
): Promise<{ token: string; user: Record<string, unknown> & { id: string } }> {
  const config = (await (await fetch(`${gatewayUrl}/config`)).json()) as { discordAuthorizeUrl: string };
  const authorize = new URL(config.discordAuthorizeUrl);
  const approve = new URL('/oauth2/authorize/approve', authorize);
  approve.search = authorize.search;
  approve.searchParams.set('username', username);
  const shell = await followToShell(approve, 'Discord');
  const token = shell.searchParams.get('token');
  const user = shell.searchParams.get('user');
  if (!token || !user) throw new Error(`sign-in of ${username} failed: ${shell.toString()}`);
  return { token, user: JSON.parse(user) as Record<string, unknown> & { id: string } };
}

/** Connects the sandbox OneDrive as `adminToken`'s admin; the shell URL the callback redirects to. */
export async function connectSandboxOneDrive(gatewayUrl: string, adminToken: string): Promise<URL> {
  const status = await fetch(`${gatewayUrl}/admin/onedrive/status`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const { authorizeUrl } = (await status.json()) as { authorizeUrl: string };
  if (!authorizeUrl) throw new Error('the gateway has no Microsoft app configured');
  const authorize = new URL(authorizeUrl);
  const approve = new URL('/common/oauth2/v2.0/authorize/approve', authorize);
  approve.search = authorize.search;
  return followToShell(approve, 'Microsoft');
}

/** Approves at the provider, follows its redirect to our callback and returns where that sends the browser. */
async function followToShell(approve: URL, provider: string): Promise<URL> {
  const toCallback = await fetch(approve, { redirect: 'manual' });
  const callback = toCallback.headers.get('location');
  if (!callback) throw new Error(`sandbox ${provider} did not redirect (${toCallback.status})`);
  const toShell = await fetch(callback, { redirect: 'manual' });
  return new URL(toShell.headers.get('location') ?? '', 'http://shell.invalid');
}
