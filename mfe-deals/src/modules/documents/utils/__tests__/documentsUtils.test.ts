import { describe, expect, it } from 'vitest';
import { fileKind } from '../fileKind';
import { fileNameFromDisposition } from '../fileNameFromDisposition';
import { formatFileSize } from '../formatFileSize';
import { uploadRules } from '../uploadRules';
import { validateUploadFile } from '../validateUploadFile';

const MB = 1024 * 1024;

describe('file sizes (docs/product.md#file-sizes: Bytes, KB, MB, GB, base 1024, 2 decimals)', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234567, '1.18 MB'],
    [10 * MB, '10 MB'],
    [1024 ** 3, '1 GB'],
    [5.5 * 1024 ** 3, '5.5 GB'],
    [3 * 1024 ** 4, '3072 GB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('reads missing or negative sizes as 0 Bytes', () => {
    expect(formatFileSize(null)).toBe('0 Bytes');
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});

describe('upload checks (docs/product.md#upload-rules)', () => {
  const file = (name: string, size: number, type = '') => ({ name, size, type });

  it('accepts up to 10 MB and refuses more with the message of docs/product.md#upload-rules', () => {
    expect(validateUploadFile(file('a.pdf', 10 * MB, 'application/pdf'))).toBeNull();
    expect(validateUploadFile(file('a.pdf', 10 * MB + 1, 'application/pdf'))).toBe('File size must be less than 10MB');
    expect(uploadRules.tooLarge).toBe('File size must be less than 10MB');
  });

  it.each(['a.pdf', 'a.doc', 'a.docx', 'a.xls', 'a.xlsx', 'a.jpg', 'a.jpeg', 'a.png', 'a.zip', 'SCAN.PDF'])(
    'accepts %s',
    (name) => {
      expect(validateUploadFile(file(name, 100))).toBeNull();
    },
  );

  it.each([
    ['notes.txt', 'text/plain'],
    ['run.exe', 'application/octet-stream'],
    ['photo.gif', 'image/gif'],
    ['fake.txt', 'application/pdf'],
  ])('refuses %s with the message of docs/product.md#upload-rules', (name, type) => {
    expect(validateUploadFile(file(name, 100, type))).toBe(
      'File type not supported. Please upload PDF, DOC, DOCX, XLS, XLSX, JPG, PNG, or ZIP files.',
    );
  });

  it('judges a file without an extension by its MIME type', () => {
    expect(validateUploadFile(file('scan', 100, 'application/pdf'))).toBeNull();
    expect(validateUploadFile(file('scan', 100, 'text/plain'))).toBe(uploadRules.unsupportedType);
  });

  it('checks the size before the type', () => {
    expect(validateUploadFile(file('big.txt', 11 * MB))).toBe(uploadRules.tooLarge);
  });
});

describe('file type icons', () => {
  it.each([
    ['application/pdf', 'x.bin', 'pdf'],
    ['', 'x.PDF', 'pdf'],
    ['application/msword', 'x', 'word'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'x', 'word'],
    ['application/vnd.ms-excel', 'x', 'excel'],
    ['', 'budget.xlsx', 'excel'],
    ['image/png', 'x', 'image'],
    ['', 'photo.jpg', 'image'],
    ['application/zip', 'x', 'archive'],
    ['application/octet-stream', 'x.bin', 'file'],
  ] as const)('%s %s → %s', (mimeType, name, kind) => {
    expect(fileKind(mimeType, name)).toBe(kind);
  });
});

describe('download names', () => {
  it('prefers the UTF-8 name of Content-Disposition', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="Term sheet.pdf"; filename*=UTF-8''Term%20sheet%20%E2%82%AC.pdf`),
    ).toBe('Term sheet €.pdf');
  });

  it('reads the plain name, quoted or not', () => {
    expect(fileNameFromDisposition('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
  });

  it('has no name without the header', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });
});
