/**
 * A stage name as the pipeline shows it (docs/product.md#pipeline-stages): a trailing ' Stage' is
 * dropped and 'Initial Qualification Stage' becomes Qualification. Null when the deal has no stage.
 */
export function normalizeStage(stage: string | null | undefined): string | null {
  const trimmed = stage?.trim();
  if (!trimmed) return null;
  const short = trimmed.replace(/\s+stage$/i, '').trim();
  if (!short) return null;
  if (/^initial qualification$/i.test(short)) return 'Qualification';
  return short;
}
