import type { ActivitySource } from '@portal/contracts';
import type { AuthUser } from '../../http/context';
import { actingAs } from '../../infra/actingContext';

export { actingAs, currentActing, type ActingContext } from '../../infra/actingContext';

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
