import type { DealDocument } from '@portal/contracts';
import { Modal } from '@portal/web-kit/ui/Modal';
import { previewKind } from '../utils/previewKind';
import { ImagePreview } from './ImagePreview';
import { PdfPreview } from './PdfPreview';

export type PreviewDialogProps = { document: DealDocument; onClose: () => void };

/**
 * The in-page preview of a PDF, JPG or PNG: a dialog labelled with the file's name that keeps the
 * focus inside, closes with Escape or its close button, and gives the focus back to the opener.
 */
export function PreviewDialog({ document, onClose }: PreviewDialogProps) {
  const kind = previewKind(document);
  return (
    <Modal title={`Preview: ${document.originalName}`} onClose={onClose} width="960px">
      {kind === 'pdf' && <PdfPreview document={document} />}
      {kind === 'image' && <ImagePreview document={document} />}
    </Modal>
  );
}
