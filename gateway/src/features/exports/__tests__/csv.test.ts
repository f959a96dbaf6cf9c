import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { csvCell, csvStream } from '../csv';

describe('csvCell', () => {
  it('quotes every value, doubles embedded quotes, writes objects as JSON and nothing for null', () => {
    expect(csvCell('Oak "Plaza", Unit 1')).toBe('"Oak ""Plaza"", Unit 1"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell(1500000)).toBe('"1500000"');
    expect(csvCell(true)).toBe('"true"');
    expect(csvCell({ id: 'u1', name: 'Ann' })).toBe('"{""id"":""u1"",""name"":""Ann""}"');
    expect(csvCell([])).toBe('"[]"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('""');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell('+1+1')).toBe('"\'+1+1"');
    expect(csvCell('-2+3')).toBe('"\'-2+3"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\t=1')).toBe('"\'\t=1"');
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell(-5)).toBe('"\'-5"');
    // Not at the start: left alone.
    expect(csvCell('a=b')).toBe('"a=b"');
  });
});

/** A source that counts how many rows were pulled from it. */
function countingSource(total: number) {
  const state = { pulled: 0 };
  async function* rows() {
    for (let i = 0; i < total; i++) {
      state.pulled++;
      yield { n: i, text: 'x'.repeat(200) };
    }
  }
  return { state, rows: rows() };
}

describe('csvStream', () => {
  it('writes a BOM, the header and one CRLF line per row', async () => {
    const { rows } = countingSource(3);
    let text = '';
    await pipeline(
      csvStream(['n', 'text'], rows, (row) => row),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          text += chunk.toString('utf8');
          done();
        },
      }),
    );
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"n","text"');
    expect(lines.slice(1, 4).map((line) => line.split(',')[0])).toEqual(['"0"', '"1"', '"2"']);
    expect(lines[4]).toBe('');
  });

  it('pulls rows only as fast as the reader takes them (backpressure)', async () => {
    const { state, rows } = countingSource(100_000);
    const stream = csvStream(['n', 'text'], rows, (row) => row);
    // Nobody reads: the stream fills its buffer and stops asking the source.
    stream.pause();
    stream.once('data', () => stream.pause());
    stream.resume();
    for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(state.pulled).toBeGreaterThan(0);
    expect(state.pulled).toBeLessThan(2_000);
    // A reader that goes away stops the source.
    stream.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    const pulledAtDestroy = state.pulled;
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(state.pulled).toBe(pulledAtDestroy);
  });
});
