import type { Deal } from '@portal/contracts';
import { displayStatus } from './displayStatus';

/** A deal is active when its status is not 'Closed' (spec §4). */
export function isActiveDeal(deal: Pick<Deal, 'status'>): boolean {
  return displayStatus(deal.status) !== 'Closed';
}
