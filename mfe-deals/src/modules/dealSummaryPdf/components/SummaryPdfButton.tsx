import { useState } from 'react';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { useDealSummaryPdf } from '../hooks/useDealSummaryPdf';
import { SummaryPdfDialog } from './SummaryPdfDialog';

export type SummaryPdfButtonProps = { dealId: string; dealNumber: string };

/** 'Summary PDF' on a deal's summary: one click makes the anonymised PDF and opens its preview. */
export function SummaryPdfButton({ dealId, dealNumber }: SummaryPdfButtonProps) {
  const [open, setOpen] = useState(false);
  const summary = useDealSummaryPdf(dealId);

  function handleOpen() {
    setOpen(true);
    summary.mutate('anonymised');
  }

  function handleClose() {
    setOpen(false);
    summary.reset();
  }

  return (
    <>
      <StyledButton type="button" $variant="secondary" aria-haspopup="dialog" onClick={handleOpen}>
        Summary PDF
      </StyledButton>
      {open && <SummaryPdfDialog dealNumber={dealNumber} summary={summary} onClose={handleClose} />}
    </>
  );
}
