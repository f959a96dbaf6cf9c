import type { Readable } from 'node:stream';

export type StorageBackend = 'local' | 'onedrive';

export type SaveInput = {
  /** The deal's folder (its human-readable dealId). */
  folder: string;
  /** Sanitised file name. */
  fileName: string;
  /** The complete, already checked upload, spooled on local disk. */
  filePath: string;
  size: number;
  mimeType: string;
};

export type StoredFile = {
  backend: StorageBackend;
  /** What the backend needs to find the file again (a relative path, a drive item id). */
  key: string;
  /** The file's web link when the backend has one (OneDrive). */
  webUrl: string | null;
};

/** The storage port: the documents feature talks only to this, never to a backend directly. */
export type DocumentStore = {
  backend: StorageBackend;
  save(input: SaveInput): Promise<StoredFile>;
  open(key: string): Promise<{ stream: Readable; size: number | undefined }>;
  /** Removes one file; a file that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Removes a deal's folder and whatever is left in it. */
  removeFolder(folder: string): Promise<void>;
};

/** The backend could not store, read or delete a file (OneDrive down or disconnected, disk trouble). */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
}
