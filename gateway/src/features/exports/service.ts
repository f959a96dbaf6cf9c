import type { Readable } from 'node:stream';
import type { DealCreator } from '@portal/contracts';
import { ok, type DomainError, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import { toDealCreator, toDealDto } from '../deals/dto';
import { DEFAULT_THRESHOLDS, type StaleView } from '../staleDeals/staleness';
import type { DealRecord } from '../deals/model';
import type { DealRepository } from '../deals/repository';
import { adminDealFilter, type AdminDealQuery } from '../deals/service';
import { toUserDto } from '../users/dto';
import type { UserRecord } from '../users/model';
import type { UserRepository } from '../users/repository';
import { csvStream } from './csv';

/** The columns of the admin's deal view (Deal with createdByUser), in the contract's order. */
export const DEAL_COLUMNS = Object.keys(
  toDealDto(
    { createdAt: new Date(0), updatedAt: new Date(0) } as DealRecord,
    { now: new Date(0), thresholds: DEFAULT_THRESHOLDS },
    null,
  ),
) as readonly string[];
/** The columns of User, in the contract's order. */
export const USER_COLUMNS = Object.keys(
  toUserDto({ createdAt: new Date(0), lastLoginAt: null } as unknown as UserRecord),
) as readonly string[];

export type CsvExport = { total: number; fileName: string; stream: Readable };

/**
 * EXPORT DEALS and EXPORT USERS: the rows are counted first (for the client's progress bar), then
 * streamed as CSV from one database cursor; never loaded at once, never re-queried per page.
 */
export function createExportService(deps: {
  deals: DealRepository;
  users: UserRepository;
  clock: Clock;
  /** Days in stage and staleness as of the export (staleDeals/service.ts). */
  staleView: () => Promise<StaleView>;
}) {
  const fileName = (kind: 'deals' | 'users') => `${kind}-${deps.clock.now().toISOString().slice(0, 10)}.csv`;

  return {
    async exportDeals(query: AdminDealQuery): Promise<Result<CsvExport, DomainError<'validation'>>> {
      const filter = adminDealFilter(query);
      if (!filter.ok) return filter;
      // Creators once, up front (users are few next to deals): no lookup per row.
      const creators = new Map<string, DealCreator>();
      for await (const user of deps.users.stream()) creators.set(user._id, toDealCreator(user));
      const total = await deps.deals.count(filter.value);
      const view = await deps.staleView();
      const stream = csvStream(DEAL_COLUMNS, deps.deals.stream(filter.value), (deal) =>
        toDealDto(deal, view, creators.get(deal.userId) ?? null),
      );
      return ok({ total, fileName: fileName('deals'), stream });
    },

    async exportUsers(): Promise<CsvExport> {
      const total = await deps.users.count();
      return { total, fileName: fileName('users'), stream: csvStream(USER_COLUMNS, deps.users.stream(), toUserDto) };
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
