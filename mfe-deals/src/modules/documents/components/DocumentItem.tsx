import type { DealDocument } from '@portal/contracts';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { formatDate } from '@portal/web-kit/format/formatDate';
import { fileKind } from '../utils/fileKind';
import { formatFileSize } from '../utils/formatFileSize';
import { previewKind } from '../utils/previewKind';
import { FileTypeIcon } from './FileTypeIcon';

const StyledItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  @media (max-width: 560px) {
    flex-wrap: wrap;
  }
`;

const StyledInfo = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const StyledName = styled.span`
  overflow: hidden;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLink = styled.a`
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

export type DocumentItemProps = {
  document: DealDocument;
  onDownload: (document: DealDocument) => void;
  /** Opens the in-page preview; the button shows only for PDF, JPG and PNG. */
  onPreview?: ((document: DealDocument) => void) | undefined;
  onDelete?: ((document: DealDocument) => void) | undefined;
  downloading: boolean;
  /** The checklist item the document was uploaded against, if any. */
  checklistItemName?: string | undefined;
};

/** One uploaded document: type icon, original name, size, date and checklist item, the OneDrive link, Preview, Download and Delete. */
export function DocumentItem({
  document,
  onDownload,
  onPreview,
  onDelete,
  downloading,
  checklistItemName,
}: DocumentItemProps) {
  return (
    <StyledItem>
      <FileTypeIcon kind={fileKind(document.mimeType, document.originalName)} />
      <StyledInfo>
        <StyledName title={document.originalName}>{document.originalName}</StyledName>
        <StyledMeta>
          {formatFileSize(document.fileSize)} · {formatDate(document.createdAt)}
          {checklistItemName && ` · ${checklistItemName}`}
        </StyledMeta>
      </StyledInfo>
      <StyledActions>
        {document.oneDriveUrl && (
          <StyledLink href={document.oneDriveUrl} target="_blank" rel="noopener noreferrer">
            View in OneDrive
          </StyledLink>
        )}
        {onPreview && previewKind(document) && (
          <StyledButton
            type="button"
            $variant="secondary"
            $compact
            aria-label={`Preview ${document.originalName}`}
            onClick={() => onPreview(document)}
          >
            Preview
          </StyledButton>
        )}
        <StyledButton
          type="button"
          $variant="secondary"
          $compact
          aria-label={`Download ${document.originalName}`}
          aria-busy={downloading || undefined}
          onClick={() => {
            // Not disabled while busy: a disabled button would drop the keyboard focus.
            if (!downloading) onDownload(document);
          }}
        >
          Download
        </StyledButton>
        {onDelete && (
          <StyledButton
            type="button"
            $variant="danger"
            $compact
            aria-label={`Delete ${document.originalName}`}
            onClick={() => onDelete(document)}
          >
            Delete
          </StyledButton>
        )}
      </StyledActions>
    </StyledItem>
  );
}
