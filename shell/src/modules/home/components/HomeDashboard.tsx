import type { User } from '@portal/contracts';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { GuardedLink } from '../../unsavedChanges/components/GuardedLink';
import { useMyDealsSummary } from '../hooks/useMyDealsSummary';
import type { DealsSummary } from '../utils/summarizeDeals';
import { formatDateTime } from '@portal/web-kit/format/formatDateTime';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 1080px;
`;

const StyledWelcome = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  letter-spacing: 0.01em;
`;

const StyledRole = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const StyledCard = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledCardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFigures = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
`;

const StyledFigure = styled.div`
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.1em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 700;
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledStatusRow = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledChangeRow = styled.li`
  display: flex;
  flex-direction: column;
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledLinkButton = styled(GuardedLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

function DealFigures({ summary }: { summary: DealsSummary }) {
  return (
    <>
      <StyledCard aria-labelledby="home-deals-title">
        <StyledCardTitle id="home-deals-title">YOUR DEALS</StyledCardTitle>
        <StyledFigures>
          <StyledFigure>
            <dt>TOTAL DEALS</dt>
            <dd>{summary.total}</dd>
          </StyledFigure>
          <StyledFigure>
            <dt>ACTIVE DEALS</dt>
            <dd>{summary.active}</dd>
          </StyledFigure>
        </StyledFigures>
      </StyledCard>
      <StyledCard aria-labelledby="home-status-title">
        <StyledCardTitle id="home-status-title">DEALS BY STATUS</StyledCardTitle>
        <StyledList>
          {summary.byStatus.map(({ status, count }) => (
            <StyledStatusRow key={status}>
              <span>{status}</span>
              <strong>{count}</strong>
            </StyledStatusRow>
          ))}
        </StyledList>
      </StyledCard>
      <StyledCard aria-labelledby="home-changes-title">
        <StyledCardTitle id="home-changes-title">RECENT STAGE CHANGES</StyledCardTitle>
        {summary.recentStageChanges.length === 0 ? (
          <StyledMuted>No stage changes yet.</StyledMuted>
        ) : (
          <StyledList>
            {summary.recentStageChanges.map((change) => (
              <StyledChangeRow key={change.dealKey}>
                <span>
                  <strong>{change.dealName}</strong> · {change.from ?? 'No Stage'} → {change.to ?? 'No Stage'}
                </span>
                <small>
                  {change.dealId} · {formatDateTime(change.at)}
                </small>
              </StyledChangeRow>
            ))}
          </StyledList>
        )}
      </StyledCard>
    </>
  );
}

export type HomeDashboardProps = {
  user: User;
};

/** The members' landing page: who they are, their deals at a glance, where to go next. */
export function HomeDashboard({ user }: HomeDashboardProps) {
  const summary = useMyDealsSummary();
  const displayName = user.name?.trim() || user.username;
  return (
    <StyledPage>
      <StyledWelcome>
        <StyledTitle>Welcome back, {displayName}</StyledTitle>
        <StyledRole>{user.isAdmin ? 'ADMIN' : 'USER'}</StyledRole>
      </StyledWelcome>
      <StyledLinks>
        <StyledLinkButton to="/">Go to Deals</StyledLinkButton>
        {user.isAdmin && <StyledLinkButton to="/admin">Open the Admin dashboard</StyledLinkButton>}
      </StyledLinks>
      <StyledGrid>
        {summary.isPending && <Spinner label="Loading your deals…" />}
        {summary.isError && (
          <StyledCard role="alert">
            <StyledCardTitle>Failed to load deals</StyledCardTitle>
            <StyledMuted>{summary.error.message}</StyledMuted>
            <p>
              <StyledButton type="button" onClick={() => void summary.refetch()}>
                Retry
              </StyledButton>
            </p>
          </StyledCard>
        )}
        {summary.data && <DealFigures summary={summary.data} />}
      </StyledGrid>
    </StyledPage>
  );
}
