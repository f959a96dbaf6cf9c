import styled from 'styled-components';
import { StyledButton } from '../../../ui/Button';

const StyledWrapper = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledCard = styled.section`
  max-width: 440px;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
`;

const StyledTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type ConfigErrorStateProps = {
  onRetry: () => void;
  isRetrying: boolean;
};

/** The gateway could not be reached for its public configuration. */
export function ConfigErrorState({ onRetry, isRetrying }: ConfigErrorStateProps) {
  return (
    <StyledWrapper>
      <StyledCard role="alert">
        <StyledTitle>The portal is unreachable</StyledTitle>
        <StyledText>We could not reach the portal service. Check your connection and try again.</StyledText>
        <StyledButton type="button" onClick={onRetry} disabled={isRetrying}>
          {isRetrying ? 'Retrying…' : 'Retry'}
        </StyledButton>
      </StyledCard>
    </StyledWrapper>
  );
}
