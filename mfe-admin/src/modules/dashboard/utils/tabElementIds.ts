import type { AdminTab } from '../types/AdminTab';

/** Element ids linking each tab to its panel (aria-controls / aria-labelledby). */
export const tabElementIds = (tab: AdminTab) => ({
  tab: `admin-tab-${tab.slug}`,
  panel: `admin-panel-${tab.slug}`,
});
