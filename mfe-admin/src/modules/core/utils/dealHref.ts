/** The deals page opened on one deal's summary (`/deals?deal=<id>`, as the notification links do). */
export function dealHref(id: string): string {
  return `/deals?${new URLSearchParams({ deal: id }).toString()}`;
}
