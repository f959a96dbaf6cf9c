import { normalizeStage } from './normalizeStage';

/** The default stage shown on badges when a deal has none (docs/product.md#pipeline-stages). */
export const DEFAULT_STAGE = 'Qualification';

/** The stage a badge shows: the normalised stage, or 'Qualification' when absent. */
export function displayStage(stage: string | null | undefined): string {
  return normalizeStage(stage) ?? DEFAULT_STAGE;
}
