import type { JobQueue } from '../../infra/jobs';
import type { Logger } from '../../infra/logger';
import type { StorageIntentRecord, StorageIntents } from './intents';
import {
  OneDriveExpiredError,
  OneDriveNotConnectedError,
  StorageUnavailableError,
  type DocumentStore,
  type SaveInput,
  type StorageBackend,
  type StoredFile,
} from './port';

export const STORAGE_CLEANUP_JOB = 'storage-cleanup';

type CleanupJob = { backend: StorageBackend; key?: string; folder?: string };

export type DocumentStorageDeps = {
  local: DocumentStore;
  oneDrive: DocumentStore;
  /** Whether an admin's drive is connected (the OneDrive service). */
  oneDriveService: { isConnected(): Promise<boolean> };
  jobs: JobQueue;
  intents: StorageIntents;
  log: Logger;
};

/** A stored document's file, named by its record. */
export type DocumentFile = {
  documentId: string;
  backend: StorageBackend;
  key: string;
  folder: string;
  fileName: string;
};

/**
 * Picks the backend: new uploads go to the admin's OneDrive when one is connected, else to local
 * disk; each stored document remembers its backend, so lists and downloads work the same either way.
 * Deletions that fail (OneDrive down) become retried clean-up jobs, so no file is left behind.
 * Uploads and deletions go through a storage intent (intents.ts), so no file outlives its record
 * when the process dies in between: the orphan sweep finishes what they began.
 */
export function createDocumentStorage(deps: DocumentStorageDeps) {
  const byBackend = (backend: StorageBackend) => (backend === 'onedrive' ? deps.oneDrive : deps.local);

  async function runCleanup(job: CleanupJob): Promise<void> {
    const store = byBackend(job.backend);
    if (job.key) await store.remove(job.key);
    if (job.folder) await store.removeFolder(job.folder);
  }

  deps.jobs.define<CleanupJob>(STORAGE_CLEANUP_JOB, runCleanup);

  /** Deletes now; when that fails, a job keeps trying with backoff. */
  async function removeOrRetryLater(job: CleanupJob): Promise<void> {
    try {
      await runCleanup(job);
    } catch (error) {
      deps.log.warn({ err: error, ...job }, 'stored file could not be deleted now; queued for retry');
      await deps.jobs.enqueue(STORAGE_CLEANUP_JOB, job);
    }
  }

  /** Runs `removal` and clears the intent; when either fails, the intent stays for the sweep. */
  async function settle(intent: StorageIntentRecord, removal: () => Promise<void>): Promise<void> {
    try {
      await removal();
      await deps.intents.clear(intent);
    } catch (error) {
      deps.log.warn({ err: error, intent: intent._id }, 'stored file not removed now; the orphan sweep will');
    }
  }

  async function clearLater(intent: StorageIntentRecord): Promise<void> {
    await deps.intents.clear(intent).catch((error: unknown) => {
      deps.log.warn({ err: error, intent: intent._id }, 'storage intent not cleared now; the orphan sweep will');
    });
  }

  async function forUpload(): Promise<DocumentStore> {
    return (await deps.oneDriveService.isConnected()) ? deps.oneDrive : deps.local;
  }

  return {
    forUpload,

    /**
     * Stores an upload for the document `documentId`, then `record` writes its record. The intent
     * written first names the file until the record exists: a failure removes the file now, a dead
     * process leaves it to the sweep. Should `record` fail, the file's fate is the sweep's too (the
     * record may have been written all the same). An upload that stored too slowly gives up before
     * its record (the sweep may already count it as dead). When `record` answers 'withdrawn' (it
     * removed the record again: the deal went away meanwhile), the file is removed too and the
     * answer is null.
     */
    async storeUpload(
      input: Omit<SaveInput, 'uploadId'> & { documentId: string },
      record: (stored: StoredFile) => Promise<'recorded' | 'withdrawn'>,
    ): Promise<StoredFile | null> {
      const store = await forUpload();
      const target = { folder: input.folder, fileName: input.fileName, uploadId: input.documentId };
      const intent = await deps.intents.begin({ documentId: input.documentId, backend: store.backend, ...target });
      let saved: StoredFile;
      try {
        saved = await store.save({ ...input, uploadId: input.documentId });
        await deps.intents.noteKey(intent, saved.key);
      } catch (error) {
        // A drive not connected, or needing reconnection, refused before any byte was sent.
        if (error instanceof OneDriveNotConnectedError || error instanceof OneDriveExpiredError)
          await clearLater(intent);
        else await settle(intent, () => store.removeUnfinished(target));
        throw error;
      }
      let published: StoredFile;
      try {
        published = await store.publish(saved, target);
        if (deps.intents.overdue(intent)) throw new StorageUnavailableError('Storing the upload took too long');
      } catch (error) {
        await settle(intent, () => store.remove(saved.key));
        throw error;
      }
      if ((await record(published)) === 'withdrawn') {
        await settle(intent, () => store.remove(published.key));
        return null;
      }
      await clearLater(intent);
      return published;
    },

    /**
     * Deletes a document: its record through `deleteRecord`, then its file (retried later if the
     * backend is unavailable). The intent written first has the sweep remove the file should the
     * process die once the record is gone.
     */
    async removeDocument(file: DocumentFile, deleteRecord: () => Promise<void>): Promise<void> {
      const intent = await deps.intents.begin(file);
      await deleteRecord();
      await removeOrRetryLater({ backend: file.backend, key: file.key });
      await clearLater(intent);
    },

    forBackend: byBackend,

    /**
     * Deletes a deal's documents: their records through `deleteRecords`, then their files and the
     * deal's folder in every backend that holds any (retried later if a backend is unavailable).
     * As for one document, intents written first (a few batched writes, not one per document)
     * have the sweep remove the files of records already gone should the process die midway, and
     * keep those whose records remain, so no record is ever left without its file.
     */
    async removeDealDocuments(
      folder: string,
      files: DocumentFile[],
      deleteRecords: () => Promise<void>,
    ): Promise<void> {
      const intents = await deps.intents.beginMany(files);
      await deleteRecords();
      for (const file of files) await removeOrRetryLater({ backend: file.backend, key: file.key });
      const backends = new Set<StorageBackend>(['local', ...files.map((file) => file.backend)]);
      for (const backend of backends) await removeOrRetryLater({ backend, folder });
      await deps.intents.clearMany(intents).catch((error: unknown) => {
        deps.log.warn({ err: error, folder }, 'storage intents not cleared now; the orphan sweep will');
      });
    },
  };
}

export type DocumentStorage = ReturnType<typeof createDocumentStorage>;
