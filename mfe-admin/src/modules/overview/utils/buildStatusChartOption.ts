import type { DefaultTheme } from 'styled-components';
import type { DealStatusEntry } from './dealStatusEntries';
import { statusColor } from './statusColor';

/**
 * The echarts option of the Deal Status Breakdown: a doughnut in the theme's colours. The list beside
 * it is the legend (swatches and numbers), so the slices carry no labels; motion is short, and off
 * for people who ask for reduced motion.
 */
export function buildStatusChartOption(entries: DealStatusEntry[], theme: DefaultTheme, reducedMotion = false) {
  return {
    backgroundColor: 'transparent',
    animation: !reducedMotion,
    animationDuration: 300,
    series: [
      {
        name: 'Deal status',
        type: 'pie',
        radius: ['45%', '75%'],
        avoidLabelOverlap: true,
        itemStyle: { borderColor: theme.colors.surface, borderWidth: 2 },
        label: { show: false },
        labelLine: { show: false },
        emphasis: { scale: true, scaleSize: 4 },
        data: entries.map((entry, index) => ({
          name: entry.status,
          value: entry.count,
          itemStyle: { color: statusColor(theme, entry.status, index) },
        })),
      },
    ],
  };
}
