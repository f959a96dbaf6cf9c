import { describe, expect, it, vi } from 'vitest';
import { csvColumns } from '../utils/csvColumns';
import { csvFileName } from '../utils/csvFileName';
import { formatCsvValue } from '../utils/formatCsvValue';
import { writeCsv } from '../utils/writeCsv';

describe('CSV writer (spec §9)', () => {
  it('quotes values and doubles embedded quotes', () => {
    expect(formatCsvValue('Harbor View')).toBe('"Harbor View"');
    expect(formatCsvValue('The "Grand" Hotel')).toBe('"The ""Grand"" Hotel"');
    expect(formatCsvValue('a, b\nc')).toBe('"a, b\nc"');
    expect(formatCsvValue(1500000)).toBe('"1500000"');
    expect(formatCsvValue(true)).toBe('"true"');
    expect(formatCsvValue('')).toBe('""');
  });

  it('writes null (and missing values) as empty', () => {
    expect(formatCsvValue(null)).toBe('');
    expect(formatCsvValue(undefined)).toBe('');
  });

  it('writes objects and arrays as JSON, quoted like any value', () => {
    expect(formatCsvValue({ id: 'u1', name: 'Ada "A" Admin' })).toBe(
      '"{""id"":""u1"",""name"":""Ada \\""A\\"" Admin""}"',
    );
    expect(formatCsvValue([])).toBe('"[]"');
    expect(formatCsvValue([{ from: null, to: 'Proposal' }])).toBe('"[{""from"":null,""to"":""Proposal""}]"');
  });

  it('names the file after the kind and the date as yyyy-MM-dd', () => {
    expect(csvFileName('deals', new Date(2026, 0, 5, 23, 59))).toBe('deals-2026-01-05.csv');
    expect(csvFileName('users', new Date(2026, 10, 30))).toBe('users-2026-11-30.csv');
  });

  it('takes every field that occurs in any row as a column, in order of appearance', () => {
    expect(
      csvColumns([
        { a: 1, b: 2 },
        { b: 3, c: 4 },
      ]),
    ).toEqual(['a', 'b', 'c']);
  });

  it('writes a header and one CRLF line per row', async () => {
    const csv = await writeCsv([
      { id: 'd1', name: 'Oak "Plaza"', amount: 1500000, owner: { id: 'u1' }, note: null },
      { id: 'd2', name: 'Elm', amount: null, owner: null, note: 'x' },
    ]);
    expect(csv).toBe(
      [
        '"id","name","amount","owner","note"',
        '"d1","Oak ""Plaza""","1500000","{""id"":""u1""}",',
        '"d2","Elm",,,"x"',
        '',
      ].join('\r\n'),
    );
  });

  it('writes large sets in chunks, pausing between them and reporting progress', async () => {
    const rows = Array.from({ length: 1234 }, (_, i) => ({ id: `d${i}` }));
    const pause = vi.fn(() => Promise.resolve());
    const onProgress = vi.fn();
    const csv = await writeCsv(rows, { chunkSize: 500, pause, onProgress });
    expect(onProgress.mock.calls).toEqual([
      [500, 1234],
      [1000, 1234],
      [1234, 1234],
    ]);
    expect(pause).toHaveBeenCalledTimes(2);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1235);
  });

  it('writes only the header line for no rows', async () => {
    expect(await writeCsv([])).toBe('\r\n');
  });
});
