import { describe, expect, it } from 'vitest';
import { createRowCounter } from '../utils/countCsvRows';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('createRowCounter', () => {
  it('counts data rows across chunks, not line breaks inside quoted cells', () => {
    const counter = createRowCounter();
    expect(counter.add(bytes('\uFEFF"id","address"\r\n"1","a'))).toBe(0);
    expect(counter.add(bytes('\r\nb"\r\n"2","say ""hi"""\r'))).toBe(1);
    expect(counter.add(bytes('\n"3","é, ü"\r\n'))).toBe(3);
  });
});
