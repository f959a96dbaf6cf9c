import type { GhlConfigRequest } from '@portal/contracts';
import type { GhlConfigDraft } from '../types/GhlConfigDraft';

const orNull = (value: string) => value.trim() || null;

/** What Save posts: every field, blanks as null; a secret still equal to its mask keeps the saved one. */
export function toGhlConfigRequest(draft: GhlConfigDraft): GhlConfigRequest {
  return {
    apiKey: draft.apiKey.trim(),
    v2Token: orNull(draft.v2Token),
    pipelineId: orNull(draft.pipelineId),
    calendarId: orNull(draft.calendarId),
    locationId: orNull(draft.locationId),
    assignedUserId: orNull(draft.assignedUserId),
    onDealDeleted: draft.onDealDeleted,
    underReviewStageId: orNull(draft.underReviewStageId),
    inUnderwritingStageId: orNull(draft.inUnderwritingStageId),
    loeSentStageId: orNull(draft.loeSentStageId),
    closedStageId: orNull(draft.closedStageId),
    signedProposalStageId: orNull(draft.signedProposalStageId),
    noShowStageId: orNull(draft.noShowStageId),
  };
}
