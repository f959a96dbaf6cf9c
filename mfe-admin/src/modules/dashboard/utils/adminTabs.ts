import type { AdminTab } from '../types/AdminTab';

/** The admin dashboard's tabs (docs/product.md#admin-dashboard), in order. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { slug: 'overview', label: 'Overview' },
  { slug: 'users', label: 'Users' },
  { slug: 'deals', label: 'Deals' },
  { slug: 'duplicates', label: 'Duplicates' },
  { slug: 'fees', label: 'Fee report' },
  { slug: 'lenders', label: 'Lenders' },
  { slug: 'ghl-import', label: 'GHL Import' },
  { slug: 'ghl-compare', label: 'GHL Compare' },
  { slug: 'discord-auto-access', label: 'Discord Auto-Access' },
  { slug: 'email-config', label: 'Email Config' },
  { slug: 'settings', label: 'Settings' },
];
