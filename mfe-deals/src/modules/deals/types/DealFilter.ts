/**
 * The admin's filters of all deals (docs/product.md#records-and-fields); an empty string means
 * "any". Dates are yyyy-MM-dd.
 */
export type DealFilter = {
  userId: string;
  status: string;
  propertyType: string;
  startDate: string;
  endDate: string;
  /** Search text (GET /admin/deals?q=). */
  q: string;
  /** 'Stale only': 'true' for only the deals past their stage's threshold (GET /admin/deals?stale=true). */
  stale: string;
};
