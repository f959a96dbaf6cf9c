import type { JobQueue } from '../../infra/jobs';
import type { Logger } from '../../infra/logger';
import type { OneDriveService } from '../oneDrive/service';
import type { DocumentStore, StorageBackend } from './port';

export const STORAGE_CLEANUP_JOB = 'storage-cleanup';

type CleanupJob = { backend: StorageBackend; key?: string; folder?: string };

export type DocumentStorageDeps = {
  local: DocumentStore;
  oneDrive: DocumentStore;
  oneDriveService: OneDriveService;
  jobs: JobQueue;
  log: Logger;
};

/**
 * Picks the backend: new uploads go to the admin's OneDrive when one is connected, else to local
 * disk; each stored document remembers its backend, so lists and downloads work the same either way.
 * Deletions that fail (OneDrive down) become retried clean-up jobs, so no file is left behind.
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

  return {
    async forUpload(): Promise<DocumentStore> {
      return (await deps.oneDriveService.isConnected()) ? deps.oneDrive : deps.local;
    },

    forBackend: byBackend,

    /** Removes one stored file (retried later if the backend is unavailable). */
    removeFile: (backend: StorageBackend, key: string) => removeOrRetryLater({ backend, key }),

    /** Removes a deal's files and its folder in every backend that holds any. */
    async removeDealFiles(folder: string, files: { backend: StorageBackend; key: string }[]): Promise<void> {
      for (const file of files) await removeOrRetryLater(file);
      const backends = new Set<StorageBackend>(['local', ...files.map((file) => file.backend)]);
      for (const backend of backends) await removeOrRetryLater({ backend, folder });
    },
  };
}

export type DocumentStorage = ReturnType<typeof createDocumentStorage>;
