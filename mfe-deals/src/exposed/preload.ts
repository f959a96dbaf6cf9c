// Public surface of mfe-deals, exposed as `./preload`: no React, so it loads in a small chunk.
// The shell calls it as soon as /auth/me answers, before the deals page has loaded or rendered.
import type { RemotePreloadInput } from '@portal/web-kit/remote-contract';
import type { DealsListScope } from '../modules/deals/api/fetchDealsPage';
import { dealPagesQuery } from '../modules/deals/hooks/dealPagesQuery';
import { dealFilterFromSearch } from '../modules/deals/utils/dealFilterFromSearch';
import { memberSource } from '../modules/deals/utils/memberSource';
import { filterToQuery } from '../modules/deals/utils/filterToQuery';

/** The list the deals page shows first for this user and address: the member's own, or the admin's filtered list. */
function firstList(input: RemotePreloadInput): DealsListScope | null {
  if (!input.user.isAdmin) return memberSource(new URLSearchParams(input.search).get('q') ?? '');
  const filter = dealFilterFromSearch(input.search);
  // A reversed date range is not sent (AdminDealsView shows why instead).
  if (filter.startDate && filter.endDate && filter.startDate > filter.endDate) return null;
  return { kind: 'all', query: filterToQuery(filter) };
}

/**
 * Starts the first page of the deals list into the shell's QueryClient under the key the page's
 * own query uses, so the page finds it there (or joins the request still on its way) instead of
 * asking again. Resolves when the page has arrived; never rejects (the page shows any failure).
 */
export async function preload(input: RemotePreloadInput): Promise<void> {
  const scope = firstList(input);
  if (!scope) return;
  await input.queryClient.prefetchInfiniteQuery(dealPagesQuery(input.api, scope));
}

export default preload;
