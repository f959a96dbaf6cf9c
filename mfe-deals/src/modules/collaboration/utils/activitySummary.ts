import { POSSIBLE_DUPLICATE_MESSAGE } from '../../duplicates/utils/possibleDuplicateMessage';
import type { DealActivity } from '../types/CollaborationTypes';

/**
 * One line for what an activity did ('Stage changed', 'Uploaded term-sheet.pdf' …). A duplicate
 * flag reads as such only for admins; a member reads the one neutral sentence about it.
 */
export function activitySummary(activity: DealActivity, { isAdmin = false }: { isAdmin?: boolean } = {}): string {
  switch (activity.kind) {
    case 'created':
      return 'Created the deal';
    case 'fieldsChanged':
      return activity.changes.length === 1 ? 'Changed 1 field' : `Changed ${activity.changes.length} fields`;
    case 'stageChanged':
      return 'Stage changed';
    case 'statusChanged':
      return 'Status changed';
    case 'documentUploaded':
      return `Uploaded ${activity.document?.fileName ?? 'a document'}`;
    case 'documentDeleted':
      return `Deleted ${activity.document?.fileName ?? 'a document'}`;
    case 'ghlLinked':
      return 'Linked to GoHighLevel';
    case 'ghlSynced':
      return 'Synced with GoHighLevel';
    case 'commentAdded':
      return 'Added a comment';
    case 'checklistReviewed': {
      const review = activity.checklistReview;
      if (!review) return 'Reviewed a checklist item';
      return review.decision === 'accept'
        ? `Accepted ${review.itemName}`
        : `Rejected ${review.itemName}${review.reason ? `: ${review.reason}` : ''}`;
    }
    case 'lenderSubmissionSent':
    case 'lenderSubmissionRevoked':
    case 'lenderRoomOpened':
    case 'lenderDocumentViewed':
    case 'lenderDocumentDownloaded':
    case 'lenderAnswered':
      // The gateway's line, e.g. "First Capital viewed Rent roll.pdf" (shown as text).
      return activity.lender?.summary ?? 'Lender activity';
    case 'quoteRecorded':
      // The gateway's line, e.g. "Recorded a quote from First Capital: $4,000,000 at 6.25% fixed" (text).
      return activity.lender?.summary ?? 'Recorded a quote';
    case 'quoteSelected':
      return activity.lender?.summary ?? 'Selected a quote';
    case 'feeChanged':
      return activity.changes.length === 1
        ? 'Changed the fee (1 figure)'
        : `Changed the fee (${activity.changes.length} figures)`;
    case 'dealMerged':
      return 'Merged a duplicate deal into this one';
    case 'duplicateFlagged':
      return isAdmin ? 'Flagged as a possible duplicate' : POSSIBLE_DUPLICATE_MESSAGE;
    default:
      return 'Changed the deal';
  }
}
