import type { GhlOpportunity } from '@portal/contracts';

/**
 * The opportunities matching the search (docs/product.md#ghl-import-and-settings): case-insensitive
 * on the name, the contact's name, the contact's e-mail or the pipeline's name. A blank search
 * matches everything.
 */
export function filterOpportunities(opportunities: readonly GhlOpportunity[], search: string): GhlOpportunity[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...opportunities];
  return opportunities.filter((opportunity) =>
    [opportunity.name, opportunity.contact?.name, opportunity.contact?.email, opportunity.pipelineName].some((value) =>
      value?.toLowerCase().includes(needle),
    ),
  );
}
