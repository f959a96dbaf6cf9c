import type { StageMappingKey } from '../types/StageMappingKey';

/** The mapping selects in order, with the labels of docs/product.md#stage-mappings. */
export const STAGE_MAPPINGS: readonly { key: StageMappingKey; label: string }[] = [
  { key: 'underReviewStageId', label: 'Initial Qualification Stage' },
  { key: 'inUnderwritingStageId', label: 'Needs Analysis Stage' },
  { key: 'loeSentStageId', label: 'Lender Submission Stage' },
  { key: 'closedStageId', label: 'Proposal Stage' },
  { key: 'signedProposalStageId', label: 'Signed Proposal Stage' },
  { key: 'noShowStageId', label: 'Underwriting Stage' },
];
