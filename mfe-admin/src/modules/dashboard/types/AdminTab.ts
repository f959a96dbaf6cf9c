/**
 * One tab of the admin dashboard: its label (docs/product.md#admin-dashboard) and its slug in
 * `?tab=`.
 */
export type AdminTab = {
  slug: AdminTabSlug;
  label: string;
};

export type AdminTabSlug =
  | 'overview'
  | 'users'
  | 'deals'
  | 'duplicates'
  | 'fees'
  | 'lenders'
  | 'ghl-import'
  | 'ghl-compare'
  | 'discord-auto-access'
  | 'email-config'
  | 'settings';
