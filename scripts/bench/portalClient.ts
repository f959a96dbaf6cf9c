/**
 * The bench talks to the gateway over HTTP like any caller: it signs in through the sandbox
 * Discord and connects the sandbox OneDrive through the admin's real flow (gateway/sandbox/browserFlows).
 */
import { connectSandboxOneDrive, signInThroughSandboxDiscord } from '../../gateway/sandbox/browserFlows';

/** A signed-in bench user: the bearer token, and the session cookie a browser would hold. */
export type SignedIn = { token: string; sessionCookie: string; userId: string; username: string };

export async function signIn(gatewayUrl: string, username: string): Promise<SignedIn> {
  const { token, sessionCookie, user } = await signInThroughSandboxDiscord(gatewayUrl, username);
  return { token, sessionCookie, userId: user.id, username };
}

export async function connectOneDrive(gatewayUrl: string, admin: SignedIn): Promise<void> {
  const back = await connectSandboxOneDrive(gatewayUrl, admin);
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
