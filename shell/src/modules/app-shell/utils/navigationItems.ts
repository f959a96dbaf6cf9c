import type { User } from '@portal/contracts';

export type NavigationItem = {
  label: 'Deals' | 'Home' | 'Admin';
  to: string;
  /** Paths on which the entry is the current page. */
  activePaths: readonly string[];
};

/**
 * Navigation entries (docs/product.md#app-shell-and-navigation): 'Deals' at '/', 'Home' at '/home',
 * 'Admin' only for admins.
 */
export function navigationItems(user: Pick<User, 'isAdmin'>): NavigationItem[] {
  const items: NavigationItem[] = [
    { label: 'Deals', to: '/', activePaths: ['/', '/deals'] },
    { label: 'Home', to: '/home', activePaths: ['/home'] },
  ];
  if (user.isAdmin) items.push({ label: 'Admin', to: '/admin', activePaths: ['/admin'] });
  return items;
}
