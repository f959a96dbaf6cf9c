import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledError, StyledText } from './quotesStyles';

/** The quotes could not be read: what went wrong, and Retry. */
export function QuotesLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StyledError role="alert">
      <StyledText>
        <strong>Could not load the quotes.</strong> {message}
      </StyledText>
      <StyledButton type="button" onClick={onRetry}>
        Retry
      </StyledButton>
    </StyledError>
  );
}
