/**
 * The pipeline's stages in pipeline order (docs/product.md#pipeline-stages): the stages a deal
 * moves through, shared by the gateway (stale thresholds, filters) and the front ends (pipeline and
 * dashboard order).
 */
export const PIPELINE_STAGES = [
  'Qualification',
  'Needs Analysis',
  'Lender Submission',
  'Proposal',
  'Signed Proposal',
  'Underwriting',
  'Approved',
  'Closed',
] as const;

export type PipelineStageName = (typeof PIPELINE_STAGES)[number];

/**
 * The stage a deal starts in, and the one readers assume when a deal has none
 * (docs/product.md#pipeline-stages).
 */
export const DEFAULT_STAGE = 'Qualification';
export const DEFAULT_STATUS = 'Open';

/** Where deals without a stage are counted and filtered. */
export const NO_STAGE = 'No Stage';

/**
 * A GHL stage name as the portal shows it (docs/product.md#pipeline-stages): 'Initial Qualification
 * Stage' is Qualification, and any other name loses a trailing ' Stage' ('Lender Submission Stage'
 * → 'Lender Submission'). Names not in docs/product.md#pipeline-stages pass through (they show as
 * extra sections).
 */
export function normaliseStageName(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').replace(/\s+/g, ' ').trim();
  if (!trimmed) return null;
  if (/^initial qualification( stage)?$/i.test(trimmed)) return DEFAULT_STAGE;
  return trimmed.replace(/ stage$/i, '').trim() || trimmed;
}
