import type { DealChecklistItem } from '@portal/contracts';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { useDealChecklist } from '../hooks/useDealChecklist';
import { useReviewChecklistItem } from '../hooks/useReviewChecklistItem';
import { checklistProgressLabel } from '../utils/checklistProgressText';
import { ChecklistItemCard } from './ChecklistItemCard';
import { RejectItemDialog } from './RejectItemDialog';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export type ChecklistSectionProps = {
  dealId: string;
  /** An upload control per item (every deal dialog has one). */
  canUpload?: boolean;
};

/**
 * A deal's document checklist (docs/checklist.md): each item's status, the admin's reason for a
 * rejection, its files and an upload against it; admins also Accept or Reject (with a reason).
 */
export function ChecklistSection({ dealId, canUpload = true }: ChecklistSectionProps) {
  const headingId = useId();
  const { user } = useDealsServices();
  const checklist = useDealChecklist(dealId);
  const review = useReviewChecklistItem(dealId);
  const [toReject, setToReject] = useState<DealChecklistItem | null>(null);
  const canReview = user.isAdmin;

  function handleAccept(item: DealChecklistItem) {
    review.mutate({ itemId: item.id, itemName: item.name, decision: 'accept' });
  }

  function handleOpenReject(item: DealChecklistItem) {
    review.reset();
    setToReject(item);
  }

  function handleReject(reason: string) {
    if (!toReject) return;
    review.mutate(
      { itemId: toReject.id, itemName: toReject.name, decision: 'reject', reason },
      { onSuccess: () => setToReject(null) },
    );
  }

  if (checklist.data?.items.length === 0) return null;
  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledHeader>
        <StyledHeading id={headingId}>Document Checklist</StyledHeading>
        {checklist.data && checklist.data.progress.total > 0 && (
          <StyledMuted>{checklistProgressLabel(checklist.data.progress)}</StyledMuted>
        )}
      </StyledHeader>
      {checklist.isPending && <StyledMuted>Loading checklist...</StyledMuted>}
      {checklist.isError && (
        <StyledMuted>
          Failed to load the checklist: {checklist.error.message}{' '}
          <StyledButton type="button" $variant="secondary" $compact onClick={() => void checklist.refetch()}>
            Retry
          </StyledButton>
        </StyledMuted>
      )}
      {checklist.data && (
        <StyledList aria-labelledby={headingId}>
          {checklist.data.items.map((item) => (
            <ChecklistItemCard
              key={item.id}
              dealId={dealId}
              item={item}
              canUpload={canUpload}
              canReview={canReview}
              reviewing={review.isPending && review.variables?.itemId === item.id}
              onAccept={handleAccept}
              onReject={handleOpenReject}
            />
          ))}
        </StyledList>
      )}
      {toReject && (
        <RejectItemDialog
          itemName={toReject.name}
          onReject={handleReject}
          onCancel={() => setToReject(null)}
          busy={review.isPending}
          serverError={review.isError ? serverErrorText(review.error, 'Failed to review the item') : null}
        />
      )}
    </StyledSection>
  );
}
