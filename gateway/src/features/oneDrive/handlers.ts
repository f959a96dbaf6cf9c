import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import { SESSION_COOKIE } from '../auth/handlers';
import { readCookie, authCookie } from '../auth/oauthStates';
import { STATE_TTL_MS, type OneDriveService } from './service';

/** The cookie holding the connect flow's state in the admin's browser (sent back only to our callback). */
export const ONEDRIVE_STATE_COOKIE = 'portal_onedrive_state';
const COOKIE_PATH = '/auth/onedrive';

export type OneDriveHandlerDeps = {
  oneDrive: OneDriveService;
  shellUrl: string;
  /** Mark cookies Secure (the gateway is served over https). */
  secureCookies: boolean;
  /** The user of the live session a browser's session cookie names, or null. */
  sessionUserOf: (sessionCookie: string | undefined) => Promise<string | null>;
  /** The path the public API URL puts before ours (`/api` behind the proxy), so the browser sends the cookie back. */
  publicApiPath?: string;
};

/** The OneDrive connection: status, connect with a code, and the browser flow through Microsoft. */
export function createOneDriveHandlers({
  oneDrive,
  shellUrl,
  secureCookies,
  sessionUserOf,
  publicApiPath = '',
}: OneDriveHandlerDeps) {
  const toAdmin = (params: Record<string, string>) => {
    const url = new URL('/admin', shellUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  };
  const cookie = (value: string, maxAgeSeconds: number) =>
    authCookie(ONEDRIVE_STATE_COOKIE, value, {
      path: `${publicApiPath}${COOKIE_PATH}`,
      maxAgeSeconds,
      secure: secureCookies,
    });

  return {
    async getOneDriveStatus(_request, { user }) {
      return { status: 200, body: await oneDrive.status(user.id) };
    },

    async connectOneDrive({ body }, { user }) {
      const result = await oneDrive.connect(body.code, user.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async startOneDriveConnect({ query }, { rawRequest }) {
      // The admin's browser sends its session cookie (SameSite=Strict, path /auth) on this same-site navigation.
      const sessionUser = await sessionUserOf(readCookie(rawRequest.headers.cookie, SESSION_COOKIE));
      const authorizeUrl = oneDrive.startConnect(query.state, sessionUser);
      if (!authorizeUrl) {
        return {
          status: 302,
          headers: {
            Location: toAdmin({
              onedrive: 'error',
              message: 'This OneDrive connection request is invalid. Please start again from the admin page.',
            }),
            'Set-Cookie': cookie('', 0),
          },
        };
      }
      return {
        status: 302,
        headers: { Location: authorizeUrl, 'Set-Cookie': cookie(query.state, Math.floor(STATE_TTL_MS / 1000)) },
      };
    },

    async oneDriveCallback({ query }, { log, rawRequest }) {
      const bound = readCookie(rawRequest.headers.cookie, ONEDRIVE_STATE_COOKIE);
      const outcome = await oneDrive.completeCallback(query, bound);
      if (outcome.onedrive === 'error') log.warn({ reason: outcome.message }, 'OneDrive connection failed');
      // The state is spent either way: the cookie goes too.
      return { status: 302, headers: { Location: toAdmin(outcome), 'Set-Cookie': cookie('', 0) } };
    },
  } satisfies Pick<StrictServer, 'getOneDriveStatus' | 'connectOneDrive' | 'startOneDriveConnect' | 'oneDriveCallback'>;
}
