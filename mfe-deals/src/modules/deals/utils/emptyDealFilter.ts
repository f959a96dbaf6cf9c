import type { DealFilter } from '../types/DealFilter';

/** No filter: every deal. */
export const emptyDealFilter: DealFilter = {
  userId: '',
  status: '',
  propertyType: '',
  startDate: '',
  endDate: '',
  q: '',
  stale: '',
};
