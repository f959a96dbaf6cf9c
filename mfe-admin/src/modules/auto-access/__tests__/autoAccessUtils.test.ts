import { describe, expect, it } from 'vitest';
import { bulkAddMessage } from '../utils/bulkAddMessage';
import { parseBulkUsernames } from '../utils/parseBulkUsernames';

describe('bulk usernames (docs/product.md#auto-access-entries)', () => {
  it('splits on newlines or commas, trims and drops empties', () => {
    expect(parseBulkUsernames('alice\nbob, carol ,\n\n  dave  \r\nerin,,')).toEqual([
      'alice',
      'bob',
      'carol',
      'dave',
      'erin',
    ]);
  });

  it('gives nothing for blank input', () => {
    expect(parseBulkUsernames(' \n , ,\n')).toEqual([]);
    expect(parseBulkUsernames('')).toEqual([]);
  });

  it('keeps names with inner spaces for the server to judge (invalid names are skipped there)', () => {
    expect(parseBulkUsernames('bad name, good')).toEqual(['bad name', 'good']);
  });
});

describe('bulk add message (docs/product.md#admin-messages)', () => {
  it('says how many were added', () => {
    expect(bulkAddMessage({ successful: 3, duplicates: 0, failed: 0 })).toBe(
      'Bulk add completed: 3 added successfully',
    );
  });

  it('adds duplicates and failures only when above 0', () => {
    expect(bulkAddMessage({ successful: 1, duplicates: 2, failed: 0 })).toBe(
      'Bulk add completed: 1 added successfully, 2 duplicates skipped',
    );
    expect(bulkAddMessage({ successful: 0, duplicates: 0, failed: 4 })).toBe(
      'Bulk add completed: 0 added successfully, 4 failed',
    );
    expect(bulkAddMessage({ successful: 2, duplicates: 1, failed: 1 })).toBe(
      'Bulk add completed: 2 added successfully, 1 duplicates skipped, 1 failed',
    );
  });
});
