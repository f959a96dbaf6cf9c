import type { Deal, StageChange } from '@portal/contracts';
import { dealDisplayName } from './dealDisplayName';

/** The statuses of spec §4 in the order members follow them; others are listed after. */
export const KNOWN_STATUSES = ['Open', 'Under Review', 'In Underwriting', 'LOE Sent', 'Closed'] as const;

export type StatusCount = { status: string; count: number };

export type RecentStageChange = {
  dealKey: string;
  dealId: string;
  dealName: string;
  from: string | null;
  to: string | null;
  at: string;
};

export type DealsSummary = {
  total: number;
  /** Deals whose status is not 'Closed' (spec §4). */
  active: number;
  byStatus: StatusCount[];
  recentStageChanges: RecentStageChange[];
};

const RECENT_STAGE_CHANGES = 5;

/** Counts by status and the latest stage changes of a member's deals. */
export function summarizeDeals(deals: readonly Deal[]): DealsSummary {
  const counts = new Map<string, number>(KNOWN_STATUSES.map((status) => [status, 0]));
  for (const deal of deals) {
    const status = deal.status?.trim() || 'Open';
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const changes: RecentStageChange[] = deals.flatMap((deal) =>
    (deal.stageHistory ?? []).map((change: StageChange, index) => ({
      dealKey: `${deal.id}:${index}`,
      dealId: deal.dealId,
      dealName: dealDisplayName(deal),
      from: change.from,
      to: change.to,
      at: change.at,
    })),
  );
  changes.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return {
    total: deals.length,
    active: deals.filter((deal) => (deal.status?.trim() || 'Open') !== 'Closed').length,
    byStatus: Array.from(counts, ([status, count]) => ({ status, count })),
    recentStageChanges: changes.slice(0, RECENT_STAGE_CHANGES),
  };
}
