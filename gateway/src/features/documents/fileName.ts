const MAX_LENGTH = 150;
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/** The lower-case extension without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A file name that is safe on disk, in OneDrive and in Content-Disposition: no path, no control
 * or reserved characters, no leading/trailing dots or spaces, at most 150 characters with the
 * extension kept. Letters of any script stay.
 */
export function sanitizeFileName(name: string, fallback = 'document'): string {
  const base = (name.split(/[\\/]/).pop() ?? '').normalize('NFC');
  let cleaned = base
    .replace(/[^\p{L}\p{M}\p{N} ._()\-[\]&+,'!@#$%=~]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (cleaned.length > MAX_LENGTH) {
    const ext = extensionOf(cleaned);
    const keep = ext && ext.length < 10 ? `.${ext}` : '';
    cleaned = cleaned.slice(0, MAX_LENGTH - keep.length).replace(/[\s.]+$/g, '') + keep;
  }
  const stem = cleaned.includes('.') ? cleaned.slice(0, cleaned.lastIndexOf('.')) : cleaned;
  if (RESERVED.test(stem)) cleaned = `_${cleaned}`;
  return cleaned || fallback;
}

/** A rename keeps the document's extension: 'final' on report.pdf becomes final.pdf. */
export function renameKeepingExtension(current: string, requested: string): string {
  const ext = extensionOf(current);
  // A new display name, not a path: slashes are just characters to replace.
  const cleaned = sanitizeFileName(requested.replace(/[\\/]/g, '_'), '');
  if (!ext) return cleaned || current;
  if (!cleaned) return current;
  return extensionOf(cleaned) === ext ? cleaned : sanitizeFileName(`${cleaned}.${ext}`);
}
