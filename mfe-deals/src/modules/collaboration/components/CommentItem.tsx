import { StyledButton } from '@portal/web-kit/ui/Button';
import { LinkifiedText } from '@portal/web-kit/ui/LinkifiedText';
import styled from 'styled-components';
import { formatDateTime } from '@portal/web-kit/format/formatDateTime';
import type { DealComment } from '../types/CollaborationTypes';
import { isEditable } from '../utils/commentRules';
import { CommentComposer } from './CommentComposer';
import { StyledChip, StyledMeta } from './collaborationStyles';

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

const StyledBody = styled.p`
  margin: 0;
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
`;

export type CommentItemProps = {
  comment: DealComment;
  now: Date;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (body: string) => Promise<boolean>;
  onDelete: () => void;
};

/** One comment: author, time, text with clickable links; Edit (own, first 5 minutes) and Delete. */
export function CommentItem({
  comment,
  now,
  editing,
  saving,
  onEdit,
  onCancelEdit,
  onSave,
  onDelete,
}: CommentItemProps) {
  const editable = isEditable(comment, now);
  const when = formatDateTime(comment.createdAt);
  return (
    <StyledItem aria-label={`Comment by ${comment.author.name}, ${when}`}>
      <StyledHeader>
        <strong>{comment.author.name}</strong>
        {comment.author.role === 'admin' && <StyledChip>Admin</StyledChip>}
        <StyledMeta>
          <time dateTime={comment.createdAt}>{when}</time>
          {comment.editedAt && ' · edited'}
        </StyledMeta>
        {!editing && (editable || comment.canDelete) && (
          <StyledActions>
            {editable && (
              <StyledButton
                type="button"
                $variant="ghost"
                $compact
                aria-label={`Edit comment of ${when}`}
                onClick={onEdit}
              >
                Edit
              </StyledButton>
            )}
            {comment.canDelete && (
              <StyledButton
                type="button"
                $variant="ghost"
                $compact
                aria-label={`Delete comment of ${when}`}
                onClick={onDelete}
              >
                Delete
              </StyledButton>
            )}
          </StyledActions>
        )}
      </StyledHeader>
      {editing ? (
        <CommentComposer
          label="Edit comment"
          submitLabel="Save"
          initialBody={comment.body}
          busy={saving}
          onSubmit={onSave}
          onCancel={onCancelEdit}
          autoFocus
        />
      ) : (
        <StyledBody>
          <LinkifiedText text={comment.body} />
        </StyledBody>
      )}
    </StyledItem>
  );
}
