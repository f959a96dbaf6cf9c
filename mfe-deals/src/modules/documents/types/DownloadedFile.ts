/** A document's bytes and the name to save them under. */
export type DownloadedFile = { blob: Blob; fileName: string };
