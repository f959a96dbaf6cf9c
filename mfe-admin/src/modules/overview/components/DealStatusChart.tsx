// Loaded lazily (see DealStatusBreakdown): echarts stays out of the dashboard's first chunk.
import { PieChart } from 'echarts/charts';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { buildStatusChartOption } from '../utils/buildStatusChartOption';
import type { DealStatusEntry } from '../utils/dealStatusEntries';

// Only the doughnut and the SVG renderer (tree-shaken): the labels carry the values, and the
// numbers beside the chart are what assistive technology reads, so no tooltip or aria component.
echarts.use([PieChart, SVGRenderer]);

const StyledChart = styled.div`
  width: 100%;
  min-height: 240px;
`;

export type DealStatusChartProps = {
  entries: DealStatusEntry[];
};

/** The doughnut of deals by status, redrawn in the current theme. */
export function DealStatusChart({ entries }: DealStatusChartProps) {
  const theme = useTheme();
  const reducedMotion = useMemo(
    () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    [],
  );
  const option = useMemo(() => buildStatusChartOption(entries, theme, reducedMotion), [entries, theme, reducedMotion]);
  return (
    <StyledChart data-testid="deal-status-chart" aria-hidden="true">
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        opts={{ renderer: 'svg' }}
        style={{ height: 240, width: '100%' }}
      />
    </StyledChart>
  );
}
