import styled from 'styled-components';
import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledCard } from '../../../ui/Card';
import { ErrorState } from '../../../ui/ErrorState';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { useConnectOneDrive } from '../hooks/useConnectOneDrive';
import { useOneDriveStatus } from '../hooks/useOneDriveStatus';

const StyledWarning = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** The cloud file store (OneDrive): Connected / Not Connected, expiry warning, and Connect OneDrive. */
export function OneDriveCard() {
  const status = useOneDriveStatus();
  const connect = useConnectOneDrive();

  return (
    <StyledCard aria-labelledby="onedrive-card-title">
      <h2 id="onedrive-card-title">OneDrive Storage</h2>
      {status.isPending ? (
        <Spinner label="Checking OneDrive…" />
      ) : status.isError ? (
        <ErrorState message="Failed to load the OneDrive status" onRetry={() => void status.refetch()} />
      ) : (
        <>
          <StyledToneBadge $tone={status.data.connected ? 'success' : 'neutral'}>
            {status.data.connected ? 'Connected' : 'Not Connected'}
          </StyledToneBadge>
          {status.data.connected && status.data.email ? (
            <StyledMuted>Connected as {status.data.email}</StyledMuted>
          ) : null}
          {status.data.connected && status.data.expired ? (
            <StyledWarning role="alert">Token expired - reconnection needed</StyledWarning>
          ) : null}
          {!status.data.connected ? (
            <StyledMuted>Documents are kept on the gateway until an admin connects a OneDrive.</StyledMuted>
          ) : null}
          {!status.data.connected || status.data.expired ? (
            <StyledButton type="button" onClick={() => connect.mutate()} disabled={connect.isPending}>
              {connect.isPending ? 'Redirecting…' : 'Connect OneDrive'}
            </StyledButton>
          ) : null}
        </>
      )}
    </StyledCard>
  );
}
