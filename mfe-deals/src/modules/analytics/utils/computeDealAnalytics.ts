import type { Deal } from '@portal/contracts';
import { isAfter, isValid, parseISO, subDays } from 'date-fns';
import { dealDisplayFields } from '../../deals/utils/dealDisplayFields';
import { dealDisplayName } from '../../deals/utils/dealDisplayName';
import { dealLoanAmount } from '../../deals/utils/dealLoanAmount';
import { isActiveDeal } from '../../deals/utils/isActiveDeal';
import { displayStage } from '../../stages/utils/displayStage';
import { normalizeStage } from '../../stages/utils/normalizeStage';
import { DASHBOARD_STAGES, NO_STAGE } from '../../stages/utils/pipelineStages';

/** docs/product.md#limits: recent activity covers 30 days and shows at most 5 deals. */
export const RECENT_ACTIVITY_DAYS = 30;
export const RECENT_ACTIVITY_LIMIT = 5;

export type ChartDatum = { name: string; value: number };

export type RecentActivityItem = {
  id: string;
  name: string;
  stage: string;
  amount: number;
  createdAt: string;
};

export type DealAnalytics = {
  /** Sum of the loan amounts; unparseable amounts count as 0 (docs/product.md#loan-amounts). */
  totalLoanVolume: number;
  totalDeals: number;
  /** Deals whose status is not 'Closed'. */
  activeDeals: number;
  /** Total loan volume over the number of deals (0 without deals). */
  averageLoanAmount: number;
  dealsByStage: ChartDatum[];
  propertyTypes: ChartDatum[];
  dealTypes: ChartDatum[];
  recentActivity: RecentActivityItem[];
};

/** A chart's rows from counts by name: the names of `order` first (in that order), then most first, then by name. */
export function chartRows(counts: ReadonlyMap<string, number>, order: readonly string[] = []): ChartDatum[] {
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index < 0 ? order.length : index;
  };
  return [...counts]
    .map(([name, value]) => ({ name, value }))
    .sort((a, b) => rank(a.name) - rank(b.name) || b.value - a.value || a.name.localeCompare(b.name));
}

function countBy(values: readonly string[], order: readonly string[] = []): ChartDatum[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return chartRows(counts, order);
}

/**
 * The figures of the analytics dashboard (docs/product.md#analytics-dashboard) from the deals on
 * screen.
 */
export function computeDealAnalytics(deals: readonly Deal[], now: Date): DealAnalytics {
  const amounts = deals.map((deal) => dealLoanAmount(deal) ?? 0);
  const totalLoanVolume = amounts.reduce((sum, amount) => sum + amount, 0);
  const since = subDays(now, RECENT_ACTIVITY_DAYS);
  const recent = deals
    .map((deal) => ({ deal, created: parseISO(deal.createdAt) }))
    .filter(({ created }) => isValid(created) && isAfter(created, since) && !isAfter(created, now))
    .sort((a, b) => b.created.getTime() - a.created.getTime())
    .slice(0, RECENT_ACTIVITY_LIMIT);
  return {
    totalLoanVolume,
    totalDeals: deals.length,
    activeDeals: deals.filter(isActiveDeal).length,
    averageLoanAmount: deals.length > 0 ? totalLoanVolume / deals.length : 0,
    dealsByStage: countBy(
      deals.map((deal) => normalizeStage(deal.stage) ?? NO_STAGE),
      DASHBOARD_STAGES,
    ),
    propertyTypes: countBy(deals.map((deal) => dealDisplayFields(deal).propertyType ?? 'Unknown')),
    dealTypes: countBy(deals.map((deal) => dealDisplayFields(deal).dealType ?? 'Unknown')),
    recentActivity: recent.map(({ deal }) => ({
      id: deal.id,
      name: dealDisplayName(deal),
      stage: displayStage(deal.stage),
      amount: dealLoanAmount(deal) ?? 0,
      createdAt: deal.createdAt,
    })),
  };
}
