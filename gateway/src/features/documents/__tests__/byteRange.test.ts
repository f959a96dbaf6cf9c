import { describe, expect, it } from 'vitest';
import { contentRange, parseRange } from '../../../http/byteRange';

describe('parseRange', () => {
  const size = 1000;
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
  ])('%s is a part', (header, range) => {
    expect(parseRange(header, size)).toEqual({ kind: 'part', range });
  });

  it.each(['bytes=1000-', 'bytes=2000-3000', 'bytes=-0'])('%s cannot be satisfied', (header) => {
    expect(parseRange(header, size)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([undefined, '', 'bytes=-', 'bytes=5-2', 'bytes=0-1,5-6', 'items=0-5', 'bytes=a-b'])(
    '%s is ignored (whole file)',
    (header) => {
      expect(parseRange(header, size)).toEqual({ kind: 'whole' });
    },
  );

  it('an empty file has no satisfiable range', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('formats Content-Range', () => {
    expect(contentRange({ start: 0, end: 99 }, 1000)).toBe('bytes 0-99/1000');
  });
});
