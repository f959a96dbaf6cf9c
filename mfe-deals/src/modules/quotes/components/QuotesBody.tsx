import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { StyledEmpty, StyledError, StyledMuted, StyledText } from './quotesStyles';

export type QuotesBodyProps<T> = {
  quotes: UseQueryResult<T[]>;
  /** What an empty list says, and what to do about it. */
  emptyTitle: string;
  emptyHint: string;
  children: (quotes: T[]) => ReactNode;
};

/** The quotes once read; until then a spinner, on failure the error with Retry, and the empty state. */
export function QuotesBody<T>({ quotes, emptyTitle, emptyHint, children }: QuotesBodyProps<T>) {
  if (quotes.isPending) return <Spinner label="Loading the quotes…" />;
  if (quotes.isError) {
    return (
      <StyledError role="alert">
        <StyledText>
          <strong>Could not load the quotes.</strong> {quotes.error.message}
        </StyledText>
        <StyledButton type="button" onClick={() => void quotes.refetch()}>
          Retry
        </StyledButton>
      </StyledError>
    );
  }
  if (quotes.data.length === 0) {
    return (
      <StyledEmpty>
        <StyledText>{emptyTitle}</StyledText>
        <StyledMuted>{emptyHint}</StyledMuted>
      </StyledEmpty>
    );
  }
  return <>{children(quotes.data)}</>;
}
