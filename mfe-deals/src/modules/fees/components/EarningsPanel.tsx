import type { Earnings } from '@portal/contracts';
import { useId, useMemo, type MouseEvent } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { ChartPanel } from '../../analytics/components/ChartPanel';
import { StyledFigure, StyledPanel, StyledPanelTitle } from '../../analytics/components/panelStyles';
import { LINKED_DEAL_PARAM } from '../../deals/hooks/useLinkedDealId';
import { openLinkedDeal } from '../../search/utils/openLinkedDeal';
import { useMyEarnings } from '../hooks/useMyEarnings';
import { feeDay, feeMoney } from '../utils/feeText';
import { shareByFeeState } from '../utils/shareByFeeState';
import { FeeStateBadge } from './FeeStateBadge';

/** What a member reads before any fee of theirs is recorded. */
export const NO_FEES_YET =
  "No fees yet: a fee appears here once an admin records it or selects a lender's quote on one of your deals.";

const StyledEarnings = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledFigures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const StyledWarningFigure = styled(StyledFigure)<{ $warning: boolean }>`
  color: ${({ theme, $warning }) => ($warning ? theme.colors.warning : theme.colors.text)};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledLines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
`;

const StyledLine = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  overflow-wrap: anywhere;
  &:last-child {
    border-bottom: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

function Figure({ title, value, warning = false }: { title: string; value: string; warning?: boolean }) {
  const titleId = useId();
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>{title}</StyledPanelTitle>
      <StyledWarningFigure $warning={warning}>{value}</StyledWarningFigure>
    </StyledPanel>
  );
}

function handleOpenDeal(event: MouseEvent<HTMLAnchorElement>, dealId: string) {
  // A plain link still opens the deal in a new tab; a click opens its summary here.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  openLinkedDeal(dealId);
}

function EarningsFigures({ earnings }: { earnings: Earnings }) {
  const overdue = earnings.overdue;
  const byState = useMemo(() => shareByFeeState(earnings.deals), [earnings.deals]);
  return (
    <>
      <StyledFigures>
        <Figure title="EXPECTED PIPELINE" value={feeMoney(earnings.expectedPipeline)} />
        <Figure title="WEIGHTED FORECAST" value={feeMoney(earnings.weightedForecast)} />
        <Figure title={`RECEIVED IN ${earnings.year}`} value={feeMoney(earnings.receivedThisYear)} />
        <Figure
          title="OVERDUE"
          value={`${overdue.count} · ${feeMoney(overdue.amount)}`}
          warning={overdue.count > 0 || overdue.amount > 0}
        />
      </StyledFigures>
      <StyledMuted>Your share of each fee. The forecast weighs every open fee by its deal’s stage.</StyledMuted>
      <ChartPanel title="YOUR SHARE BY FEE STATE" kind="bar" data={byState} formatValue={feeMoney} />
      {earnings.deals.length > 0 && (
        <StyledPanel aria-label="Your deals with a fee">
          <StyledPanelTitle>YOUR DEALS WITH A FEE, BY EXPECTED CLOSING</StyledPanelTitle>
          <StyledLines>
            {earnings.deals.map(({ deal, fee }) => (
              <StyledLine key={deal.id}>
                <a
                  href={`?${LINKED_DEAL_PARAM}=${encodeURIComponent(deal.id)}`}
                  onClick={(event) => handleOpenDeal(event, deal.id)}
                >
                  {deal.dealId} {deal.propertyName ?? deal.propertyAddress ?? ''}
                </a>
                <span>Closing {feeDay(fee.expectedClosingOn)}</span>
                <span>Your share {feeMoney(fee.brokerShare)}</span>
                <FeeStateBadge state={fee.state} />
              </StyledLine>
            ))}
          </StyledLines>
        </StyledPanel>
      )}
    </>
  );
}

/**
 * A member's Earnings (docs/duplicates-and-fees.md#fees): the expected pipeline, its forecast
 * weighted by stage, what was received this year and what is overdue, a chart of their share by
 * fee state (with its figures as text) and their deals with a fee, each a link to the deal.
 */
export function EarningsPanel() {
  const earnings = useMyEarnings();
  const titleId = useId();
  return (
    <StyledEarnings aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>EARNINGS</StyledPanelTitle>
      {earnings.isPending && <StyledMuted role="status">Loading your earnings…</StyledMuted>}
      {earnings.isError && (
        <StyledMuted>
          Your earnings could not be loaded.{' '}
          <StyledButton type="button" $variant="secondary" $compact onClick={() => void earnings.refetch()}>
            Retry
          </StyledButton>
        </StyledMuted>
      )}
      {earnings.data &&
        (earnings.data.deals.length === 0 && earnings.data.receivedThisYear === 0 ? (
          <StyledMuted>{NO_FEES_YET}</StyledMuted>
        ) : (
          <EarningsFigures earnings={earnings.data} />
        ))}
    </StyledEarnings>
  );
}
