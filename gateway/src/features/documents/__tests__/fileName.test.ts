import { describe, expect, it } from 'vitest';
import { renameKeepingExtension, sanitizeFileName } from '../fileName';

describe('safe file names', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\Deal Memo.docx', 'Deal Memo.docx'],
    ['a<b>c:d"e|f?g*.pdf', 'a_b_c_d_e_f_g_.pdf'],
    ['  ..hidden.pdf. ', 'hidden.pdf'],
    ['Résumé – 2026.pdf', 'Résumé _ 2026.pdf'],
    ['line\nbreak\u0000.pdf', 'line_break_.pdf'],
    ['CON.pdf', '_CON.pdf'],
    ['', 'document'],
    ['...', 'document'],
  ])('%j becomes %j', (input, output) => {
    expect(sanitizeFileName(input)).toBe(output);
  });

  it('keeps the extension when shortening a long name', () => {
    const name = sanitizeFileName(`${'x'.repeat(300)}.xlsx`);
    expect(name).toHaveLength(150);
    expect(name.endsWith('.xlsx')).toBe(true);
  });

  it('a rename keeps the extension', () => {
    expect(renameKeepingExtension('report.pdf', 'final')).toBe('final.pdf');
    expect(renameKeepingExtension('report.pdf', 'final.PDF')).toBe('final.PDF');
    expect(renameKeepingExtension('report.pdf', 'final.exe')).toBe('final.exe.pdf');
    expect(renameKeepingExtension('report.pdf', 'a/b')).toBe('a_b.pdf');
  });
});
