const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * '2 minutes ago', 'yesterday' … within a week, else the date and time ('Mar 5, 2026, 9:30 AM');
 * `title` is always the full date and time. (Intl, so the bell adds no date library to the shell.)
 */
export function formatNotificationTime(value: string, now: number = Date.now()): { label: string; title: string } {
  const at = Date.parse(value);
  if (Number.isNaN(at)) return { label: 'No date', title: 'No date' };
  const title = absolute.format(at);
  const ago = now - at;
  if (ago < MINUTE) return { label: 'just now', title };
  if (ago < HOUR) return { label: relative.format(-Math.floor(ago / MINUTE), 'minute'), title };
  if (ago < DAY) return { label: relative.format(-Math.floor(ago / HOUR), 'hour'), title };
  if (ago < 7 * DAY) return { label: relative.format(-Math.floor(ago / DAY), 'day'), title };
  return { label: title, title };
}
