import type { Deal } from '@portal/contracts';
import { displayStatus } from './displayStatus';

/** A deal is active when its status is not 'Closed' (docs/product.md#deal-statuses). */
export function isActiveDeal(deal: Pick<Deal, 'status'>): boolean {
  return displayStatus(deal.status) !== 'Closed';
}
