import type { StageMappingKey } from '../types/StageMappingKey';

/** The mapping selects in order, with the spec's labels (spec §4, CRM stage mapping labels). */
export const STAGE_MAPPINGS: readonly { key: StageMappingKey; label: string }[] = [
  { key: 'underReviewStageId', label: 'Initial Qualification Stage' },
  { key: 'inUnderwritingStageId', label: 'Needs Analysis Stage' },
  { key: 'loeSentStageId', label: 'Lender Submission Stage' },
  { key: 'closedStageId', label: 'Proposal Stage' },
  { key: 'signedProposalStageId', label: 'Signed Proposal Stage' },
  { key: 'noShowStageId', label: 'Underwriting Stage' },
];
