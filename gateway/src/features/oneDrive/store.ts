import { GraphNotFoundError, type MicrosoftClient } from '../../infra/microsoftGraph';
import type { DocumentStore } from '../storage/port';
import type { OneDriveService } from './service';

export type OneDriveStoreOptions = {
  microsoft: MicrosoftClient;
  oneDrive: OneDriveService;
  /** The drive folder holding one folder per deal. */
  rootFolder: string;
  /** Upload-session chunk size, a multiple of 320 KiB. */
  chunkBytes: number;
};

/**
 * The OneDrive adapter of the storage port: `<root>/<dealId>/<file>` in the admin's drive, uploaded
 * through Graph upload sessions in 320 KiB-multiple chunks; the key is the drive item id.
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
            fileName: input.fileName,
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

    open: (key, range) => oneDrive.withAccessToken((token) => microsoft.download(token, key, range)),

    remove: (key) => oneDrive.withAccessToken((token) => microsoft.deleteItem(token, key)),

    async removeFolder(folder) {
      folderIds.delete(folder);
      await oneDrive.withAccessToken((token) => microsoft.deletePath(token, `${rootFolder}/${folder}`));
    },
  };
}
