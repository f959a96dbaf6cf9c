/** A term sheet is a PDF of at most 10 MB (uploadDealRoomTermSheet; a recorded quote's document). */
export const TERM_SHEET_MAX_BYTES = 10 * 1024 * 1024;
export const TERM_SHEET_TOO_LARGE = 'File size must be less than 10MB';
export const TERM_SHEET_NOT_PDF = 'Please upload the term sheet as a PDF.';

/**
 * What is wrong with a file chosen as a term sheet before it is sent (too large, not a PDF by
 * extension or type), or null. The gateway checks again, by the file's magic bytes.
 */
export function termSheetFileProblem(file: { name: string; size: number; type: string }): string | null {
  if (file.size > TERM_SHEET_MAX_BYTES) return TERM_SHEET_TOO_LARGE;
  const isPdf = /\.pdf$/i.test(file.name) || file.type.toLowerCase() === 'application/pdf';
  return isPdf ? null : TERM_SHEET_NOT_PDF;
}
