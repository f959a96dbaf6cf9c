import { StyledButton } from '@portal/web-kit/ui/Button';
import styled from 'styled-components';

const StyledScreen = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledCard = styled.section<{ $compact: boolean }>`
  max-width: ${({ $compact }) => ($compact ? '440px' : '480px')};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
`;

const StyledTitle = styled.h1<{ $compact: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.lg : theme.fontSizes.xl)};
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

/** An uncaught error or an unavailable service: try the failed step again, or reload the page. */
type TryAgainActions = { onTryAgain: () => void; onRefresh: () => void };
/** The gateway's public configuration could not be loaded: one Retry button. */
type RetryAction = { onRetry: () => void; isRetrying: boolean };

export type ErrorScreenProps = {
  /** Defaults to the uncaught-error texts, or the unreachable-portal texts with `onRetry`. */
  title?: string;
  text?: string;
} & (TryAgainActions | RetryAction);

/**
 * The full-page error screen: uncaught render errors (docs/product.md#error-and-loading-screens),
 * the gateway unavailable, and the portal unreachable for its public configuration (with
 * `onRetry`).
 */
export function ErrorScreen(props: ErrorScreenProps) {
  const retry = 'onRetry' in props;
  const {
    title = retry ? 'The portal is unreachable' : 'Something went wrong',
    text = retry
      ? 'We could not reach the portal service. Check your connection and try again.'
      : 'An unexpected error occurred. You can try again or refresh the page.',
  } = props;
  return (
    <StyledScreen>
      <StyledCard role="alert" $compact={retry}>
        <StyledTitle $compact={retry}>{title}</StyledTitle>
        <StyledText>{text}</StyledText>
        {retry ? (
          <StyledButton type="button" onClick={props.onRetry} disabled={props.isRetrying}>
            {props.isRetrying ? 'Retrying…' : 'Retry'}
          </StyledButton>
        ) : (
          <StyledActions>
            <StyledButton type="button" onClick={props.onTryAgain}>
              Try Again
            </StyledButton>
            <StyledButton type="button" $variant="secondary" onClick={props.onRefresh}>
              Refresh Page
            </StyledButton>
          </StyledActions>
        )}
      </StyledCard>
    </StyledScreen>
  );
}
