import { GraphNotFoundError, type MicrosoftClient } from '../../infra/microsoftGraph';
import { StorageUnavailableError, type DocumentStore, type UploadTarget } from '../storage/port';
import type { OneDriveService } from './service';

export type OneDriveStoreOptions = {
  microsoft: MicrosoftClient;
  oneDrive: OneDriveService;
  /** The drive folder holding one folder per deal. */
  rootFolder: string;
  /** Upload-session chunk size, a multiple of 320 KiB. */
  chunkBytes: number;
};

/** How many numbered variants (`name 1.pdf`, `name 2.pdf`, …) publishing tries for a name already taken. */
const NUMBERED_NAMES = 20;

/** The name a file has while it uploads: unique, and known before the upload, so one cut short is found again. */
export const uploadingName = (uploadId: string) => `${uploadId}.uploading`;

/** The names to try for `fileName`, as OneDrive itself numbers duplicates; the last one cannot be taken. */
function candidateNames(fileName: string, uniqueTag: string): string[] {
  const dot = fileName.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  const numbered = Array.from({ length: NUMBERED_NAMES }, (_, n) => `${stem} ${n + 1}${ext}`);
  return [fileName, ...numbered, `${stem} ${uniqueTag}${ext}`];
}

/**
 * The OneDrive adapter of the storage port: `<root>/<dealId>/<file>` in the admin's drive, uploaded
 * through Graph upload sessions in 320 KiB-multiple chunks; the key is the drive item id. A file
 * uploads as `<upload id>.uploading` and gets its own name when published (Graph picks the item id,
 * so only a name chosen beforehand finds a file whose upload was cut short before its id was noted).
 */
export function createOneDriveStore(options: OneDriveStoreOptions): DocumentStore {
  const { microsoft, oneDrive, rootFolder } = options;
  /** Folder ids already known to exist, by deal folder name. */
  const folderIds = new Map<string, string>();
  oneDrive.onConnected(() => folderIds.clear());

  async function folderId(token: string, folder: string): Promise<string> {
    const known = folderIds.get(folder);
    if (known) return known;
    await microsoft.ensureFolder(token, '', rootFolder);
    const item = await microsoft.ensureFolder(token, rootFolder, folder);
    folderIds.set(folder, item.id);
    return item.id;
  }

  return {
    backend: 'onedrive',

    async save(input) {
      const item = await oneDrive.withAccessToken(async (token) => {
        const upload = async () =>
          microsoft.uploadFile(token, {
            folderId: await folderId(token, input.folder),
            fileName: uploadingName(input.uploadId),
            filePath: input.filePath,
            size: input.size,
            chunkBytes: options.chunkBytes,
          });
        try {
          return await upload();
        } catch (error) {
          // The folder was removed in OneDrive since we cached its id: create it again.
          if (!(error instanceof GraphNotFoundError)) throw error;
          folderIds.delete(input.folder);
          return upload();
        }
      });
      return { backend: 'onedrive', key: item.id, webUrl: item.webUrl ?? null };
    },

    async publish(file, target) {
      const item = await oneDrive.withAccessToken(async (token) => {
        for (const name of candidateNames(target.fileName, target.uploadId)) {
          const renamed = await microsoft.renameItem(token, file.key, name);
          if (renamed !== 'taken') return renamed;
        }
        throw new StorageUnavailableError('No free name for the document in its OneDrive folder');
      });
      return { backend: 'onedrive', key: item.id, webUrl: item.webUrl ?? null };
    },

    async removeUnfinished(target: UploadTarget) {
      await oneDrive.withAccessToken((token) =>
        microsoft.deletePath(token, `${rootFolder}/${target.folder}/${uploadingName(target.uploadId)}`),
      );
    },

    open: (key, range) => oneDrive.withAccessToken((token) => microsoft.download(token, key, range)),

    remove: (key) => oneDrive.withAccessToken((token) => microsoft.deleteItem(token, key)),

    async removeFolder(folder) {
      folderIds.delete(folder);
      await oneDrive.withAccessToken((token) => microsoft.deletePath(token, `${rootFolder}/${folder}`));
    },
  };
}
