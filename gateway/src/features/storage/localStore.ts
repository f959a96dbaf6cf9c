import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { StorageUnavailableError, type DocumentStore, type UploadTarget } from './port';

const keyOf = (target: UploadTarget) => `${target.folder}/${target.uploadId}-${target.fileName}`;

/**
 * Documents on the gateway's disk, one folder per deal under LOCAL_STORAGE_DIR. Files are stored
 * as `<upload id>-<sanitised name>` (a name known before the file lands, so an interrupted save is
 * found again); every path is checked to stay inside the root.
 */
export function createLocalStore(rootDir: string): DocumentStore & {
  root: string;
  spoolDir: string;
  sweepSpool(before: Date): Promise<number>;
} {
  const root = resolve(rootDir);

  function inside(key: string): string {
    const path = resolve(root, key);
    const rel = relative(root, path);
    if (!rel || rel.startsWith('..') || isAbsolute(rel))
      throw new StorageUnavailableError('Storage key leaves the storage folder');
    return path;
  }

  return {
    backend: 'local',
    root,
    /** Where uploads are spooled while they arrive (same disk, so saving is a rename). */
    spoolDir: join(root, '.incoming'),

    async save({ folder, fileName, filePath, uploadId }) {
      const key = keyOf({ folder, fileName, uploadId });
      const target = inside(key);
      await mkdir(inside(folder), { recursive: true });
      try {
        await rename(filePath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(filePath, target);
        await unlink(filePath);
      }
      return { backend: 'local', key: key.split(sep).join('/'), webUrl: null };
    },

    // The file's name is final from the start.
    publish: async (file) => file,

    async removeUnfinished(target) {
      await rm(inside(keyOf(target)), { force: true });
    },

    async open(key, range) {
      const path = inside(key);
      try {
        const { size } = await stat(path);
        // A ranged read touches only the bytes asked for (createReadStream's end is inclusive, like HTTP's).
        if (range) return { stream: createReadStream(path, { start: range.start, end: range.end }), size, range };
        return { stream: createReadStream(path), size, range: null };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          throw new StorageUnavailableError('The stored file is missing');
        throw error;
      }
    },

    async remove(key) {
      await rm(inside(key), { force: true });
    },

    async removeFolder(folder) {
      await rm(inside(folder), { recursive: true, force: true });
    },

    /**
     * Deletes spool files last written before `before`: uploads a killed process never finished
     * (a finished or refused upload removes its own). Returns how many were deleted.
     */
    async sweepSpool(before: Date): Promise<number> {
      const spoolDir = join(root, '.incoming');
      let names: string[];
      try {
        names = await readdir(spoolDir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      let swept = 0;
      for (const name of names) {
        const path = join(spoolDir, name);
        const { mtime } = await stat(path).catch(() => ({ mtime: new Date() }));
        if (mtime >= before) continue;
        await rm(path, { force: true, recursive: true });
        swept += 1;
      }
      return swept;
    },
  };
}
