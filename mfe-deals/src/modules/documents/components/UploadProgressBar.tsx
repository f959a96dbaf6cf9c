import styled from 'styled-components';
import type { UploadProgress } from '../types/UploadProgress';
import { uploadPercent } from '../utils/uploadPercent';

const StyledProgressTrack = styled.div`
  width: min(100%, 360px);
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const StyledProgressBar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 120ms linear;
`;

const StyledHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export type UploadProgressBarProps = {
  progress: UploadProgress | null;
  /** The name of the file being sent. */
  fileName: string | null;
};

/** The real progress of an upload: a progressbar named after the file, and its percentage announced politely. */
export function UploadProgressBar({ progress, fileName }: UploadProgressBarProps) {
  const percent = uploadPercent(progress);
  return (
    <>
      <StyledProgressTrack
        role="progressbar"
        aria-label={fileName ? `Uploading ${fileName}` : 'Uploading'}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <StyledProgressBar style={{ width: `${percent}%` }} />
      </StyledProgressTrack>
      <StyledHint aria-live="polite">
        {fileName ? `${fileName}: ` : ''}
        {percent}%
      </StyledHint>
    </>
  );
}
