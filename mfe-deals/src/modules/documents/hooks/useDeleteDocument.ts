import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { deleteDocument } from '../api/deleteDocument';
import { refreshAfterDocumentChange } from './refreshAfterDocumentChange';

/**
 * Deletes a document of a deal (toasts of docs/product.md#deal-and-document-messages) and refreshes
 * the deal's documents, checklist and progress.
 */
export function useDeleteDocument(dealId: string) {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(api, documentId),
    onSuccess: async () => {
      toast.success('Document deleted successfully');
      await refreshAfterDocumentChange(queryClient, dealId);
    },
    onError: (error) => {
      toast.error(serverErrorText(error, 'Failed to delete document'));
    },
  });
}
