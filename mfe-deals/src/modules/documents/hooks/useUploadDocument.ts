import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { uploadDocument } from '../api/uploadDocument';
import type { UploadProgress } from '../types/UploadProgress';
import { refreshAfterDocumentChange } from './refreshAfterDocumentChange';

export type UploadInput = { file: File; checklistItemId?: string | undefined };

/**
 * Uploads one file to a deal (against a checklist item, or none) with its live progress; toasts
 * the server's message (or 'Document uploaded successfully') and refreshes the deal's documents,
 * checklist and progress (docs/product.md#deal-and-document-messages).
 */
export function useUploadDocument(dealId: string) {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: ({ file, checklistItemId }: UploadInput) => {
      setProgress({ loaded: 0, total: file.size });
      return uploadDocument(api, { dealId, file, checklistItemId, onProgress: setProgress });
    },
    onSuccess: async (result) => {
      toast.success(result.message?.trim() || 'Document uploaded successfully');
      await refreshAfterDocumentChange(queryClient, dealId);
    },
    onError: (error) => {
      toast.error(serverErrorText(error, 'Failed to upload document'));
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
