/** The admin dashboard's tabs by their `?tab=` slug (the dashboard keeps the selected tab in the address). */
export const ADMIN_TABS = [
  ['overview', 'Overview'],
  ['users', 'Users'],
  ['deals', 'Deals'],
  ['lenders', 'Lenders'],
  ['ghl-import', 'GHL Import'],
  ['ghl-compare', 'GHL Compare'],
  ['discord-auto-access', 'Discord Auto-Access'],
  ['email-config', 'Email Config'],
  ['settings', 'Settings'],
] as const;
