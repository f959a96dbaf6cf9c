import type { DefaultTheme } from 'styled-components';
import { monthLabel, type FeeChartMonth } from './feeMonths';
import { formatFeeMoney } from './formatFeeMoney';

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

/** Stacked bars of the brokers' shares by month, in the theme's colours; no motion when reduced motion is asked for. */
export function buildFeeChartOption(months: FeeChartMonth[], theme: DefaultTheme, reducedMotion = false) {
  return {
    backgroundColor: 'transparent',
    animation: !reducedMotion,
    animationDuration: 300,
    grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: months.map((month) => monthLabel(month.month)),
      axisLabel: { color: theme.colors.textMuted },
      axisLine: { lineStyle: { color: theme.colors.border } },
    },
    yAxis: {
      type: 'value',
      axisLabel: { color: theme.colors.textMuted, formatter: (value: number) => formatFeeMoney(value) },
      splitLine: { lineStyle: { color: theme.colors.border } },
    },
    series: FEE_CHART_PARTS.map(({ key, name }) => ({
      name,
      type: 'bar',
      stack: 'shares',
      barMaxWidth: 40,
      itemStyle: { color: feePartColor(theme, key) },
      data: months.map((month) => month[key]),
    })),
  };
}
