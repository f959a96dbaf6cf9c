import type { ApiClient, SavedView } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/saved-views: every saved view, sorted by name. */
export async function fetchSavedViews(api: ApiClient): Promise<SavedView[]> {
  const { data, error, response } = await api.GET('/admin/saved-views');
  if (!data) throw new ApiRequestError('GET /admin/saved-views', response.status, error, 'server');
  return data.items;
}

/** POST /admin/saved-views: the current filters and search under a name. */
export async function createSavedView(api: ApiClient, name: string, query: string): Promise<SavedView> {
  const { data, error, response } = await api.POST('/admin/saved-views', { body: { name, query } });
  if (!data) throw new ApiRequestError('POST /admin/saved-views', response.status, error, 'server');
  return data;
}

/** PATCH /admin/saved-views/{id}: a new name. */
export async function renameSavedView(api: ApiClient, id: string, name: string): Promise<SavedView> {
  const { data, error, response } = await api.PATCH('/admin/saved-views/{id}', {
    params: { path: { id } },
    body: { name },
  });
  if (!data) throw new ApiRequestError('PATCH /admin/saved-views/{id}', response.status, error, 'server');
  return data;
}

/** DELETE /admin/saved-views/{id}. */
export async function deleteSavedView(api: ApiClient, id: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/admin/saved-views/{id}', { params: { path: { id } } });
  if (!data) throw new ApiRequestError('DELETE /admin/saved-views/{id}', response.status, error, 'server');
}
