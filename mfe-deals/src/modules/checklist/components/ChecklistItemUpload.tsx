import type { DealChecklistItem } from '@portal/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { StyledVisuallyHidden } from '@portal/web-kit/ui/VisuallyHidden';
import { UploadProgressBar } from '../../documents/components/UploadProgressBar';
import { useUploadDocument } from '../../documents/hooks/useUploadDocument';
import { UPLOAD_ACCEPT } from '../../documents/utils/uploadAccept';
import { validateUploadFile } from '../../documents/utils/validateUploadFile';

/** A label that looks like a compact secondary button; the file input inside takes the focus. */
const StyledPicker = styled.label<{ $busy: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
  cursor: ${({ $busy }) => ($busy ? 'progress' : 'pointer')};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export type ChecklistItemUploadProps = { dealId: string; item: DealChecklistItem };

/** Uploads one file against a checklist item, with the same checks and live progress as the upload area. */
export function ChecklistItemUpload({ dealId, item }: ChecklistItemUploadProps) {
  const inputId = useId();
  const errorId = useId();
  const upload = useUploadDocument(dealId);
  const [fileName, setFileName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = validateUploadFile(file);
    setError(problem);
    if (problem) return;
    setFileName(file.name);
    upload.mutate({ file, checklistItemId: item.id }, { onSettled: () => setFileName(null) });
  }

  const label = item.status === 'Missing' ? 'Upload' : 'Upload again';
  return (
    <StyledWrap>
      <StyledPicker htmlFor={inputId} $busy={upload.isPending}>
        <StyledVisuallyHidden
          as="input"
          id={inputId}
          type="file"
          accept={UPLOAD_ACCEPT}
          disabled={upload.isPending}
          onChange={handleChange}
          aria-label={`Upload a file for ${item.name}`}
          aria-describedby={error ? errorId : undefined}
        />
        {upload.isPending ? 'Uploading...' : label}
      </StyledPicker>
      {upload.isPending && <UploadProgressBar progress={upload.progress} fileName={fileName} />}
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </StyledWrap>
  );
}
