import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledMessage } from './Message';

export type ErrorStateProps = {
  message: string;
  onRetry?: () => void;
};

/** A failed load, announced, with Retry. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <StyledMessage $tone="danger" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <StyledButton type="button" $variant="secondary" $compact onClick={onRetry}>
          Retry
        </StyledButton>
      ) : null}
    </StyledMessage>
  );
}
