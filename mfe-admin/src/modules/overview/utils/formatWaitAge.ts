const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A wait in seconds as people say it: '45 s', '3 min', '2 h 5 min', '3 d 4 h'. */
export function formatWaitAge(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < MINUTE) return `${s} s`;
  if (s < HOUR) return `${Math.floor(s / MINUTE)} min`;
  if (s < DAY) {
    const minutes = Math.floor((s % HOUR) / MINUTE);
    return `${Math.floor(s / HOUR)} h${minutes > 0 ? ` ${minutes} min` : ''}`;
  }
  const hours = Math.floor((s % DAY) / HOUR);
  return `${Math.floor(s / DAY)} d${hours > 0 ? ` ${hours} h` : ''}`;
}
