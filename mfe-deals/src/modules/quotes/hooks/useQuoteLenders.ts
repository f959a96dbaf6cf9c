import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@portal/web-kit/hooks/useDebouncedValue';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchQuoteLenders } from '../api/fetchQuoteLenders';
import { quotesQueryKeys } from './quotesQueryKeys';

/** The directory's active lenders matching what is typed (asked once typing settles). */
export function useQuoteLenders(search: string) {
  const { api } = useDealsServices();
  const settled = useDebouncedValue(search.trim(), 250);
  return useQuery({
    queryKey: quotesQueryKeys.lenders(settled),
    queryFn: () => fetchQuoteLenders(api, settled),
    placeholderData: keepPreviousData,
  });
}
