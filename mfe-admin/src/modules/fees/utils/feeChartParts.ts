import type { DefaultTheme } from 'styled-components';

/** The three parts of a month's bar, bottom to top, with their legend names. */
export const FEE_CHART_PARTS = [
  { key: 'received', name: 'Received' },
  { key: 'expected', name: 'Expected' },
  { key: 'overdue', name: 'Overdue' },
] as const;

/** The colour of each part in the theme (the legend beside the chart uses the same). */
export function feePartColor(theme: DefaultTheme, key: (typeof FEE_CHART_PARTS)[number]['key']): string {
  return key === 'received' ? theme.colors.success : key === 'overdue' ? theme.colors.danger : theme.colors.primary;
}
