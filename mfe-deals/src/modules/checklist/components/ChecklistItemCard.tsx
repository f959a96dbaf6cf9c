import type { DealChecklistItem } from '@portal/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { formatDate } from '@portal/web-kit/format/formatDate';
import { ChecklistItemUpload } from './ChecklistItemUpload';
import { ChecklistStatusBadge } from './ChecklistStatusBadge';

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledName = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledKind = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledReason = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

const StyledFiles = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    overflow-wrap: anywhere;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

export type ChecklistItemCardProps = {
  dealId: string;
  item: DealChecklistItem;
  canUpload: boolean;
  /** Admins: Accept and Reject (an item with a file only). */
  canReview: boolean;
  reviewing: boolean;
  onAccept: (item: DealChecklistItem) => void;
  onReject: (item: DealChecklistItem) => void;
};

/** One checklist item: name, required or optional, status, the rejection reason, its files, upload and review. */
export function ChecklistItemCard({
  dealId,
  item,
  canUpload,
  canReview,
  reviewing,
  onAccept,
  onReject,
}: ChecklistItemCardProps) {
  const nameId = useId();
  const reviewable = canReview && item.status !== 'Missing';
  return (
    <StyledItem aria-labelledby={nameId}>
      <StyledHeader>
        <StyledName id={nameId}>{item.name}</StyledName>
        <StyledKind>{item.required ? 'Required' : 'Optional'}</StyledKind>
        <ChecklistStatusBadge status={item.status} />
      </StyledHeader>
      {item.description && <StyledDescription>{item.description}</StyledDescription>}
      {item.status === 'Rejected' && item.reason && (
        <StyledReason>
          <strong>Rejected: </strong>
          {item.reason}
        </StyledReason>
      )}
      {item.documents.length > 0 && (
        <StyledFiles aria-label={`Files for ${item.name}`}>
          {item.documents.map((document) => (
            <li key={document.id}>
              {document.fileName} · {formatDate(document.createdAt)}
            </li>
          ))}
        </StyledFiles>
      )}
      {(canUpload || reviewable) && (
        <StyledActions>
          {canUpload && <ChecklistItemUpload dealId={dealId} item={item} />}
          {reviewable && item.status !== 'Accepted' && (
            <StyledButton
              type="button"
              $compact
              aria-label={`Accept ${item.name}`}
              aria-busy={reviewing || undefined}
              onClick={() => {
                if (!reviewing) onAccept(item);
              }}
            >
              Accept
            </StyledButton>
          )}
          {reviewable && item.status !== 'Rejected' && (
            <StyledButton
              type="button"
              $variant="danger"
              $compact
              aria-label={`Reject ${item.name}`}
              onClick={() => onReject(item)}
            >
              Reject
            </StyledButton>
          )}
        </StyledActions>
      )}
    </StyledItem>
  );
}
