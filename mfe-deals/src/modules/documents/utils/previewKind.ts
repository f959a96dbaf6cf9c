import type { DealDocument } from '@portal/contracts';

export type PreviewKind = 'pdf' | 'image';

/** What the in-page preview can show of a document: PDFs page by page, JPG and PNG as images; else nothing. */
export function previewKind(document: Pick<DealDocument, 'mimeType'>): PreviewKind | null {
  if (document.mimeType === 'application/pdf') return 'pdf';
  if (document.mimeType === 'image/jpeg' || document.mimeType === 'image/png') return 'image';
  return null;
}
