import { termSheetFileProblem, type DealRoomDocument } from '@portal/contracts';
import { useId, useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { uploadDealRoomTermSheet } from '../api/dealRoomApi';

/** Where the quote's term sheet is: none chosen, on its way (bytes sent), stored, or refused. */
export type TermSheetState =
  | { kind: 'none' }
  | { kind: 'uploading'; fileName: string; loaded: number; total: number }
  | { kind: 'uploaded'; document: DealRoomDocument }
  | { kind: 'failed'; fileName: string; message: string };

const StyledField = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  label {
    font-weight: 600;
  }
  input[type='file'] {
    max-width: 100%;
    min-height: 40px;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input[type='file']:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const StyledHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const StyledProgress = styled.progress`
  width: min(100%, 360px);
  height: 8px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`;

const StyledProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const percentOf = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

export type TermSheetFieldProps = {
  token: string;
  state: TermSheetState;
  onChange: (state: TermSheetState) => void;
};

/**
 * The quote's optional term sheet: a PDF uploaded to the room as soon as it is chosen, with its
 * progress; a refusal (not a PDF, too large) is said next to the field. The answer then names it.
 */
export function TermSheetField({ token, state, onChange }: TermSheetFieldProps) {
  const { api } = usePortalServices();
  const inputId = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const handleChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = termSheetFileProblem(file);
    if (problem) {
      onChange({ kind: 'failed', fileName: file.name, message: problem });
      return;
    }
    onChange({ kind: 'uploading', fileName: file.name, loaded: 0, total: file.size });
    try {
      const document = await uploadDealRoomTermSheet(api, token, file, ({ loaded, total }) =>
        onChange({ kind: 'uploading', fileName: file.name, loaded, total }),
      );
      onChange({ kind: 'uploaded', document });
    } catch (failure) {
      onChange({
        kind: 'failed',
        fileName: file.name,
        message: serverErrorText(failure, 'The term sheet could not be uploaded. Please try again.'),
      });
    }
  };

  const handleRemove = () => {
    if (inputRef.current) inputRef.current.value = '';
    onChange({ kind: 'none' });
    inputRef.current?.focus();
  };

  return (
    <StyledField>
      <label htmlFor={inputId}>
        Term sheet (PDF) <StyledHint>(optional, at most 10 MB)</StyledHint>
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        aria-describedby={state.kind === 'none' ? undefined : messageId}
        aria-invalid={state.kind === 'failed' || undefined}
        disabled={state.kind === 'uploading'}
        onChange={(event) => void handleChoose(event)}
      />
      <div id={messageId} aria-live="polite">
        {state.kind === 'uploading' && (
          <StyledRow>
            <StyledProgress
              max={100}
              value={percentOf(state.loaded, state.total)}
              aria-label={`Uploading ${state.fileName}`}
            />
            <span>
              {state.fileName}: {percentOf(state.loaded, state.total)}%
            </span>
          </StyledRow>
        )}
        {state.kind === 'uploaded' && (
          <StyledRow>
            <span>{state.document.fileName} uploaded; it goes with your quote.</span>
            <StyledButton type="button" $variant="ghost" $compact onClick={handleRemove}>
              Remove term sheet
            </StyledButton>
          </StyledRow>
        )}
        {state.kind === 'failed' && (
          <StyledProblem role="alert">
            {state.fileName}: {state.message}
          </StyledProblem>
        )}
      </div>
    </StyledField>
  );
}
