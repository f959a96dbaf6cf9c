import { AsyncLocalStorage } from 'node:async_hooks';
import type { ActivitySource } from '@portal/contracts';
import type { AuthUser } from '../http/context';

/**
 * Who is acting and through what, for write paths that record it (the deal timeline and the
 * notifications): a request's signed-in user, or the source of background work (GHL webhook,
 * sync, import, reconciliation).
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

/** Runs `work` with no acting context: a job is nobody's request, whoever happened to queue it. */
export function actingAsNobody<T>(work: () => T): T {
  return storage.run({}, work);
}

/** The acting context of the current call (empty for background work that set none). */
export function currentActing(): ActingContext {
  return storage.getStore() ?? {};
}
