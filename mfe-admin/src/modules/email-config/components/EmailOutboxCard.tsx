import { StyledButton } from '@portal/shell/ui/Button';
import { StyledBadge } from '../../../ui/Badge';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { ErrorState } from '../../../ui/ErrorState';
import { Spinner } from '@portal/shell/ui/Spinner';
import { serverErrorText } from '../../core/utils/serverErrorText';
import { useEmailOutbox } from '../hooks/useEmailOutbox';
import { useRetryEmailOutbox } from '../hooks/useRetryEmailOutbox';

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
          <dl aria-label="Email outbox">
            <dt>Pending</dt>
            <dd>
              <StyledBadge $tone={outbox.data.pending > 0 ? 'warning' : 'neutral'}>{outbox.data.pending}</StyledBadge>
            </dd>
            <dt>Failed</dt>
            <dd>
              <StyledBadge $tone={outbox.data.failed > 0 ? 'danger' : 'neutral'}>{outbox.data.failed}</StyledBadge>
            </dd>
          </dl>
          {outbox.data.lastError ? <p role="status">Last failure: {outbox.data.lastError}</p> : null}
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
