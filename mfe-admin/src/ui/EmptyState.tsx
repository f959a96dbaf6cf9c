import type { ReactNode } from 'react';
import { StyledMessage } from './Message';

export type EmptyStateProps = {
  title: string;
  children?: ReactNode;
};

/** What an empty list says, and what to do about it. */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <StyledMessage $tone="muted">
      <strong>{title}</strong>
      {children ? <p>{children}</p> : null}
    </StyledMessage>
  );
}
