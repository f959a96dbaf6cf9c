// Loaded lazily (see FeeReportTab): echarts stays out of the dashboard's first chunk.
import { BarChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { buildFeeChartOption } from '../utils/buildFeeChartOption';
import type { FeeChartMonth } from '../utils/feeMonths';

// Bars, axes and the SVG renderer only: the legend and the table beside it carry the figures.
echarts.use([BarChart, GridComponent, SVGRenderer]);

const StyledChart = styled.div`
  width: 100%;
  min-height: 260px;
`;

export type FeeReportChartProps = {
  months: FeeChartMonth[];
};

/** The brokers' shares by month, received, expected and overdue stacked, in the current theme. */
export function FeeReportChart({ months }: FeeReportChartProps) {
  const theme = useTheme();
  const reducedMotion = useMemo(
    () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    [],
  );
  const option = useMemo(() => buildFeeChartOption(months, theme, reducedMotion), [months, theme, reducedMotion]);
  return (
    <StyledChart data-testid="fee-report-chart" aria-hidden="true">
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        opts={{ renderer: 'svg' }}
        style={{ height: 260, width: '100%' }}
      />
    </StyledChart>
  );
}
