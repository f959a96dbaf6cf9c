import { useQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchDealChecklist } from '../api/fetchDealChecklist';
import { checklistQueryKeys } from './checklistQueryKeys';

/** A deal's document checklist. */
export function useDealChecklist(dealId: string) {
  const { api } = useDealsServices();
  return useQuery({ queryKey: checklistQueryKeys.ofDeal(dealId), queryFn: () => fetchDealChecklist(api, dealId) });
}
