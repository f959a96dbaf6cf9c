import { lazy, Suspense, useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { StyledCard } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { dealStatusEntries } from '../utils/dealStatusEntries';
import { statusColor } from '../utils/statusColor';

const DealStatusChart = lazy(() => import('./DealStatusChart').then((module) => ({ default: module.DealStatusChart })));

const StyledBody = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin: 0;
  dt {
    display: contents;
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;

const StyledSwatch = styled.span<{ $color: string }>`
  width: 12px;
  height: 12px;
  border-radius: 3px;
  background: ${({ $color }) => $color};
`;

const StyledChartFallback = styled.div`
  min-height: 240px;
`;

export type DealStatusBreakdownProps = {
  byStatus: Record<string, number>;
};

/** Deal Status Breakdown: the doughnut chart beside the exact numbers (which screen readers read). */
export function DealStatusBreakdown({ byStatus }: DealStatusBreakdownProps) {
  const theme = useTheme();
  const entries = useMemo(() => dealStatusEntries(byStatus), [byStatus]);
  return (
    <StyledCard aria-labelledby="deal-status-breakdown-title">
      <h2 id="deal-status-breakdown-title">Deal Status Breakdown</h2>
      {entries.length === 0 ? (
        <EmptyState title="No deals yet">The breakdown appears once members create or import deals.</EmptyState>
      ) : (
        <StyledBody>
          <Suspense fallback={<StyledChartFallback aria-hidden="true" />}>
            <DealStatusChart entries={entries} />
          </Suspense>
          <StyledList aria-label="Deals by status">
            {entries.map((entry, index) => (
              <div key={entry.status} style={{ display: 'contents' }}>
                <dt>
                  <StyledSwatch $color={statusColor(theme, entry.status, index)} aria-hidden="true" />
                  <span>{entry.status}</span>
                </dt>
                <dd>{entry.count}</dd>
              </div>
            ))}
          </StyledList>
        </StyledBody>
      )}
    </StyledCard>
  );
}
