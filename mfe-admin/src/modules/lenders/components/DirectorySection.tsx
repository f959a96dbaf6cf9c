import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { StyledSectionHeader } from '../../../ui/SectionHeader';
import { StyledStack } from '../../../ui/Stack';

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type DirectorySectionProps<T extends { id: string; name: string }> = {
  /** 'Programs' or 'Contacts'. */
  title: string;
  /** 'program' or 'contact': 'Add program', 'Delete program', 'No programs yet'. */
  noun: string;
  items: readonly T[];
  /** The card's content under its name. */
  renderItem: (item: T) => ReactNode;
  /** Beside the name, e.g. a Deactivated badge. */
  renderBadge?: (item: T) => ReactNode;
  /** Buttons of the item before Edit and Delete, e.g. a program's Deals that fit. */
  renderActions?: (item: T) => ReactNode;
  /** What the empty section says. */
  empty: string;
  /** The question before a delete, e.g. 'Delete the contact "Ana"? This cannot be undone.' */
  deleteQuestion: (item: T) => string;
  deleting: boolean;
  onAdd: () => void;
  onEdit: (item: T) => void;
  /** Deletes the item; `done` closes the confirmation. */
  onDelete: (item: T, done: () => void) => void;
};

/**
 * A section of the lender page: its heading with an add button, its items as cards with Edit and
 * Delete (asked first, Cancel focused), or what to do when there are none.
 */
export function DirectorySection<T extends { id: string; name: string }>({
  title,
  noun,
  items,
  renderItem,
  renderBadge,
  renderActions,
  empty,
  deleteQuestion,
  deleting,
  onAdd,
  onEdit,
  onDelete,
}: DirectorySectionProps<T>) {
  const [confirming, setConfirming] = useState<T | null>(null);
  const headingId = `lender-${noun}s-title`;
  const addButton = (
    <StyledButton type="button" $variant="secondary" $compact onClick={onAdd}>
      Add {noun}
    </StyledButton>
  );
  return (
    <StyledStack as="section" $gap="md" aria-labelledby={headingId}>
      <StyledSectionHeader>
        <h3 id={headingId}>
          {title} ({items.length})
        </h3>
        {items.length > 0 ? addButton : null}
      </StyledSectionHeader>
      {items.length === 0 ? (
        <EmptyState title={`No ${noun}s yet`} actions={addButton}>
          {empty}
        </EmptyState>
      ) : (
        <StyledList>
          {items.map((item) => (
            <li key={item.id}>
              <StyledCard as="article" aria-label={item.name}>
                <StyledButtonRow>
                  <h4>{item.name}</h4>
                  {renderBadge?.(item)}
                </StyledButtonRow>
                {renderItem(item)}
                <StyledButtonRow>
                  {renderActions?.(item)}
                  <StyledButton
                    type="button"
                    $variant="secondary"
                    $compact
                    aria-label={`Edit ${item.name}`}
                    onClick={() => onEdit(item)}
                  >
                    Edit
                  </StyledButton>
                  <StyledButton
                    type="button"
                    $variant="danger"
                    $compact
                    aria-label={`Delete ${item.name}`}
                    onClick={() => setConfirming(item)}
                  >
                    Delete
                  </StyledButton>
                </StyledButtonRow>
              </StyledCard>
            </li>
          ))}
        </StyledList>
      )}
      {confirming ? (
        <ConfirmDialog
          title={`Delete ${noun}`}
          confirmLabel={`Delete ${noun}`}
          busyLabel="Deleting…"
          busy={deleting}
          onCancel={() => setConfirming(null)}
          onConfirm={() => onDelete(confirming, () => setConfirming(null))}
        >
          {deleteQuestion(confirming)}
        </ConfirmDialog>
      ) : null}
    </StyledStack>
  );
}
