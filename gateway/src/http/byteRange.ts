/** One byte range of a file, both ends inclusive (as in `Content-Range: bytes start-end/size`). */
export type ByteRange = { start: number; end: number };

export type RangeRequest =
  /** No usable Range header: the whole file (a malformed or multi-part Range is ignored, RFC 9110 §14.2). */
  | { kind: 'whole' }
  | { kind: 'part'; range: ByteRange }
  /** The range starts at or past the end of the file: 416. */
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/** Reads a `Range: bytes=a-b | a- | -n` header against a file of `size` bytes. */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = SINGLE_RANGE.exec(header?.trim() ?? '');
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last n bytes (all of them when n is larger than the file).
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end } };
}

export const contentRange = (range: ByteRange, size: number) => `bytes ${range.start}-${range.end}/${size}`;
