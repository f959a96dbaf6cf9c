import type { GhlConfig } from '@portal/contracts';
import type { GhlConfigDraft } from '../types/GhlConfigDraft';

/** The form's starting values from the saved configuration (secrets stay masked). */
export function toGhlConfigDraft(config: GhlConfig): GhlConfigDraft {
  return {
    apiKey: config.apiKey ?? '',
    v2Token: config.v2Token ?? '',
    pipelineId: config.pipelineId ?? '',
    calendarId: config.calendarId ?? '',
    locationId: config.locationId ?? '',
    assignedUserId: config.assignedUserId ?? '',
    onDealDeleted: config.onDealDeleted,
    underReviewStageId: config.underReviewStageId ?? '',
    inUnderwritingStageId: config.inUnderwritingStageId ?? '',
    loeSentStageId: config.loeSentStageId ?? '',
    closedStageId: config.closedStageId ?? '',
    signedProposalStageId: config.signedProposalStageId ?? '',
    noShowStageId: config.noShowStageId ?? '',
  };
}
