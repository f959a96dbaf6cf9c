import type { DealsSummary as DealsSummaryResponse } from '@portal/contracts';

/**
 * The statuses of docs/product.md#deal-statuses in the order members follow them; others are listed
 * after.
 */
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
  /** Deals whose status is not 'Closed' (docs/product.md#deal-statuses). */
  active: number;
  byStatus: StatusCount[];
  recentStageChanges: RecentStageChange[];
};

/** The gateway's figures (GET /deals/summary) as the home page lists them: known statuses first. */
export function summarizeDeals(summary: DealsSummaryResponse): DealsSummary {
  const counts = new Map<string, number>(KNOWN_STATUSES.map((status) => [status, 0]));
  for (const [status, count] of Object.entries(summary.byStatus)) counts.set(status, (counts.get(status) ?? 0) + count);
  return {
    total: summary.total,
    active: summary.active,
    byStatus: Array.from(counts, ([status, count]) => ({ status, count })),
    recentStageChanges: summary.recentStageChanges.map((change, index) => ({
      dealKey: `${change.id}:${index}`,
      dealId: change.dealId,
      dealName: change.dealName,
      from: change.from,
      to: change.to,
      at: change.at,
    })),
  };
}
