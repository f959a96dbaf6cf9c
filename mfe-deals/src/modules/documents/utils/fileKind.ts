export type FileKind = 'pdf' | 'word' | 'excel' | 'image' | 'archive' | 'file';

/** Which icon a document gets, from its MIME type, else its extension. */
export function fileKind(mimeType: string | null | undefined, fileName: string): FileKind {
  const type = (mimeType ?? '').toLowerCase();
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (type === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (type.includes('wordprocessing') || type === 'application/msword' || ['doc', 'docx'].includes(extension))
    return 'word';
  if (type.includes('spreadsheet') || type === 'application/vnd.ms-excel' || ['xls', 'xlsx'].includes(extension))
    return 'excel';
  if (type.startsWith('image/') || ['jpg', 'jpeg', 'png'].includes(extension)) return 'image';
  if (type.includes('zip') || extension === 'zip') return 'archive';
  return 'file';
}
