import { useState } from 'react';
import styled from 'styled-components';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { mobileMedia } from '@portal/web-kit/theme';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Modal } from '@portal/web-kit/ui/Modal';
import { saveBlob } from '@portal/web-kit/files/saveBlob';
import { SUMMARY_PDF_FAILED, type DealSummaryPdf } from '../hooks/useDealSummaryPdf';
import type { SummaryPdfForm } from '../types/SummaryPdfForm';
import { SummaryPdfPreview } from './SummaryPdfPreview';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }

  ${mobileMedia} {
    flex-direction: column;
  }
`;

const StyledOption = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  cursor: pointer;

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledState = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const FORMS: { value: SummaryPdfForm; label: string }[] = [
  { value: 'anonymised', label: 'Anonymised (no client details or street address)' },
  { value: 'full', label: 'Full (with client details)' },
];

export type SummaryPdfDialogProps = {
  dealNumber: string;
  /** The PDF being made or made (the opener made the anonymised one). */
  summary: DealSummaryPdf;
  onClose: () => void;
};

/**
 * A deal's summary PDF, made on the gateway (docs/placement.md#deal-summary-pdf): the form
 * (anonymised by default; choosing the other makes it), the PDF in the in-page preview, and Download.
 */
export function SummaryPdfDialog({ dealNumber, summary, onClose }: SummaryPdfDialogProps) {
  const [form, setForm] = useState<SummaryPdfForm>(summary.variables ?? 'anonymised');
  const made = summary.data && summary.variables === form ? summary.data : null;

  function handleMake(next: SummaryPdfForm) {
    setForm(next);
    summary.mutate(next);
  }

  function handleDownload() {
    if (!made) return;
    saveBlob(new Blob([made.bytes.slice()], { type: 'application/pdf' }), made.fileName);
  }

  return (
    <Modal title={`Summary PDF: ${dealNumber}`} onClose={onClose} width="960px">
      <StyledBar>
        <StyledFieldset>
          <legend>Form</legend>
          {FORMS.map((option) => (
            <StyledOption key={option.value}>
              <input
                type="radio"
                name="summary-pdf-form"
                value={option.value}
                checked={form === option.value}
                onChange={() => handleMake(option.value)}
              />
              {option.label}
            </StyledOption>
          ))}
        </StyledFieldset>
        {summary.isError && !summary.isPending && (
          <StyledButton type="button" $variant="secondary" onClick={() => handleMake(form)}>
            Try again
          </StyledButton>
        )}
      </StyledBar>
      <div aria-live="polite">
        {summary.isPending && <StyledState role="status">Making the summary PDF...</StyledState>}
        {!summary.isPending && summary.isError && (
          <StyledState role="alert">{serverErrorText(summary.error, SUMMARY_PDF_FAILED)}</StyledState>
        )}
      </div>
      {made && !summary.isPending && <SummaryPdfPreview bytes={made.bytes} name={made.fileName} />}
      <StyledFooter>
        <StyledButton type="button" $variant="secondary" onClick={onClose}>
          Close
        </StyledButton>
        <StyledButton type="button" onClick={handleDownload} disabled={!made || summary.isPending}>
          Download
        </StyledButton>
      </StyledFooter>
    </Modal>
  );
}
