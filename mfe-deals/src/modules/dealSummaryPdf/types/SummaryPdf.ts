/** A deal's summary PDF: its bytes and the name to save it under. */
export type SummaryPdf = { bytes: Uint8Array; fileName: string };
