import { isValid, parseISO } from 'date-fns';

/** How long a stage change counts as recent: the green dot shows for 7 days (README). */
export const RECENT_STAGE_UPDATE_DAYS = 7;

/** True when the stage changed within the last 7 days (not in the future beyond clock skew). */
export function isRecentStageUpdate(stageLastUpdated: string | null | undefined, now: Date): boolean {
  if (!stageLastUpdated) return false;
  const changed = parseISO(stageLastUpdated);
  if (!isValid(changed)) return false;
  const age = now.getTime() - changed.getTime();
  return age >= -60_000 && age <= RECENT_STAGE_UPDATE_DAYS * 24 * 3600 * 1000;
}
