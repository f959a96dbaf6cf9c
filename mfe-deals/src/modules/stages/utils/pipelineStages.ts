/** The pipeline's stages in display order (spec §4). */
export const PIPELINE_STAGES = [
  'Underwriting',
  'Signed Proposal',
  'Proposal',
  'Lender Submission',
  'Needs Analysis',
  'Qualification',
] as const;

/** The stage list of the dashboard (spec §4), in its order. */
export const DASHBOARD_STAGES = [
  'Qualification',
  'Needs Analysis',
  'Lender Submission',
  'Proposal',
  'Signed Proposal',
  'Underwriting',
  'Approved',
  'Closed',
  'No Stage',
] as const;

/** Where deals without a stage go. */
export const NO_STAGE = 'No Stage';
