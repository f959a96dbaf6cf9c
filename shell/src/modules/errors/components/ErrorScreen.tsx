import styled from 'styled-components';
import { StyledButton } from '../../../ui/Button';

const StyledScreen = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledCard = styled.section`
  max-width: 480px;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
`;

const StyledTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

export type ErrorScreenProps = {
  onTryAgain: () => void;
  onRefresh: () => void;
  /** Defaults to the uncaught-error texts. */
  title?: string;
  text?: string;
};

/** The global error screen for uncaught render errors (spec §2), also used when the gateway is unavailable. */
export function ErrorScreen({
  onTryAgain,
  onRefresh,
  title = 'Something went wrong',
  text = 'An unexpected error occurred. You can try again or refresh the page.',
}: ErrorScreenProps) {
  return (
    <StyledScreen>
      <StyledCard role="alert">
        <StyledTitle>{title}</StyledTitle>
        <StyledText>{text}</StyledText>
        <StyledActions>
          <StyledButton type="button" onClick={onTryAgain}>
            Try Again
          </StyledButton>
          <StyledButton type="button" $variant="secondary" onClick={onRefresh}>
            Refresh Page
          </StyledButton>
        </StyledActions>
      </StyledCard>
    </StyledScreen>
  );
}
