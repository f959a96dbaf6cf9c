import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** DELETE /admin/discord-auto-access/{id}: removes a name (users who signed in keep their access). */
export async function removeAutoAccessUser(api: ApiClient, id: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/admin/discord-auto-access/{id}', {
    params: { path: { id } },
  });
  if (!data) throw new ApiRequestError('DELETE /admin/discord-auto-access/{id}', response.status, error);
}
