import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { OneDriveService } from './service';

/** The OneDrive connection: status, connect with a code, and Microsoft's redirect back. */
export function createOneDriveHandlers({ oneDrive, shellUrl }: { oneDrive: OneDriveService; shellUrl: string }) {
  return {
    async getOneDriveStatus(_request, { user }) {
      return { status: 200, body: await oneDrive.status(user.id) };
    },

    async connectOneDrive({ body }, { user }) {
      const result = await oneDrive.connect(body.code, user.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async oneDriveCallback({ query }, { log }) {
      const outcome = await oneDrive.completeCallback(query);
      if (outcome.onedrive === 'error') log.warn({ reason: outcome.message }, 'OneDrive connection failed');
      const url = new URL('/admin', shellUrl);
      for (const [key, value] of Object.entries(outcome)) url.searchParams.set(key, value);
      return { status: 302, headers: { Location: url.toString() } };
    },
  } satisfies Pick<StrictServer, 'getOneDriveStatus' | 'connectOneDrive' | 'oneDriveCallback'>;
}
