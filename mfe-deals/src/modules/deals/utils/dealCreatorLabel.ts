import type { Deal } from '@portal/contracts';

/**
 * Who created a deal, as admins see it (docs/product.md#deal-list): the username, else the name,
 * else the e-mail, else 'Unknown User'.
 */
export function dealCreatorLabel(deal: Pick<Deal, 'createdByUser'>): string {
  const creator = deal.createdByUser;
  return creator?.username?.trim() || creator?.name?.trim() || creator?.email?.trim() || 'Unknown User';
}
