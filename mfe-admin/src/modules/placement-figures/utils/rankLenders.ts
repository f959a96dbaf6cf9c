import type { PlacementLenderFigures } from '@portal/contracts';

/**
 * Lenders ranked for the Overview: those sent deals first, by response rate, then by how many
 * answered, then by the fastest median first answer, then by name; lenders with only recorded
 * quotes (no rate) last.
 */
export function rankLenders(lenders: readonly PlacementLenderFigures[]): PlacementLenderFigures[] {
  const rate = (row: PlacementLenderFigures) => row.responseRatePercent ?? -1;
  const speed = (row: PlacementLenderFigures) => row.medianHoursToFirstAnswer ?? Number.POSITIVE_INFINITY;
  return [...lenders].sort(
    (a, b) =>
      rate(b) - rate(a) ||
      b.responses - a.responses ||
      speed(a) - speed(b) ||
      a.lenderName.localeCompare(b.lenderName, 'en'),
  );
}
