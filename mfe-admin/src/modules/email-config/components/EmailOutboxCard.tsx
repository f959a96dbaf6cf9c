import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { ErrorState } from '../../../ui/ErrorState';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useEmailOutbox } from '../hooks/useEmailOutbox';
import { useRetryEmailOutbox } from '../hooks/useRetryEmailOutbox';

/** Each count on the line of its label, the badges lined up in one column. */
const StyledCounts = styled.dl`
  display: grid;
  grid-template-columns: max-content auto;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dd {
    margin: 0;
  }
`;

/** The failure text can be a long server message without spaces; it wraps inside the card. */
const StyledLastError = styled.p`
  overflow-wrap: anywhere;
`;

/** The outbox of notification e-mails: how many wait, how many failed, and a retry of the failed. */
export function EmailOutboxCard() {
  const outbox = useEmailOutbox();
  const retry = useRetryEmailOutbox();
  return (
    <StyledCard as="section" aria-label="Email delivery">
      <h3>Delivery</h3>
      {outbox.isPending ? (
        <Spinner label="Loading the email outbox…" />
      ) : outbox.isError ? (
        <ErrorState
          message={serverErrorText(outbox.error, 'Failed to load the email outbox')}
          onRetry={() => void outbox.refetch()}
        />
      ) : (
        <>
          <p>New-deal emails wait here while the SMTP server cannot be reached, and are sent once it can.</p>
          <StyledCounts aria-label="Email outbox">
            <dt>Pending</dt>
            <dd>
              <StyledToneBadge $tone={outbox.data.pending > 0 ? 'warning' : 'neutral'}>
                {outbox.data.pending}
              </StyledToneBadge>
            </dd>
            <dt>Failed</dt>
            <dd>
              <StyledToneBadge $tone={outbox.data.failed > 0 ? 'danger' : 'neutral'}>
                {outbox.data.failed}
              </StyledToneBadge>
            </dd>
          </StyledCounts>
          {outbox.data.lastError ? (
            <StyledLastError role="status">Last failure: {outbox.data.lastError}</StyledLastError>
          ) : null}
          <StyledButtonRow>
            <StyledButton
              type="button"
              $variant="secondary"
              disabled={outbox.data.failed === 0 || retry.isPending}
              onClick={() => retry.mutate()}
            >
              {retry.isPending ? 'Retrying…' : 'Retry Failed Emails'}
            </StyledButton>
          </StyledButtonRow>
        </>
      )}
    </StyledCard>
  );
}
