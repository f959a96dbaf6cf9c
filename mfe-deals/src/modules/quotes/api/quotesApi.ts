import type { ApiClient, LenderQuote, LenderQuoteRecordRequest, SharedQuote } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import { fileNameFromDisposition } from '../../documents/utils/fileNameFromDisposition';
import type { QuotesCsv } from '../types/QuotesCsv';

/** GET /admin/deals/{id}/quotes (admins): every quote of the deal, newest first, with the server's figures. */
export async function fetchDealQuotes(api: ApiClient, dealId: string): Promise<LenderQuote[]> {
  const { data, error, response } = await api.GET('/admin/deals/{id}/quotes', {
    params: { path: { id: dealId } },
  });
  if (!data) throw new ApiRequestError('GET /admin/deals/{id}/quotes', response.status, error, 'server');
  return data.items;
}

/** POST /admin/deals/{id}/quotes (admins): a quote a lender gave outside the portal. */
export async function recordDealQuote(
  api: ApiClient,
  dealId: string,
  request: LenderQuoteRecordRequest,
): Promise<LenderQuote> {
  const { data, error, response } = await api.POST('/admin/deals/{id}/quotes', {
    params: { path: { id: dealId } },
    body: request,
  });
  if (!data) throw new ApiRequestError('POST /admin/deals/{id}/quotes', response.status, error, 'server');
  return data;
}

/** POST /admin/deals/{id}/quotes/{quoteId}/select (admins): the deal's quotes as they are after it. */
export async function selectDealQuote(api: ApiClient, dealId: string, quoteId: string): Promise<LenderQuote[]> {
  const { data, error, response } = await api.POST('/admin/deals/{id}/quotes/{quoteId}/select', {
    params: { path: { id: dealId, quoteId } },
  });
  if (!data) {
    throw new ApiRequestError('POST /admin/deals/{id}/quotes/{quoteId}/select', response.status, error, 'server');
  }
  return data.items;
}

/** PUT /admin/deals/{id}/quotes/{quoteId}/shared (admins): whether the deal's owner sees the quote. */
export async function shareDealQuote(
  api: ApiClient,
  dealId: string,
  quoteId: string,
  shared: boolean,
): Promise<LenderQuote> {
  const { data, error, response } = await api.PUT('/admin/deals/{id}/quotes/{quoteId}/shared', {
    params: { path: { id: dealId, quoteId } },
    body: { shared },
  });
  if (!data) {
    throw new ApiRequestError('PUT /admin/deals/{id}/quotes/{quoteId}/shared', response.status, error, 'server');
  }
  return data;
}

/** GET /admin/deals/{id}/quotes/export (admins): the comparison as CSV, named by Content-Disposition. */
export async function exportDealQuotes(api: ApiClient, dealId: string, fallbackName: string): Promise<QuotesCsv> {
  const { data, error, response } = await api.GET('/admin/deals/{id}/quotes/export', {
    params: { path: { id: dealId } },
    parseAs: 'blob',
  });
  if (!response.ok) {
    throw new ApiRequestError('GET /admin/deals/{id}/quotes/export', response.status, error, 'server');
  }
  const blob = data instanceof Blob ? data : new Blob([], { type: 'text/csv' });
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName };
}

/** GET /deals/{id}/quotes: the quotes an admin shared with the deal's owner (never a lender's contact). */
export async function fetchSharedDealQuotes(api: ApiClient, dealId: string): Promise<SharedQuote[]> {
  const { data, error, response } = await api.GET('/deals/{id}/quotes', { params: { path: { id: dealId } } });
  if (!data) throw new ApiRequestError('GET /deals/{id}/quotes', response.status, error, 'server');
  return data.items;
}
