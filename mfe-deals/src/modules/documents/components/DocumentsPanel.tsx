import type { DealDocument } from '@portal/contracts';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ChecklistItemPicker } from '../../checklist/components/ChecklistItemPicker';
import { ChecklistSection } from '../../checklist/components/ChecklistSection';
import { useDealChecklist } from '../../checklist/hooks/useDealChecklist';
import { useDealDocuments } from '../hooks/useDealDocuments';
import { useDeleteDocument } from '../hooks/useDeleteDocument';
import { useDownloadDocument } from '../hooks/useDownloadDocument';
import { useUploadDocument } from '../hooks/useUploadDocument';
import { validateUploadFile } from '../utils/validateUploadFile';
import { DocumentItem } from './DocumentItem';
import { PreviewDialog } from './PreviewDialog';
import { UploadArea } from './UploadArea';

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The list scrolls at a maximum height (docs/product.md#documents-panel). */
const StyledList = styled.ul`
  max-height: 320px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const StyledState = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type DocumentsPanelProps = {
  /** The deal's `id`. */
  dealId: string;
  /** Whether the upload area shows (it does in every deal dialog). */
  canUpload?: boolean;
};

/**
 * A deal's documents (docs/product.md#documents-panel): its checklist (docs/checklist.md), upload
 * by click or drop with live progress against a chosen checklist item (or none), the client-side
 * size and type checks, the list with Preview, Download and Delete.
 */
export function DocumentsPanel({ dealId, canUpload = true }: DocumentsPanelProps) {
  const headingId = useId();
  const documents = useDealDocuments(dealId);
  const checklistItems = useDealChecklist(dealId).data?.items ?? [];
  const [checklistItemId, setChecklistItemId] = useState('');
  const upload = useUploadDocument(dealId);
  const remove = useDeleteDocument(dealId);
  const download = useDownloadDocument();
  const [validationError, setValidationError] = useState<string | null>(null);
  const [currentFileName, setCurrentFileName] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<DealDocument | null>(null);
  const [toPreview, setToPreview] = useState<DealDocument | null>(null);

  async function handleFiles(files: File[]) {
    setValidationError(null);
    for (const file of files) {
      const problem = validateUploadFile(file);
      if (problem) {
        setValidationError(problem);
        continue;
      }
      setCurrentFileName(file.name);
      try {
        await upload.mutateAsync({ file, checklistItemId: checklistItemId || undefined });
      } catch {
        // The hook has shown the error toast; go on with the next file.
      } finally {
        setCurrentFileName(null);
      }
    }
    // The choice was for these files; the next ones start from none again.
    setChecklistItemId('');
  }

  function handleConfirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
  }

  return (
    <StyledPanel>
      <ChecklistSection dealId={dealId} canUpload={canUpload} />
      {canUpload && checklistItems.length > 0 && (
        <ChecklistItemPicker
          items={checklistItems}
          value={checklistItemId}
          onChange={setChecklistItemId}
          disabled={upload.isPending}
        />
      )}
      {canUpload && (
        <UploadArea
          onFiles={(files) => void handleFiles(files)}
          uploading={upload.isPending}
          progress={upload.progress}
          currentFileName={currentFileName}
          error={validationError}
        />
      )}
      <section aria-labelledby={headingId}>
        <StyledHeading id={headingId}>Uploaded Documents</StyledHeading>
        {documents.isPending && <StyledState role="status">Loading documents...</StyledState>}
        {documents.isError && (
          <StyledState role="alert">
            Failed to load documents: {documents.error.message}{' '}
            <StyledButton type="button" $variant="secondary" $compact onClick={() => void documents.refetch()}>
              Retry
            </StyledButton>
          </StyledState>
        )}
        {documents.data?.length === 0 && <StyledState>No documents uploaded yet</StyledState>}
        {documents.data && documents.data.length > 0 && (
          <StyledList aria-labelledby={headingId} tabIndex={0}>
            {documents.data.map((document) => (
              <DocumentItem
                key={document.id}
                document={document}
                onDownload={(item) => download.mutate(item)}
                onPreview={setToPreview}
                onDelete={setToDelete}
                downloading={download.isPending && download.variables?.id === document.id}
                checklistItemName={checklistItems.find((item) => item.id === document.checklistItemId)?.name}
              />
            ))}
          </StyledList>
        )}
      </section>
      {toPreview && <PreviewDialog document={toPreview} onClose={() => setToPreview(null)} />}
      {toDelete && (
        <ConfirmDialog
          title="Delete document"
          message="Are you sure you want to delete this document?"
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={handleConfirmDelete}
          onCancel={() => setToDelete(null)}
        />
      )}
    </StyledPanel>
  );
}
