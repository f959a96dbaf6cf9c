import type { QueryClient } from '@tanstack/react-query';
import { whenUserKnown } from '../../auth/utils/whenUserKnown';

/** The longest the background calls wait for the landing page's first answer once the user is known. */
export const LANDING_REQUEST_WAIT_MS = 5_000;

/** Calls `callback` in the browser's next idle moment (soon, on a busy page). */
function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 1_000 });
  else window.setTimeout(callback, 0);
}

/**
 * When the shell's background calls (the notification bell's unread count and event stream) may
 * start. They are not what a visitor came for, and on a cold start they would compete with the
 * landing page's first request for the gateway, the database and the browser's connections. So:
 * once the user is known, after the landing page's first request has been answered (at most
 * LANDING_REQUEST_WAIT_MS), in the browser's next idle moment. Without such a request, in the
 * first idle moment after the user is known. Never resolves for a visitor who is not signed in.
 */
export function backgroundCallsReady(queryClient: QueryClient, landingRequest: Promise<void> | null): Promise<void> {
  return new Promise((resolve) => {
    whenUserKnown(queryClient, () => {
      const waited = landingRequest
        ? Promise.race([landingRequest, new Promise((done) => window.setTimeout(done, LANDING_REQUEST_WAIT_MS))])
        : Promise.resolve();
      void waited.then(() => whenIdle(resolve));
    });
  });
}
