import type { RangedPdf } from './openRangedPdf';

/**
 * Opens a PDF already in memory (a summary the gateway just made). pdf.js is loaded on first use,
 * and its worker comes from this remote's own origin (no CDN), as for a document's preview.
 */
export async function openPdfBytes(bytes: Uint8Array): Promise<RangedPdf> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc ||= new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;
  // pdf.js takes the buffer over (transfers it to the worker): hand it a copy, the caller keeps its bytes.
  const task = pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false });
  try {
    return { pdf: await task.promise, close: () => task.destroy() };
  } catch (error) {
    await task.destroy();
    throw error;
  }
}
