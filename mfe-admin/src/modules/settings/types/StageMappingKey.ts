/** The six GHL stage ids that set a deal's status when an opportunity enters that stage. */
export type StageMappingKey =
  | 'underReviewStageId'
  | 'inUnderwritingStageId'
  | 'loeSentStageId'
  | 'closedStageId'
  | 'signedProposalStageId'
  | 'noShowStageId';
