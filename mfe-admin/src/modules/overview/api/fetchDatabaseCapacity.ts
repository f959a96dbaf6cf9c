import type { ApiClient, DatabaseCapacity } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/database-capacity: the deals stored against what the embedded database carries. */
export async function fetchDatabaseCapacity(api: ApiClient): Promise<DatabaseCapacity> {
  const { data, error, response } = await api.GET('/admin/database-capacity');
  if (!data) throw new ApiRequestError('GET /admin/database-capacity', response.status, error);
  return data;
}
