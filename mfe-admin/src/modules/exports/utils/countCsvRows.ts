const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Counts the data rows of a CSV as its bytes arrive: a line feed outside quotes ends a record
 * (quoted cells may hold line breaks; a doubled quote toggles twice and changes nothing). The
 * first record is the header. Works on raw UTF-8 bytes: quote and line feed are never part of a
 * multi-byte character.
 */
export function createRowCounter() {
  let quoted = false;
  let records = 0;
  return {
    /** Feeds the next chunk; returns the data rows complete so far. */
    add(bytes: Uint8Array): number {
      for (const byte of bytes) {
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LINE_FEED && !quoted) records++;
      }
      return Math.max(0, records - 1);
    },
  };
}
