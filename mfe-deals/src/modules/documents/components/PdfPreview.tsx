import type { DealDocument } from '@portal/contracts';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchDocumentRange } from '../api/fetchDocumentRange';
import { openRangedPdf, type RangedPdf } from '../utils/openRangedPdf';

const StyledViewer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledToolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** 'Page n of N' stays on one line between the buttons, even at phone width. */
const StyledPageCount = styled.span`
  white-space: nowrap;
`;

const StyledPageArea = styled.div`
  min-height: 200px;
  max-height: 70vh;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  /* Pages are white paper in both themes. */
  background: ${({ theme }) => theme.colors.surfaceRaised};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
  canvas {
    display: block;
    width: 100%;
    height: auto;
    background: #fff;
  }
`;

const StyledState = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const PREVIEW_FAILED = 'Could not show the preview. Please try again or download the file.';

type Loaded = { status: 'loading' } | { status: 'ready'; pdf: PDFDocumentProxy } | { status: 'error'; message: string };

/**
 * A document's PDF one page at a time: opened through ranged reads (only the parts a page needs),
 * the shown page rendered to a canvas as wide as the dialog (PdfPages).
 */
export function PdfPreview({ document }: { document: DealDocument }) {
  const { api } = useDealsServices();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let opened: RangedPdf | null = null;
    const fail = (error: unknown) => {
      if (!cancelled) setLoaded({ status: 'error', message: serverErrorText(error, PREVIEW_FAILED) });
    };
    openRangedPdf(document.fileSize, (start, end) => fetchDocumentRange(api, document.id, start, end), fail).then(
      (result) => {
        if (cancelled) return void result.close();
        opened = result;
        setLoaded({ status: 'ready', pdf: result.pdf });
      },
      fail,
    );
    return () => {
      cancelled = true;
      void opened?.close();
    };
  }, [api, document.id, document.fileSize]);

  if (loaded.status === 'loading') return <StyledState role="status">Loading preview...</StyledState>;
  if (loaded.status === 'error') return <StyledState role="alert">{loaded.message}</StyledState>;

  return <PdfPages pdf={loaded.pdf} name={document.originalName} />;
}

export type PdfPagesProps = { pdf: PDFDocumentProxy; /** Names the file in each page's label. */ name: string };

/** An opened PDF one page at a time: Previous/Next (and the arrow and Page keys on the page), 'Page n of N' announced. */
export function PdfPages({ pdf, name }: PdfPagesProps) {
  const [pageNumber, setPageNumber] = useState(1);
  const pageCount = pdf.numPages;
  const goTo = (page: number) => setPageNumber(Math.min(pageCount, Math.max(1, page)));

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowLeft: -1, PageUp: -1, ArrowRight: 1, PageDown: 1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    goTo(pageNumber + step);
  }

  return (
    <StyledViewer>
      <StyledToolbar>
        <StyledButton
          type="button"
          $variant="secondary"
          $compact
          // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
          aria-disabled={pageNumber === 1 || undefined}
          onClick={() => goTo(pageNumber - 1)}
        >
          Previous page
        </StyledButton>
        <StyledPageCount aria-live="polite">
          Page {pageNumber} of {pageCount}
        </StyledPageCount>
        <StyledButton
          type="button"
          $variant="secondary"
          $compact
          aria-disabled={pageNumber === pageCount || undefined}
          onClick={() => goTo(pageNumber + 1)}
        >
          Next page
        </StyledButton>
      </StyledToolbar>
      <StyledPageArea
        tabIndex={0}
        role="group"
        aria-label={`Page ${pageNumber} of ${pageCount}; arrow keys change the page`}
        onKeyDown={handleKeyDown}
      >
        <PdfPage pdf={pdf} pageNumber={pageNumber} label={`${name}, page ${pageNumber}`} />
      </StyledPageArea>
    </StyledViewer>
  );
}

/** One page drawn on a canvas at the area's width (sharp on high-density screens); only this page is read. */
function PdfPage({ pdf, pageNumber, label }: { pdf: PDFDocumentProxy; pageNumber: number; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [rendered, setRendered] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let task: RenderTask | null = null;
    let cancelled = false;
    setRendered(null);
    setFailed(false);
    void (async () => {
      try {
        const page = await pdf.getPage(pageNumber);
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        const width = canvas.parentElement?.clientWidth || 800;
        const scale = width / page.getViewport({ scale: 1 }).width;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: scale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        task = page.render({ canvas, viewport });
        await task.promise;
        if (!cancelled) setRendered(pageNumber);
      } catch (error) {
        if (!cancelled && (error as Error).name !== 'RenderingCancelledException') setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber]);

  return (
    <>
      {rendered === null && !failed && <StyledState role="status">Loading page {pageNumber}...</StyledState>}
      {failed && <StyledState role="alert">{PREVIEW_FAILED}</StyledState>}
      <canvas ref={canvasRef} role="img" aria-label={label} data-rendered-page={rendered ?? undefined} />
    </>
  );
}
