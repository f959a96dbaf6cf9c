import styled, { useTheme } from 'styled-components';
import { FEE_CHART_PARTS, feePartColor } from '../utils/feeChartParts';
import { monthLabel, type FeeChartMonth } from '../utils/feeMonths';
import { formatFeeMoney } from '../utils/formatFeeMoney';

// Drawn as plain SVG rather than with echarts: a second echarts feature set in this remote made
// webpack split the Overview's shared chart chunk and pushed the first page over its budget.
const WIDTH = 640;
const HEIGHT = 260;
const AXIS = 72;
const BOTTOM = 24;
const TOP = 12;

const StyledChart = styled.div`
  width: 100%;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  text {
    fill: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

export type FeeReportChartProps = {
  months: FeeChartMonth[];
};

/**
 * The brokers' shares by month, received, expected and overdue stacked bottom to top, in the
 * theme's colours. Hidden from screen readers: the chart as text and the table carry the figures.
 */
export function FeeReportChart({ months }: FeeReportChartProps) {
  const theme = useTheme();
  const totals = months.map((month) => month.received + month.expected + month.overdue);
  const top = Math.max(...totals, 1);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - AXIS) / Math.max(months.length, 1);
  const barWidth = Math.min(40, slot * 0.6);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  return (
    <StyledChart data-testid="fee-report-chart" aria-hidden="true">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} focusable="false">
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line x1={AXIS} x2={WIDTH} y1={y(top * share)} y2={y(top * share)} stroke={theme.colors.border} />
            <text x={AXIS - 6} y={y(top * share) + 4} textAnchor="end">
              {formatFeeMoney(top * share)}
            </text>
          </g>
        ))}
        {months.map((month, index) => {
          const x = AXIS + index * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={month.month}>
              {FEE_CHART_PARTS.map(({ key }) => {
                const value = month[key];
                const rect = (
                  <rect
                    key={key}
                    x={x}
                    width={barWidth}
                    y={y(base + value)}
                    height={Math.max(0, y(base) - y(base + value))}
                    fill={feePartColor(theme, key)}
                  />
                );
                base += value;
                return rect;
              })}
              <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle">
                {monthLabel(month.month)}
              </text>
            </g>
          );
        })}
      </svg>
    </StyledChart>
  );
}
