import type { Readable } from 'node:stream';
import type { ByteRange } from '../../http/byteRange';

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
  /**
   * Unique per upload (the future document's id). Until the file is published it is stored under a
   * name made from this, so an upload interrupted before its key was noted can still be found.
   */
  uploadId: string;
};

/** Where an upload was headed: enough to find what an interrupted save left (see removeUnfinished). */
export type UploadTarget = Pick<SaveInput, 'folder' | 'fileName' | 'uploadId'>;

export type StoredFile = {
  backend: StorageBackend;
  /** What the backend needs to find the file again (a relative path, a drive item id). */
  key: string;
  /** The file's web link when the backend has one (OneDrive). */
  webUrl: string | null;
};

export type OpenedFile = { stream: Readable; size: number | undefined; range: ByteRange | null };

/** The storage port: the documents feature talks only to this, never to a backend directly. */
export type DocumentStore = {
  backend: StorageBackend;
  save(input: SaveInput): Promise<StoredFile>;
  /** Gives a saved file its final, readable name (OneDrive renames it; a local file already has it). */
  publish(file: StoredFile, target: UploadTarget): Promise<StoredFile>;
  /** Removes what a save of `target` may have left before its key was known; nothing there is not an error. */
  removeUnfinished(target: UploadTarget): Promise<void>;
  /**
   * The file's bytes, or only `range` of them. `range` in the answer says which part was sent (null:
   * the whole file, also when the backend ignored the range); `size` is the whole file's size.
   */
  open(key: string, range?: ByteRange): Promise<OpenedFile>;
  /** Removes one file; a file that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Removes a deal's folder and whatever is left in it. */
  removeFolder(folder: string): Promise<void>;
};

/** The backend could not store, read or delete a file (OneDrive down or disconnected, disk trouble). */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
}

/** No drive is connected (documents then go to local storage). */
export class OneDriveNotConnectedError extends Error {
  override readonly name = 'OneDriveNotConnectedError';
}
/** The drive's refresh token no longer works; an admin must reconnect. */
export class OneDriveExpiredError extends Error {
  override readonly name = 'OneDriveExpiredError';
}
