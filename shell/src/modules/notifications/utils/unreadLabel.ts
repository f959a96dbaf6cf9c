/** The bell's accessible name, which carries the count ('Notifications, 3 unread'). */
export function unreadLabel(count: number | undefined): string {
  if (!count) return 'Notifications';
  return `Notifications, ${count} unread`;
}

/** The badge's text: the count, or '99+' beyond. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
