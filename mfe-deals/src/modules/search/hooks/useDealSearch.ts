import { searchTermsOf } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { searchDeals } from '../api/searchDeals';
import { useDebouncedValue } from '@portal/web-kit/hooks/useDebouncedValue';

/** How long typing must pause before the type-ahead asks the gateway. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The type-ahead's deals for the text typed so far: asked once typing pauses, and only for text
 * the gateway can search (a letter or a digit); the previous results stay while the next load.
 */
export function useDealSearch(text: string) {
  const { api, user } = useDealsServices();
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const searchable = searchTermsOf(settled).length > 0;
  const query = useQuery({
    queryKey: ['deals', 'search', user.isAdmin ? 'all' : 'mine', settled],
    queryFn: () => searchDeals(api, settled, user.isAdmin),
    enabled: searchable,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  return { ...query, searchable, settled, typing: settled !== text.trim() };
}
