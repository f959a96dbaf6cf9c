import type { AdminNavigation } from '../types/AdminNavigation';

/** The real browser: leaves the portal for Microsoft's authorize page. */
export const browserNavigation: AdminNavigation = {
  assign: (url) => window.location.assign(url),
};
