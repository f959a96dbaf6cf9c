import type { ReactNode } from 'react';
import { StyledButtonRow } from './ButtonRow';
import { StyledMessage } from './Message';

export type EmptyStateProps = {
  title: string;
  children?: ReactNode;
  /** Buttons that fill the list (e.g. create, import), under the text. */
  actions?: ReactNode;
};

/** What an empty list says, and what to do about it. */
export function EmptyState({ title, children, actions }: EmptyStateProps) {
  return (
    <StyledMessage $tone="muted">
      <strong>{title}</strong>
      {children ? <p>{children}</p> : null}
      {actions ? <StyledButtonRow>{actions}</StyledButtonRow> : null}
    </StyledMessage>
  );
}
