import { AsyncLocalStorage } from 'node:async_hooks';
import type { ActivitySource } from '@portal/contracts';
import type { AuthUser } from '../../http/context';

/**
 * Who is acting and through what, for the write paths that record timeline entries and
 * notifications. The deal, document and user repositories report every write without knowing the
 * caller, so the caller is carried alongside the call: each handler runs with its signed-in user,
 * and background work (GHL webhook, sync, import, reconciliation) names its source.
 */
export type ActingContext = {
  user?: AuthUser;
  /** Set by paths that are not a person in the portal (GHL, imports, jobs). */
  source?: ActivitySource;
  /** An admin's GHL sync (its pushes are recorded as `ghlSynced`). */
  ghlSync?: boolean;
};

const storage = new AsyncLocalStorage<ActingContext>();

/** Runs `work` with `context` added to the acting context around it. */
export function actingAs<T>(context: ActingContext, work: () => T): T {
  return storage.run({ ...storage.getStore(), ...context }, work);
}

/** The acting context of the current call (empty for background work that set none). */
export function currentActing(): ActingContext {
  return storage.getStore() ?? {};
}

/** The timeline source of each operation that is not a person editing in the portal. */
const OPERATION_SOURCES: Record<string, ActivitySource> = {
  ghlWebhook: 'webhook',
  importGhlOpportunity: 'import',
  syncDealsToGhl: 'sync',
};

/** Wraps every handler so that the writes it makes know their actor (and source). */
export function withActingContext<H extends Record<string, unknown>>(handlers: H): H {
  return Object.fromEntries(
    Object.entries(handlers).map(([operationId, handler]) => [
      operationId,
      (request: unknown, context: { user?: AuthUser }) =>
        actingAs(
          {
            ...(context.user ? { user: context.user } : {}),
            ...(OPERATION_SOURCES[operationId] ? { source: OPERATION_SOURCES[operationId] } : {}),
          },
          () => (handler as (request: unknown, context: unknown) => Promise<unknown>)(request, context),
        ),
    ]),
  ) as H;
}
