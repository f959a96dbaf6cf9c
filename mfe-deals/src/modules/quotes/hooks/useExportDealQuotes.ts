import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { saveBlob } from '@portal/web-kit/files/saveBlob';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { exportDealQuotes } from '../api/quotesApi';

/** Downloads the deal's quotes as CSV with the bearer header and saves it under the gateway's name. */
export function useExportDealQuotes(dealId: string, dealNumber: string) {
  const { api } = useDealsServices();
  return useMutation({
    mutationFn: () => exportDealQuotes(api, dealId, `${dealNumber}-quotes.csv`),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => {
      toast.error(serverErrorText(error, 'The quotes could not be exported. Please try again.'));
    },
  });
}
