import type { GhlDeleteOutcome } from '@portal/contracts';
import { ok, type DomainError, type Result } from '../../http/errors';
import type { CursorCodec, CursorScope, Page, PageRequest } from '../../http/paging';
import { DEAL_DELETED_RUN } from './push';
import type { KeptOutcome, SyncOutcomeRepository } from './repository';

const SCOPE: CursorScope = { list: 'admin/ghl/delete-outcomes', filter: {} };

function toDeleteOutcomeDto(row: KeptOutcome): GhlDeleteOutcome {
  return {
    id: row._id,
    // Rows recorded before the deal number was kept name the deal by its internal id.
    dealId: row.dealNumber ?? row.dealId,
    opportunityId: row.opportunityId ?? null,
    policy: row.policy ?? null,
    state: row.state,
    action: row.action ?? null,
    error: row.error ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the delete policy did to the opportunities of deleted deals, for the admins' GHL settings. */
export function createGhlDeleteOutcomes(deps: { outcomes: SyncOutcomeRepository; cursors: CursorCodec }) {
  return {
    /** A page of delete-policy outcomes, newest first; 400 'Invalid cursor' for a foreign or altered cursor. */
    async list(request: PageRequest): Promise<Result<Page<GhlDeleteOutcome>, DomainError<'validation'>>> {
      const position = deps.cursors.position(SCOPE, request);
      if (!position.ok) return position;
      const { rows, total } = await deps.outcomes.pageOfRun(DEAL_DELETED_RUN, position.value);
      return ok(deps.cursors.page(SCOPE, position.value, rows, total, toDeleteOutcomeDto));
    },
  };
}

export type GhlDeleteOutcomes = ReturnType<typeof createGhlDeleteOutcomes>;
