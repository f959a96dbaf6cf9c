import type { QuoteTermSheet } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { saveBlob } from '@portal/web-kit/files/saveBlob';
import { downloadDocument } from '../../documents/api/downloadDocument';
import { useDealsServices } from '../../services/hooks/useDealsServices';

/** Downloads a quote's term sheet (a document of the deal) with the bearer header and saves it. */
export function useDownloadTermSheet() {
  const { api } = useDealsServices();
  return useMutation({
    mutationFn: (termSheet: QuoteTermSheet) => downloadDocument(api, termSheet.documentId, termSheet.fileName),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => {
      toast.error(serverErrorText(error, 'Failed to download document'));
    },
  });
}
