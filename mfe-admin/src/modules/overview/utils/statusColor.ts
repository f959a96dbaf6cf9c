import type { DefaultTheme } from 'styled-components';

/**
 * The badge colour of a deal status (docs/product.md#deal-statuses) in the current theme; other
 * statuses take the chart palette in turn so that slices stay distinguishable.
 */
export function statusColor(theme: DefaultTheme, status: string, index: number): string {
  const known: Record<string, string> = {
    Open: theme.colors.status.open,
    'Under Review': theme.colors.status.underReview,
    'In Underwriting': theme.colors.status.inUnderwriting,
    'LOE Sent': theme.colors.status.loeSent,
    Closed: theme.colors.status.closed,
  };
  return known[status] ?? theme.colors.chart[index % theme.colors.chart.length] ?? theme.colors.status.neutral;
}
