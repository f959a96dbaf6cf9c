/** What can be exported as CSV (spec §2: EXPORT DEALS, EXPORT USERS). */
export type ExportKind = 'deals' | 'users';
