import type { PortalNotification } from '../types/NotificationTypes';

/** The search parameter with which the deals page opens one deal's summary (`/deals?deal=<id>`). */
export const DEAL_LINK_PARAM = 'deal';

/**
 * Where a click on a notification goes: the deal's summary on the deals page (members see their
 * own deals there, admins every deal), or the deals page for notifications about no deal.
 */
export function notificationHref(notification: PortalNotification): string {
  if (!notification.deal) return '/deals';
  return `/deals?${new URLSearchParams({ [DEAL_LINK_PARAM]: notification.deal.id }).toString()}`;
}
