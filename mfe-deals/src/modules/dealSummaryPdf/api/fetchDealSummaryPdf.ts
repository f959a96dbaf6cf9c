import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import { fileNameFromDisposition } from '../../documents/utils/fileNameFromDisposition';
import type { SummaryPdf } from '../types/SummaryPdf';
import type { SummaryPdfForm } from '../types/SummaryPdfForm';

/**
 * GET /deals/{id}/summary.pdf with the bearer header: the deal's one- or two-page summary in the
 * chosen form (the caller's own deal; admins any), with the name from Content-Disposition.
 */
export async function fetchDealSummaryPdf(api: ApiClient, dealId: string, form: SummaryPdfForm): Promise<SummaryPdf> {
  const { data, error, response } = await api.GET('/deals/{id}/summary.pdf', {
    params: { path: { id: dealId }, query: { form } },
    parseAs: 'arrayBuffer',
  });
  if (!response.ok) throw new ApiRequestError('GET /deals/{id}/summary.pdf', response.status, error, 'server');
  const bytes = new Uint8Array(data instanceof ArrayBuffer ? data : new ArrayBuffer(0));
  const fallback = `summary${form === 'full' ? '-full' : ''}.pdf`;
  return { bytes, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallback };
}
