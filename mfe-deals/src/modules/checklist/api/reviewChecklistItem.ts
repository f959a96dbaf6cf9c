import type { ApiClient, ChecklistReviewRequest, DealChecklist } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

export type ReviewChecklistItemInput = { dealId: string; itemId: string; review: ChecklistReviewRequest };

/** POST /admin/deals/{id}/checklist/{itemId}/review (admins): the deal's checklist after the review. */
export async function reviewChecklistItem(
  api: ApiClient,
  { dealId, itemId, review }: ReviewChecklistItemInput,
): Promise<DealChecklist> {
  const { data, error, response } = await api.POST('/admin/deals/{id}/checklist/{itemId}/review', {
    params: { path: { id: dealId, itemId } },
    body: review,
  });
  if (!data)
    throw new ApiRequestError('POST /admin/deals/{id}/checklist/{itemId}/review', response.status, error, 'server');
  return data;
}
