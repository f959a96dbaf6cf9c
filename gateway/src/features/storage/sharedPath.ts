/**
 * The start-up warning for a deployment of several instances whose local document storage is not
 * declared shared: a document stored on one instance's disk could not be downloaded through
 * another. (With OneDrive connected documents live there, but local storage is the fallback and
 * holds every document stored while no drive was connected.)
 */
export function localStorageWarning(config: {
  INSTANCE_COUNT: number;
  LOCAL_STORAGE_SHARED: boolean;
  LOCAL_STORAGE_DIR: string;
}): string | null {
  if (config.INSTANCE_COUNT <= 1 || config.LOCAL_STORAGE_SHARED) return null;
  return (
    `INSTANCE_COUNT is ${config.INSTANCE_COUNT} but LOCAL_STORAGE_SHARED is not 'true': documents stored in ` +
    `LOCAL_STORAGE_DIR (${config.LOCAL_STORAGE_DIR}) on one instance cannot be downloaded through another. ` +
    `Point LOCAL_STORAGE_DIR at a folder every instance mounts and set LOCAL_STORAGE_SHARED=true, or connect OneDrive.`
  );
}
