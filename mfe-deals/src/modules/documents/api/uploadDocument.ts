import type { ApiClient, UploadResult } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import type { UploadProgress } from '../types/UploadProgress';
import { createXhrFetch } from '../utils/createXhrFetch';

export type UploadDocumentInput = {
  dealId: string;
  file: File;
  /** The checklist item the file satisfies; left out for none. */
  checklistItemId?: string | undefined;
  onProgress?: (progress: UploadProgress) => void;
};

/**
 * POST /documents/upload as multipart/form-data: file, dealId, tags as JSON text (the deal dialogs
 * send an empty list, docs/product.md#calls-to-the-gateway) and, when given, the checklist item it
 * satisfies. Sent through XMLHttpRequest so the progress is real.
 */
export async function uploadDocument(
  api: ApiClient,
  { dealId, file, checklistItemId, onProgress = () => undefined }: UploadDocumentInput,
): Promise<UploadResult> {
  const { data, error, response } = await api.POST('/documents/upload', {
    // The contract types the file part as binary text; the serializer below sends the File itself.
    body: { file: file as unknown as string, dealId, tags: '[]', ...(checklistItemId ? { checklistItemId } : {}) },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', file, file.name);
      form.append('dealId', dealId);
      form.append('tags', '[]');
      if (checklistItemId) form.append('checklistItemId', checklistItemId);
      return form;
    },
    fetch: createXhrFetch(onProgress),
  });
  if (!data) throw new ApiRequestError('POST /documents/upload', response.status, error, 'server');
  return data;
}
