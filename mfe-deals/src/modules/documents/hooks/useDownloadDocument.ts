import type { DealDocument } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { downloadDocument } from '../api/downloadDocument';
import { saveBlob } from '@portal/web-kit/files/saveBlob';

/** Downloads a document through the gateway with the bearer header and saves it under its name. */
export function useDownloadDocument() {
  const { api } = useDealsServices();
  return useMutation({
    mutationFn: (document: DealDocument) => downloadDocument(api, document.id, document.originalName),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => {
      toast.error(serverErrorText(error, 'Failed to download document'));
    },
  });
}
