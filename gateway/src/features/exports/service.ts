import type { Readable } from 'node:stream';
import type { DealCreator } from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import { toDealCreator, toDealDto } from '../deals/dto';
import type { DealRecord } from '../deals/model';
import type { DealFilter, DealRepository } from '../deals/repository';
import type { AdminDealQuery } from '../deals/service';
import { toUserDto } from '../users/dto';
import type { UserRecord } from '../users/model';
import type { UserRepository } from '../users/repository';
import { csvStream } from './csv';

const DAY_MS = 24 * 3600 * 1000;

/** The columns of the admin's deal view (Deal with createdByUser), in the contract's order. */
export const DEAL_COLUMNS = Object.keys(
  toDealDto({ createdAt: new Date(0), updatedAt: new Date(0) } as DealRecord, null),
) as readonly string[];
/** The columns of User, in the contract's order. */
export const USER_COLUMNS = Object.keys(
  toUserDto({ createdAt: new Date(0), lastLoginAt: null } as unknown as UserRecord),
) as readonly string[];

export type CsvExport = { total: number; fileName: string; stream: Readable };

/** The admin's filters as a deal filter (the same rules as GET /admin/deals). */
function dealFilterOf(query: AdminDealQuery): Result<DealFilter, DomainError<'validation'>> {
  const filter: DealFilter = {};
  if (query.userId) filter.userId = query.userId;
  if (query.status) filter.status = query.status;
  if (query.propertyType) filter.propertyType = query.propertyType;
  // Calendar days in UTC, both ends inclusive.
  if (query.startDate) filter.createdFrom = new Date(`${query.startDate}T00:00:00.000Z`);
  if (query.endDate) filter.createdBefore = new Date(new Date(`${query.endDate}T00:00:00.000Z`).getTime() + DAY_MS);
  if (filter.createdFrom && filter.createdBefore && filter.createdFrom >= filter.createdBefore) {
    return fail('validation', 'Start Date must be on or before End Date', [
      { field: 'query.startDate', message: 'Start Date must be on or before End Date' },
    ]);
  }
  return ok(filter);
}

/**
 * EXPORT DEALS and EXPORT USERS: the rows are counted first (for the client's progress bar), then
 * streamed as CSV from one database cursor; never loaded at once, never re-queried per page.
 */
export function createExportService(deps: { deals: DealRepository; users: UserRepository; clock: Clock }) {
  const fileName = (kind: 'deals' | 'users') => `${kind}-${deps.clock.now().toISOString().slice(0, 10)}.csv`;

  return {
    async exportDeals(query: AdminDealQuery): Promise<Result<CsvExport, DomainError<'validation'>>> {
      const filter = dealFilterOf(query);
      if (!filter.ok) return filter;
      // Creators once, up front (users are few next to deals): no lookup per row.
      const creators = new Map<string, DealCreator>();
      for await (const user of deps.users.stream()) creators.set(user._id, toDealCreator(user));
      const total = await deps.deals.count(filter.value);
      const stream = csvStream(DEAL_COLUMNS, deps.deals.stream(filter.value), (deal) =>
        toDealDto(deal, creators.get(deal.userId) ?? null),
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
