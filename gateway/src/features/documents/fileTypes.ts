import { fileTypeFromFile } from 'file-type';
import { extensionOf } from './fileName';

export const FILE_TYPE_NOT_SUPPORTED =
  'File type not supported. Please upload PDF, DOC, DOCX, XLS, XLSX, JPG, PNG, or ZIP files.';

/**
 * Allowed extensions, the content types (file-type's names) each may have, and the stored MIME type.
 * DOCX/XLSX are ZIP containers, so plain `zip` magic is enough for them; DOC/XLS are OLE2 (`cfb`).
 */
const ALLOWED: Record<string, { magic: string[]; mime: string }> = {
  pdf: { magic: ['pdf'], mime: 'application/pdf' },
  doc: { magic: ['cfb'], mime: 'application/msword' },
  xls: { magic: ['cfb'], mime: 'application/vnd.ms-excel' },
  docx: { magic: ['docx', 'zip'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { magic: ['xlsx', 'zip'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  jpg: { magic: ['jpg'], mime: 'image/jpeg' },
  jpeg: { magic: ['jpg'], mime: 'image/jpeg' },
  png: { magic: ['png'], mime: 'image/png' },
  zip: { magic: ['zip', 'docx', 'xlsx'], mime: 'application/zip' },
};

/** The MIME type to store when both the extension and the content agree on an allowed type; else null. */
export async function checkFileType(filePath: string, fileName: string): Promise<string | null> {
  const allowed = ALLOWED[extensionOf(fileName)];
  if (!allowed) return null;
  const detected = await fileTypeFromFile(filePath);
  return detected && allowed.magic.includes(detected.ext) ? allowed.mime : null;
}
