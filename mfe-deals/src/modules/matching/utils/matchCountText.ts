import type { MatchSummaryDto } from '@portal/contracts';

/** "2 programs match, 1 is near"; null when none Match and none is Near. */
export function matchCountText({ match, near }: Pick<MatchSummaryDto, 'match' | 'near'>): string | null {
  if (match === 0 && near === 0) return null;
  const matches = match === 1 ? '1 program matches' : `${match} programs match`;
  const nears = near === 1 ? '1 is near' : `${near} are near`;
  return `${matches}, ${nears}`;
}
