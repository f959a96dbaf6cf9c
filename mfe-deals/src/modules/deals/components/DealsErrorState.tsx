import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';

const StyledError = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dangerSurface};
`;

const StyledTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export type DealsErrorStateProps = { message: string; onRetry: () => void };

/**
 * 'Failed to load deals' with the error message and Retry (docs/product.md#deals-page,
 * docs/product.md#deal-and-document-messages).
 */
export function DealsErrorState({ message, onRetry }: DealsErrorStateProps) {
  return (
    <StyledError role="alert">
      <StyledTitle>Failed to load deals</StyledTitle>
      <StyledMessage>{message}</StyledMessage>
      <StyledButton type="button" onClick={onRetry}>
        Retry
      </StyledButton>
    </StyledError>
  );
}
