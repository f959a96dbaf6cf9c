import { formatDashboardMoney } from '@portal/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { formatDate } from '@portal/web-kit/format/formatDate';
import { StageBadge } from '../../stages/components/StageBadge';
import type { RecentActivityItem } from '../utils/computeDealAnalytics';
import { StyledPanel, StyledPanelTitle } from './panelStyles';

const StyledWidePanel = styled(StyledPanel)`
  grid-column: span 2;
  @media (max-width: 959px) {
    grid-column: auto;
  }
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const StyledName = styled.span`
  overflow: hidden;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledMeta = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledAmount = styled.span`
  font-weight: 700;
  text-align: right;
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.12em;
  text-align: center;
`;

export type RecentActivityProps = { items: readonly RecentActivityItem[] };

/**
 * Up to 5 deals created in the last 30 days: name, stage, amount and date
 * (docs/product.md#analytics-dashboard).
 */
export function RecentActivity({ items }: RecentActivityProps) {
  const titleId = useId();
  return (
    <StyledWidePanel aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>RECENT ACTIVITY</StyledPanelTitle>
      {items.length === 0 ? (
        <StyledEmpty>NO RECENT ACTIVITY</StyledEmpty>
      ) : (
        <StyledList>
          {items.map((item) => (
            <StyledItem key={item.id}>
              <StyledName>{item.name}</StyledName>
              <StyledAmount>{formatDashboardMoney(item.amount)}</StyledAmount>
              <StyledMeta>
                <StageBadge stage={item.stage} />
              </StyledMeta>
              <StyledMeta as="time" dateTime={item.createdAt}>
                {formatDate(item.createdAt)}
              </StyledMeta>
            </StyledItem>
          ))}
        </StyledList>
      )}
    </StyledWidePanel>
  );
}
