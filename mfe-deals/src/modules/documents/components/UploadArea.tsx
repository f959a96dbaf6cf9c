import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import styled from 'styled-components';
import { StyledVisuallyHidden } from '@portal/web-kit/ui/VisuallyHidden';
import type { UploadProgress } from '../types/UploadProgress';
import { UPLOAD_ACCEPT } from '../utils/uploadAccept';
import { UploadProgressBar } from './UploadProgressBar';

const StyledDropZone = styled.label<{ $dragging: boolean; $busy: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 112px;
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme, $dragging }) => ($dragging ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.surfaceHover : theme.colors.surfaceRaised)};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  cursor: ${({ $busy }) => ($busy ? 'progress' : 'pointer')};
  transition:
    border-color 120ms ease,
    background 120ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledTitle = styled.span`
  font-weight: 600;
`;

const StyledHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledError = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export type UploadAreaProps = {
  onFiles: (files: File[]) => void;
  uploading: boolean;
  progress: UploadProgress | null;
  /** The name of the file being sent. */
  currentFileName: string | null;
  error: string | null;
};

/**
 * 'Click to upload documents' (or drop files here). While sending: 'Uploading...' with a real
 * progress bar, announced politely.
 */
export function UploadArea({ onFiles, uploading, progress, currentFileName, error }: UploadAreaProps) {
  const inputId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  }

  function handleDragOver(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    if (!uploading) setDragging(true);
  }

  function handleDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (uploading) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  }

  return (
    <div>
      <StyledDropZone
        htmlFor={inputId}
        $dragging={dragging}
        $busy={uploading}
        onDragOver={handleDragOver}
        onDragEnter={handleDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        data-testid="upload-drop-zone"
      >
        <StyledVisuallyHidden
          as="input"
          id={inputId}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          disabled={uploading}
          onChange={handleChange}
          aria-label="Click to upload documents"
          aria-describedby={error ? errorId : undefined}
        />
        <StyledTitle>{uploading ? 'Uploading...' : 'Click to upload documents'}</StyledTitle>
        {uploading ? (
          <UploadProgressBar progress={progress} fileName={currentFileName} />
        ) : (
          <StyledHint>or drag and drop files here · PDF, DOC, DOCX, XLS, XLSX, JPG, PNG or ZIP</StyledHint>
        )}
      </StyledDropZone>
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </div>
  );
}
