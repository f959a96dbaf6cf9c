import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';

const StyledPanel = styled.section`
  margin: ${({ theme }) => theme.space.xl} auto;
  max-width: 560px;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

const StyledTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledDetail = styled.code`
  display: block;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export type RemoteErrorPanelProps = {
  /** What the user was opening, e.g. "Deals". */
  label: string;
  detail: string;
  onRetry: () => void;
};

/** The contained error of a remote that failed: the rest of the shell keeps working. */
export function RemoteErrorPanel({ label, detail, onRetry }: RemoteErrorPanelProps) {
  return (
    <StyledPanel role="alert" aria-labelledby="remote-error-title">
      <StyledTitle id="remote-error-title">{label} is unavailable</StyledTitle>
      <StyledText>This part of the portal could not be loaded. The rest of the portal still works.</StyledText>
      <StyledDetail>{detail}</StyledDetail>
      <StyledButton type="button" onClick={onRetry}>
        Retry
      </StyledButton>
    </StyledPanel>
  );
}
