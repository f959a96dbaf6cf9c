import type { SavedView } from '@portal/contracts';
import { useState } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useSavedViews } from '../hooks/useSavedViews';
import { applyListQuery } from '../utils/applyListQuery';
import { SavedViewNameDialog } from './SavedViewNameDialog';

const StyledViews = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledHeading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledChip = styled.li<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const StyledChipButton = styled.button<{ $current?: boolean }>`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $current }) => ($current ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $current }) => ($current ? 700 : 500)};
  cursor: pointer;
  overflow-wrap: anywhere;

  &:hover {
    background: ${({ theme, $current }) => ($current ? theme.colors.primaryHover : theme.colors.surfaceHover)};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const StyledChipAction = styled(StyledChipButton)`
  color: ${({ theme }) => theme.colors.textMuted};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
`;

type Dialog =
  { kind: 'none' } | { kind: 'save' } | { kind: 'rename'; view: SavedView } | { kind: 'delete'; view: SavedView };

export type SavedViewsProps = {
  /** The list's filters and search as a saved view stores them (canonicalListQuery). */
  currentQuery: string;
};

/**
 * The admins' saved views above the deals list: a chip per view (click applies its filters; the
 * view the address shows is marked current), Rename and Delete beside it, and Save view for the
 * filters on screen. A view's link is the address it opens (docs/search.md).
 */
export function SavedViews({ currentQuery }: SavedViewsProps) {
  const { views, create, rename, remove } = useSavedViews();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => {
    setDialog({ kind: 'none' });
    create.reset();
    rename.reset();
  };

  return (
    <StyledViews aria-labelledby="saved-views-title">
      <StyledHeading id="saved-views-title">Saved views</StyledHeading>
      {views.data && views.data.length > 0 && (
        <StyledChips>
          {views.data.map((view) => {
            const current = view.query === currentQuery;
            return (
              <StyledChip key={view.id} $current={current}>
                <StyledChipButton
                  type="button"
                  $current={current}
                  aria-pressed={current}
                  onClick={() => applyListQuery(view.query)}
                >
                  {view.name}
                </StyledChipButton>
                <StyledChipAction
                  type="button"
                  aria-label={`Rename saved view ${view.name}`}
                  onClick={() => setDialog({ kind: 'rename', view })}
                >
                  Rename
                </StyledChipAction>
                <StyledChipAction
                  type="button"
                  aria-label={`Delete saved view ${view.name}`}
                  onClick={() => setDialog({ kind: 'delete', view })}
                >
                  Delete
                </StyledChipAction>
              </StyledChip>
            );
          })}
        </StyledChips>
      )}
      <StyledButton
        type="button"
        $variant="secondary"
        disabled={!currentQuery}
        title={currentQuery ? undefined : 'Set a filter or a search first'}
        onClick={() => setDialog({ kind: 'save' })}
      >
        Save view
      </StyledButton>
      {dialog.kind === 'save' && (
        <SavedViewNameDialog
          title="Save view"
          submitLabel="Save"
          busy={create.isPending}
          error={create.error?.message}
          onSubmit={(name) => create.mutate({ name, query: currentQuery }, { onSuccess: close })}
          onClose={close}
        />
      )}
      {dialog.kind === 'rename' && (
        <SavedViewNameDialog
          title={`Rename ${dialog.view.name}`}
          initialName={dialog.view.name}
          submitLabel="Rename"
          busy={rename.isPending}
          error={rename.error?.message}
          onSubmit={(name) => rename.mutate({ id: dialog.view.id, name }, { onSuccess: close })}
          onClose={close}
        />
      )}
      {dialog.kind === 'delete' && (
        <ConfirmDialog
          title={`Delete saved view ${dialog.view.name}`}
          message="Only the view is removed; the deals stay as they are."
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(dialog.view.id, { onSettled: close })}
          onCancel={close}
        />
      )}
    </StyledViews>
  );
}
