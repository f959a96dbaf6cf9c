import type { ApiClient } from '@portal/contracts';
import type { AdminNavigation } from './AdminNavigation';

/** What every admin feature reads from context: the gateway client and full-page navigation. */
export type AdminServices = {
  api: ApiClient;
  navigation: AdminNavigation;
};
