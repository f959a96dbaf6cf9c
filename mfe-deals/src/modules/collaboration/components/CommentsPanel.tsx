import { StyledButton } from '@portal/web-kit/ui/Button';
import { useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useAddComment } from '../hooks/useAddComment';
import { useDealComments } from '../hooks/useDealComments';
import { useDeleteComment } from '../hooks/useDeleteComment';
import { useEditComment } from '../hooks/useEditComment';
import { useNow } from '../hooks/useNow';
import type { DealComment } from '../types/CollaborationTypes';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { StyledMore, StyledNote } from './collaborationStyles';

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type CommentsPanelProps = { dealId: string };

/**
 * A deal's comments between its owner and the admins: add one, edit your own within 5 minutes,
 * delete your own (admins: any, as the gateway's `canDelete` says). Newest first.
 */
export function CommentsPanel({ dealId }: CommentsPanelProps) {
  const comments = useDealComments(dealId);
  const addComment = useAddComment(dealId);
  const editComment = useEditComment(dealId);
  const deleteComment = useDeleteComment(dealId);
  const now = useNow();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DealComment | null>(null);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  async function handleAdd(body: string): Promise<boolean> {
    try {
      await addComment.mutateAsync(body);
      return true;
    } catch {
      return false;
    }
  }

  async function handleSave(comment: DealComment, body: string): Promise<boolean> {
    try {
      await editComment.mutateAsync({ commentId: comment.id, body });
      setEditingId(null);
      return true;
    } catch {
      return false;
    }
  }

  return (
    <StyledPanel>
      <CommentComposer
        label="Add a comment"
        submitLabel="Post Comment"
        busy={addComment.isPending}
        onSubmit={handleAdd}
      />
      {comments.isPending && (
        <StyledNote role="status">
          <p>Loading comments…</p>
        </StyledNote>
      )}
      {comments.isError && (
        <StyledNote role="alert">
          <p>Failed to load comments</p>
          <StyledButton type="button" $variant="secondary" $compact onClick={() => void comments.refetch()}>
            Retry
          </StyledButton>
        </StyledNote>
      )}
      {comments.isSuccess && items.length === 0 && (
        <StyledNote>
          <p>No comments yet. Comments are seen only by the deal’s owner and the admins.</p>
        </StyledNote>
      )}
      {items.length > 0 && (
        <StyledList aria-label="Comments">
          {items.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              now={now}
              editing={editingId === comment.id}
              saving={editComment.isPending && editComment.variables?.commentId === comment.id}
              onEdit={() => setEditingId(comment.id)}
              onCancelEdit={() => setEditingId(null)}
              onSave={(body) => handleSave(comment, body)}
              onDelete={() => setDeleting(comment)}
            />
          ))}
        </StyledList>
      )}
      {comments.hasNextPage && (
        <StyledMore>
          <StyledButton
            type="button"
            $variant="secondary"
            $compact
            disabled={comments.isFetchingNextPage}
            onClick={() => void comments.fetchNextPage()}
          >
            {comments.isFetchingNextPage ? 'Loading…' : 'Load older comments'}
          </StyledButton>
        </StyledMore>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete comment"
          message="Are you sure you want to delete this comment?"
          confirmLabel="Delete"
          busy={deleteComment.isPending}
          onConfirm={() => deleteComment.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
          onCancel={() => setDeleting(null)}
        />
      )}
    </StyledPanel>
  );
}
