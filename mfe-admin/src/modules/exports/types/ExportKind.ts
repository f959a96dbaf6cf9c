/** What can be exported as CSV (docs/product.md#csv-exports: EXPORT DEALS, EXPORT USERS). */
export type ExportKind = 'deals' | 'users';
