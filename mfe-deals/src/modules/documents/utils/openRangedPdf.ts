import type { PDFDocumentProxy } from 'pdfjs-dist';

/** Fetches bytes `start` to `end` (exclusive) of the file. */
export type ReadRange = (start: number, end: number) => Promise<Uint8Array>;

export type RangedPdf = { pdf: PDFDocumentProxy; close: () => Promise<void> };

/** pdf.js's unit of reading: a request asks for one or more 64 KiB chunks. */
const CHUNK_BYTES = 65_536;

/**
 * Opens a PDF of `length` bytes reading only the parts pdf.js asks for, through `readRange` (the
 * portal's API client, so the bearer header and 401 handling are the host's). Nothing is fetched
 * in the background (`disableAutoFetch`): the first page shows after its own objects and the
 * cross-reference table arrived, however long the file is. pdf.js is loaded on first use, and its
 * worker comes from this remote's own origin (no CDN).
 */
export async function openRangedPdf(
  length: number,
  readRange: ReadRange,
  /** A read failed after the document opened (pdf.js itself would wait for the bytes forever). */
  onReadError: (error: unknown) => void,
): Promise<RangedPdf> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc ||= new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;

  let failOpening: (error: unknown) => void = () => undefined;
  const openingFailed = new Promise<never>((_resolve, reject) => {
    failOpening = reject;
  });
  let opened = false;

  class ApiRangeTransport extends pdfjs.PDFDataRangeTransport {
    override requestDataRange(begin: number, end: number): void {
      readRange(begin, end).then(
        (chunk) => this.onDataRange(begin, chunk),
        (error: unknown) => (opened ? onReadError(error) : failOpening(error)),
      );
    }
  }

  const transport = new ApiRangeTransport(length, null);
  const task = pdfjs.getDocument({
    range: transport,
    length,
    rangeChunkSize: CHUNK_BYTES,
    disableAutoFetch: true,
    disableStream: true,
    // No eval for fonts: the portal's pages run under a CSP without 'unsafe-eval'.
    isEvalSupported: false,
  });
  try {
    const pdf = await Promise.race([task.promise, openingFailed]);
    opened = true;
    return { pdf, close: () => task.destroy() };
  } catch (error) {
    await task.destroy();
    throw error;
  }
}
