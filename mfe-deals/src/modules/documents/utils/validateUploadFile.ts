import { uploadRules } from './uploadRules';

/**
 * The client-side checks of docs/product.md#upload-rules before anything is sent: the size (at most
 * 10 MB) and the type (PDF, DOC, DOCX, XLS, XLSX, JPG, PNG or ZIP by extension or MIME type).
 * Returns the message to show, or null when the file may be uploaded. The gateway checks both
 * again.
 */
export function validateUploadFile(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (file.size > uploadRules.maxBytes) return uploadRules.tooLarge;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const byExtension = (uploadRules.extensions as readonly string[]).includes(extension);
  const byType = (uploadRules.mimeTypes as readonly string[]).includes(file.type.toLowerCase());
  // A known extension decides; a file without one is judged by its MIME type.
  if (extension ? !byExtension : !byType) return uploadRules.unsupportedType;
  return null;
}
