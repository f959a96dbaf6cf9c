import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchDealSummaryPdf } from '../api/fetchDealSummaryPdf';
import type { SummaryPdfForm } from '../types/SummaryPdfForm';

export const SUMMARY_PDF_FAILED = 'Could not make the summary PDF. Please try again.';

/** Makes a deal's summary PDF on the gateway in the form asked for; a failure is also a toast. */
export function useDealSummaryPdf(dealId: string) {
  const { api } = useDealsServices();
  return useMutation({
    mutationFn: (form: SummaryPdfForm) => fetchDealSummaryPdf(api, dealId, form),
    onError: (error) => {
      toast.error(serverErrorText(error, SUMMARY_PDF_FAILED));
    },
  });
}

export type DealSummaryPdf = ReturnType<typeof useDealSummaryPdf>;
