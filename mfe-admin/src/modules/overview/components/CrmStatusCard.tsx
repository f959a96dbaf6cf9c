import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledCard } from '../../../ui/Card';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { useGhlConnection } from '../hooks/useGhlConnection';
import { StyledMutedText as StyledMuted } from '../../../ui/MutedText';

export type CrmStatusCardProps = {
  onOpenSettings: () => void;
};

/** Whether GoHighLevel answers with the saved credentials. */
export function CrmStatusCard({ onOpenSettings }: CrmStatusCardProps) {
  const connection = useGhlConnection();
  const connected = connection.data === true;
  return (
    <StyledCard aria-labelledby="crm-card-title">
      <h2 id="crm-card-title">GoHighLevel CRM</h2>
      {connection.isPending ? (
        <Spinner label="Checking GoHighLevel…" />
      ) : (
        <>
          <StyledToneBadge $tone={connected ? 'success' : 'neutral'}>
            {connected ? 'Connected' : 'Not Connected'}
          </StyledToneBadge>
          <StyledMuted>
            {connected
              ? 'Deals sync with the configured pipeline.'
              : 'Save a working API key in Settings to import, compare and sync deals.'}
          </StyledMuted>
          {!connected ? (
            <StyledButton type="button" $variant="secondary" onClick={onOpenSettings}>
              Open Settings
            </StyledButton>
          ) : null}
        </>
      )}
    </StyledCard>
  );
}
