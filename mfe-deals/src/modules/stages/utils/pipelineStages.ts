import { NO_STAGE, PIPELINE_STAGES as ALL_STAGES } from '@portal/contracts';

export { NO_STAGE };

/**
 * The pipeline board's six stages in display order (docs/product.md#pipeline-stages): the
 * pipeline's stages before Approved, latest first.
 */
export const PIPELINE_STAGES: readonly string[] = ALL_STAGES.slice(0, ALL_STAGES.indexOf('Approved')).reverse();

/**
 * The stage list of the dashboard (docs/product.md#pipeline-stages), in its order: every pipeline
 * stage, then 'No Stage'.
 */
export const DASHBOARD_STAGES: readonly string[] = [...ALL_STAGES, NO_STAGE];
