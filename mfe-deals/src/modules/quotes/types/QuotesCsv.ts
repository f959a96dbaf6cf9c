/** The exported comparison: the CSV's bytes and the name the gateway gave it. */
export type QuotesCsv = { blob: Blob; fileName: string };
