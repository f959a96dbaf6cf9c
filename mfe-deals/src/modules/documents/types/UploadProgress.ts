/** Bytes of the current upload sent so far. */
export type UploadProgress = { loaded: number; total: number };
