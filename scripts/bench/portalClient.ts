/**
 * The bench talks to the gateway over HTTP like any caller: it signs in through the sandbox
 * Discord's authorize page and connects the sandbox OneDrive through the admin's real flow.
 */

export type SignedIn = { token: string; userId: string; username: string };

export async function signIn(gatewayUrl: string, username: string): Promise<SignedIn> {
  const config = (await (await fetch(`${gatewayUrl}/config`)).json()) as { discordAuthorizeUrl: string };
  const authorize = new URL(config.discordAuthorizeUrl);
  const approve = new URL('/oauth2/authorize/approve', authorize);
  approve.search = authorize.search;
  approve.searchParams.set('username', username);
  const toCallback = await fetch(approve, { redirect: 'manual' });
  const callback = toCallback.headers.get('location');
  if (!callback) throw new Error(`sandbox Discord did not redirect (${toCallback.status})`);
  const toShell = await fetch(callback, { redirect: 'manual' });
  const shell = new URL(toShell.headers.get('location') ?? '', 'http://shell.invalid');
  const token = shell.searchParams.get('token');
  const user = shell.searchParams.get('user');
  if (!token || !user) throw new Error(`sign-in of ${username} failed: ${shell.toString()}`);
  return { token, userId: (JSON.parse(user) as { id: string }).id, username };
}

/** Admin → OneDrive status → the sandbox's authorize page → our callback. */
export async function connectOneDrive(gatewayUrl: string, adminToken: string): Promise<void> {
  const status = await fetch(`${gatewayUrl}/admin/onedrive/status`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const { authorizeUrl } = (await status.json()) as { authorizeUrl: string };
  if (!authorizeUrl) throw new Error('the gateway has no Microsoft app configured');
  const authorize = new URL(authorizeUrl);
  const approve = new URL('/common/oauth2/v2.0/authorize/approve', authorize);
  approve.search = authorize.search;
  const toCallback = await fetch(approve, { redirect: 'manual' });
  const callback = toCallback.headers.get('location');
  if (!callback) throw new Error(`sandbox Microsoft did not redirect (${toCallback.status})`);
  const back = new URL(
    (await fetch(callback, { redirect: 'manual' })).headers.get('location') ?? '',
    'http://shell.invalid',
  );
  if (back.searchParams.get('onedrive') !== 'success')
    throw new Error(`OneDrive connection failed: ${back.toString()}`);
}

/** POST /documents/upload as the browser's FormData sends it; resolves with the status and body. */
export async function uploadDocument(
  gatewayUrl: string,
  token: string,
  input: { dealId: string; fileName: string; content: Buffer },
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.append('dealId', input.dealId);
  form.append('tags', '[]');
  form.append('file', new Blob([input.content]), input.fileName);
  const response = await fetch(`${gatewayUrl}/documents/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}
