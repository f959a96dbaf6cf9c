import type { PortalTheme } from '@portal/web-kit/theme';
import type { ChartDatum } from './computeDealAnalytics';

export type ChartKind = 'bar' | 'pie';

/** An ECharts option in the theme's colours and fonts (kept free of echarts imports so it stays testable and light). */
export type ChartOption = Record<string, unknown>;

/** The option of a dashboard chart: bars for stages, a doughnut for type shares. */
export function buildChartOption(kind: ChartKind, data: readonly ChartDatum[], theme: PortalTheme): ChartOption {
  const textStyle = { color: theme.colors.text, fontFamily: theme.fonts.body };
  const tooltip = {
    trigger: kind === 'bar' ? 'axis' : 'item',
    backgroundColor: theme.colors.surfaceRaised,
    borderColor: theme.colors.border,
    textStyle,
  };
  if (kind === 'bar') {
    return {
      animation: false,
      color: [...theme.colors.chart],
      textStyle,
      tooltip,
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: data.map((datum) => datum.name),
        axisLabel: { color: theme.colors.textMuted, interval: 0, rotate: data.length > 4 ? 30 : 0 },
        axisLine: { lineStyle: { color: theme.colors.border } },
      },
      yAxis: {
        type: 'value',
        minInterval: 1,
        axisLabel: { color: theme.colors.textMuted },
        splitLine: { lineStyle: { color: theme.colors.border } },
      },
      series: [
        {
          type: 'bar',
          data: data.map((datum, index) => ({
            value: datum.value,
            itemStyle: { color: theme.colors.chart[index % theme.colors.chart.length] },
          })),
          barMaxWidth: 36,
          itemStyle: { borderRadius: [4, 4, 0, 0] },
        },
      ],
    };
  }
  return {
    animation: false,
    color: [...theme.colors.chart],
    textStyle,
    tooltip,
    legend: { bottom: 0, type: 'plain', textStyle: { color: theme.colors.textMuted } },
    series: [
      {
        type: 'pie',
        radius: ['45%', '70%'],
        center: ['50%', '42%'],
        data: data.map((datum) => ({ name: datum.name, value: datum.value })),
        // The legend names the slices; labels would repeat it and collide when there are many.
        label: { show: false },
        itemStyle: { borderColor: theme.colors.surface, borderWidth: 2 },
      },
    ],
  };
}
