const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * A file size in Bytes, KB, MB or GB, base 1024, at most 2 decimals (docs/product.md#file-sizes),
 * e.g. '0 Bytes', '1 KB', '1.5 MB'. Sizes beyond GB stay in GB.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${UNITS[exponent]}`;
}
