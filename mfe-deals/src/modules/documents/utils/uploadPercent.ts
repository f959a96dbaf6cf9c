import type { UploadProgress } from '../types/UploadProgress';

/** Whole percent of an upload sent so far (0 before the first report). */
export function uploadPercent(progress: UploadProgress | null): number {
  return progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
}
