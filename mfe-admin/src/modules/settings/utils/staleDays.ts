/** The bounds the gateway enforces on a stage's threshold (docs/stale-deals.md). */
export const STALE_MIN_DAYS = 1;
export const STALE_MAX_DAYS = 365;

/** The gateway's own words for a bad threshold, so the field says the same before and after a save. */
export const staleDaysError = (stage: string) =>
  `${stage}: days in stage must be a whole number from ${STALE_MIN_DAYS} to ${STALE_MAX_DAYS}, or empty for never stale`;

/** A threshold as typed: empty is never stale (null), else whole days in bounds, else undefined (invalid). */
export function parseStaleDays(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const days = Number(trimmed);
  return days >= STALE_MIN_DAYS && days <= STALE_MAX_DAYS ? days : undefined;
}
