/**
 * A safe `Content-Disposition` header (`attachment` unless `inline` is asked for): an ASCII fallback name with quotes,
 * control characters and path separators removed, plus the RFC 5987 UTF-8 name.
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const cleaned =
    Array.from(fileName, (c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || '"\\/'.includes(c) ? '_' : c))
      .join('')
      .trim() || 'download';
  const ascii = cleaned.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
