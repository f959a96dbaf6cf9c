/** A status and how many deals have it. */
export type DealStatusEntry = { status: string; count: number };

/**
 * The statuses of docs/product.md#deal-statuses in their usual order; others follow alphabetically.
 */
const KNOWN_ORDER = ['Open', 'Under Review', 'In Underwriting', 'LOE Sent', 'Closed'];

/** `deals.byStatus` as a list in display order, without empty statuses. */
export function dealStatusEntries(byStatus: Record<string, number>): DealStatusEntry[] {
  const rank = (status: string) => {
    const index = KNOWN_ORDER.indexOf(status);
    return index === -1 ? KNOWN_ORDER.length : index;
  };
  return Object.entries(byStatus)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => rank(a.status) - rank(b.status) || a.status.localeCompare(b.status));
}
