import type { ApiClient, OneDriveStatus } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/onedrive/status: connected, expired, the account, and a fresh authorize URL. */
export async function fetchOneDriveStatus(api: ApiClient): Promise<OneDriveStatus> {
  const { data, error, response } = await api.GET('/admin/onedrive/status');
  if (!data) throw new ApiRequestError('GET /admin/onedrive/status', response.status, error);
  return data;
}
