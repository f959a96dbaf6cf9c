import type { Deal, DealsSummary, FigureRow } from '@portal/contracts';
import { normalizeStage } from '../../stages/utils/normalizeStage';
import { DASHBOARD_STAGES, NO_STAGE } from '../../stages/utils/pipelineStages';
import { chartRows, computeDealAnalytics, type DealAnalytics } from './computeDealAnalytics';

/** Rows merged by display name (two stored names may show as one), most first, `order` first of all. */
function chart(rows: readonly FigureRow[], label: (name: string | null) => string, order: readonly string[] = []) {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(label(row.name), (counts.get(label(row.name)) ?? 0) + row.count);
  return chartRows(counts, order);
}

const orUnknown = (name: string | null) => name?.trim() || 'Unknown';

/**
 * The dashboard's figures (docs/product.md#analytics-dashboard) from the gateway's summary, and its
 * recent activity from the newest deals of the list already on the page (its first page is newest
 * first).
 */
export function summaryAnalytics(summary: DealsSummary, newestDeals: readonly Deal[], now: Date): DealAnalytics {
  return {
    totalLoanVolume: summary.totalLoanAmount,
    totalDeals: summary.total,
    activeDeals: summary.active,
    averageLoanAmount: summary.total > 0 ? summary.totalLoanAmount / summary.total : 0,
    dealsByStage: chart(summary.byStage, (name) => normalizeStage(name) ?? NO_STAGE, DASHBOARD_STAGES),
    propertyTypes: chart(summary.byPropertyType, orUnknown),
    dealTypes: chart(summary.byDealType, orUnknown),
    recentActivity: computeDealAnalytics(newestDeals, now).recentActivity,
  };
}
