import type { ApiClient, LenderImportResult } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/**
 * POST /admin/lenders/import: the CSV file as the body (text/csv). With `dryRun` the gateway only
 * checks it and counts what would change. A file with any bad row answers 400 with one `details`
 * entry per problem (`rows[4].max_ltv`), and nothing is saved.
 */
export async function importLenders(api: ApiClient, csv: string, dryRun: boolean): Promise<LenderImportResult> {
  const { data, error, response } = await api.POST('/admin/lenders/import', {
    params: { query: dryRun ? { dryRun: true } : {} },
    body: csv,
    headers: { 'Content-Type': 'text/csv' },
    bodySerializer: (body: string) => body,
  });
  if (!data) throw new ApiRequestError('POST /admin/lenders/import', response.status, error);
  return data;
}
