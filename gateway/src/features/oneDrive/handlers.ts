import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import { readCookie, stateCookie } from '../auth/oauthStates';
import { STATE_TTL_MS, type OneDriveService } from './service';

/** The cookie holding the connect flow's state in the admin's browser (sent back only to our callback). */
export const ONEDRIVE_STATE_COOKIE = 'portal_onedrive_state';
const COOKIE_PATH = '/auth/onedrive';

export type OneDriveHandlerDeps = {
  oneDrive: OneDriveService;
  shellUrl: string;
  /** Mark cookies Secure (the gateway is served over https). */
  secureCookies: boolean;
};

/** The OneDrive connection: status, connect with a code, and the browser flow through Microsoft. */
export function createOneDriveHandlers({ oneDrive, shellUrl, secureCookies }: OneDriveHandlerDeps) {
  const toAdmin = (params: Record<string, string>) => {
    const url = new URL('/admin', shellUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  };
  const cookie = (value: string, maxAgeSeconds: number) =>
    stateCookie(ONEDRIVE_STATE_COOKIE, value, { path: COOKIE_PATH, maxAgeSeconds, secure: secureCookies });

  return {
    async getOneDriveStatus(_request, { user }) {
      return { status: 200, body: await oneDrive.status(user.id) };
    },

    async connectOneDrive({ body }, { user }) {
      const result = await oneDrive.connect(body.code, user.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async startOneDriveConnect({ query }) {
      const authorizeUrl = oneDrive.startConnect(query.state);
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
