// Loaded lazily (React.lazy): echarts stays out of the deals page's first chunks.
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import type { ChartOption } from '../utils/buildChartOption';

echarts.use([BarChart, PieChart, GridComponent, LegendPlainComponent, TooltipComponent, SVGRenderer]);

export type EChartProps = {
  option: ChartOption;
  height: number;
};

/** A tree-shaken ECharts chart (bar and pie, SVG renderer); the option carries the theme. */
export default function EChart({ option, height }: EChartProps) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      notMerge
      lazyUpdate
      opts={{ renderer: 'svg' }}
      style={{ height, width: '100%' }}
    />
  );
}
