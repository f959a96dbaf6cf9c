import type { Deal } from '@portal/contracts';

/**
 * Who created a deal, as admins see it (spec §2 "the creator's username ('Created by' user name
 * or e-mail, or 'Unknown User')"): the username, else the name, else the e-mail.
 */
export function dealCreatorLabel(deal: Pick<Deal, 'createdByUser'>): string {
  const creator = deal.createdByUser;
  return creator?.username?.trim() || creator?.name?.trim() || creator?.email?.trim() || 'Unknown User';
}
