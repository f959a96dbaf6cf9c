import type { ApiClient, LenderSubmission, LenderSubmissionSendRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/deals/{id}/submissions (admins): every submission of the deal, newest first, with its events. */
export async function fetchSubmissions(api: ApiClient, dealId: string): Promise<LenderSubmission[]> {
  const { data, error, response } = await api.GET('/admin/deals/{id}/submissions', {
    params: { path: { id: dealId } },
  });
  if (!data) throw new ApiRequestError('GET /admin/deals/{id}/submissions', response.status, error, 'server');
  return data.items;
}

/**
 * POST /admin/deals/{id}/submissions (admins): one e-mail and room link per contact. The send key
 * makes a retry of the same send answer the submissions already made instead of e-mailing again.
 */
export async function sendSubmissions(
  api: ApiClient,
  dealId: string,
  request: LenderSubmissionSendRequest,
): Promise<LenderSubmission[]> {
  const { data, error, response } = await api.POST('/admin/deals/{id}/submissions', {
    params: { path: { id: dealId } },
    body: request,
  });
  if (!data) throw new ApiRequestError('POST /admin/deals/{id}/submissions', response.status, error, 'server');
  return data.items;
}

/** POST /admin/deals/{id}/submissions/{submissionId}/revoke (admins): the room link stops working. */
export async function revokeSubmission(api: ApiClient, dealId: string, submissionId: string): Promise<void> {
  const { error, response } = await api.POST('/admin/deals/{id}/submissions/{submissionId}/revoke', {
    params: { path: { id: dealId, submissionId } },
  });
  if (!response.ok) {
    throw new ApiRequestError(
      'POST /admin/deals/{id}/submissions/{submissionId}/revoke',
      response.status,
      error,
      'server',
    );
  }
}
