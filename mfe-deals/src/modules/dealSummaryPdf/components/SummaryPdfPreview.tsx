import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PdfPages, PREVIEW_FAILED } from '../../documents/components/PdfPreview';
import { openPdfBytes } from '../../documents/utils/openPdfBytes';
import type { RangedPdf } from '../../documents/utils/openRangedPdf';

const StyledState = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Opened = { status: 'loading' } | { status: 'ready'; opened: RangedPdf } | { status: 'error' };

/** A summary PDF in memory shown in the documents' in-page preview, one page at a time. */
export function SummaryPdfPreview({ bytes, name }: { bytes: Uint8Array; name: string }) {
  const [state, setState] = useState<Opened>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let opened: RangedPdf | null = null;
    setState({ status: 'loading' });
    openPdfBytes(bytes).then(
      (result) => {
        if (cancelled) return void result.close();
        opened = result;
        setState({ status: 'ready', opened: result });
      },
      () => {
        if (!cancelled) setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
      void opened?.close();
    };
  }, [bytes]);

  if (state.status === 'loading') return <StyledState role="status">Loading preview...</StyledState>;
  if (state.status === 'error') return <StyledState role="alert">{PREVIEW_FAILED}</StyledState>;
  return <PdfPages pdf={state.opened.pdf} name={name} />;
}
