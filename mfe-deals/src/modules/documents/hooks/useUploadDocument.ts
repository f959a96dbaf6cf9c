import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { serverErrorText } from '../../api/utils/serverErrorText';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { uploadDocument } from '../api/uploadDocument';
import type { UploadProgress } from '../types/UploadProgress';
import { documentsQueryKeys } from './documentsQueryKeys';

/**
 * Uploads one file to a deal with its live progress; toasts the server's message (or 'Document
 * uploaded successfully') and refreshes the deal's documents (spec §8).
 */
export function useUploadDocument(dealId: string) {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress({ loaded: 0, total: file.size });
      return uploadDocument(api, { dealId, file, onProgress: setProgress });
    },
    onSuccess: async (result) => {
      toast.success(result.message?.trim() || 'Document uploaded successfully');
      await queryClient.invalidateQueries({ queryKey: documentsQueryKeys.ofDeal(dealId) });
    },
    onError: (error) => {
      toast.error(serverErrorText(error, 'Failed to upload document'));
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
