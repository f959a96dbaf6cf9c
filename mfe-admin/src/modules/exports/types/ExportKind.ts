/**
 * What can be exported as CSV (docs/product.md#csv-exports: EXPORT DEALS, EXPORT USERS; the
 * Lenders tab's Export CSV, docs/lenders-csv.md#export; the Overview's Export placement figures,
 * docs/placement.md#placement-figures; the Fee report's Export CSV, docs/duplicates-and-fees.md).
 */
export type ExportKind = 'deals' | 'users' | 'lenders' | 'placement' | 'fees';
