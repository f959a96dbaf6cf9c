import type { QueryClient } from '@tanstack/react-query';
import { dealsQueryKeys } from '../../deals/hooks/dealsQueryKeys';
import { documentsQueryKeys } from './documentsQueryKeys';

/**
 * After an upload or a deletion: the deal's documents, and everything under `['deals']` (its
 * checklist, 'Docs N of M' on rows, pipeline and Summary, its timeline).
 */
export async function refreshAfterDocumentChange(queryClient: QueryClient, dealId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: documentsQueryKeys.ofDeal(dealId) }),
    queryClient.invalidateQueries({ queryKey: dealsQueryKeys.all }),
  ]);
}
