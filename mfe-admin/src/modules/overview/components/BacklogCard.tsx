import styled from 'styled-components';
import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';
import { StyledCard } from '../../../ui/Card';
import { ErrorState } from '../../../ui/ErrorState';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useBacklog } from '../hooks/useBacklog';
import { backlogRows } from '../utils/backlogRows';
import { StyledMutedText as StyledMuted } from '../../../ui/MutedText';

const StyledRows = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

const StyledRow = styled.div<{ $late: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $late }) => ($late ? theme.colors.warningSurface : 'transparent')};

  dt {
    min-width: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    color: ${({ theme, $late }) => ($late ? theme.colors.warning : theme.colors.textMuted)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ $late }) => ($late ? 600 : 400)};
  }
`;

/** What background work waits (GHL pushes, e-mails, other jobs) and for how long; late past 10 minutes. */
export function BacklogCard() {
  const backlog = useBacklog();
  const rows = backlog.data ? backlogRows(backlog.data) : [];
  const late = rows.some((row) => row.late);

  return (
    <StyledCard aria-labelledby="backlog-card-title">
      <h2 id="backlog-card-title">Background work</h2>
      {backlog.isPending ? (
        <Spinner label="Checking background work…" />
      ) : backlog.isError ? (
        <ErrorState
          message={serverErrorText(backlog.error, 'Failed to load the background work')}
          onRetry={() => void backlog.refetch()}
        />
      ) : rows.length === 0 ? (
        <>
          <StyledToneBadge $tone="success">Nothing waiting</StyledToneBadge>
          <StyledMuted>Jobs, e-mails and GHL pushes are done as soon as they are due.</StyledMuted>
        </>
      ) : (
        <>
          <StyledToneBadge $tone={late ? 'warning' : 'neutral'}>
            {late ? 'Waiting over 10 minutes' : 'Catching up'}
          </StyledToneBadge>
          <StyledRows>
            {rows.map((row) => (
              <StyledRow key={row.label} $late={row.late}>
                <dt>{row.label}</dt>
                <dd>
                  {row.text}
                  {row.late ? ' (late)' : ''}
                </dd>
              </StyledRow>
            ))}
          </StyledRows>
          {late ? (
            <StyledMuted>
              The background work is not keeping up: check the job log, GHL and SMTP status, and the database load.
            </StyledMuted>
          ) : null}
        </>
      )}
    </StyledCard>
  );
}
