import { lazy, Suspense, useId, useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { StyledVisuallyHidden } from '@portal/web-kit/ui/VisuallyHidden';
import { buildChartOption, type ChartKind } from '../utils/buildChartOption';
import type { ChartDatum } from '../utils/computeDealAnalytics';
import { ChartErrorBoundary } from './ChartErrorBoundary';
import { StyledPanel, StyledPanelTitle } from './panelStyles';

const EChart = lazy(() => import('./EChart'));

const CHART_HEIGHT = 200;

const StyledChartArea = styled.div`
  position: relative;
  min-height: ${CHART_HEIGHT}px;
`;

const StyledPlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${CHART_HEIGHT}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type ChartPanelProps = {
  title: string;
  kind: ChartKind;
  data: readonly ChartDatum[];
  /** How a figure reads in the text alternative (money, counts); the plain number by default. */
  formatValue?: (value: number) => string;
};

/** A dashboard panel with an ECharts chart (loaded lazily, in the theme's colours) and the same figures as text for assistive technology. */
export function ChartPanel({ title, kind, data, formatValue = String }: ChartPanelProps) {
  const theme = useTheme();
  const titleId = useId();
  const option = useMemo(() => buildChartOption(kind, data, theme), [kind, data, theme]);
  const placeholder = <StyledPlaceholder aria-hidden="true">Loading chart…</StyledPlaceholder>;
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>{title}</StyledPanelTitle>
      {data.length === 0 ? (
        <StyledPlaceholder>No data</StyledPlaceholder>
      ) : (
        <>
          <StyledChartArea aria-hidden="true">
            <ChartErrorBoundary fallback={null}>
              <Suspense fallback={placeholder}>
                <EChart option={option} height={CHART_HEIGHT} />
              </Suspense>
            </ChartErrorBoundary>
          </StyledChartArea>
          <StyledVisuallyHidden as="ul" aria-label={`${title} figures`}>
            {data.map((datum) => (
              <li key={datum.name}>
                {datum.name}: {formatValue(datum.value)}
              </li>
            ))}
          </StyledVisuallyHidden>
        </>
      )}
    </StyledPanel>
  );
}
