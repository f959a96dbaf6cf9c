/** The longest comment the gateway accepts (openapi.yaml `CommentRequest`). */
export const COMMENT_MAX_LENGTH = 2000;

/** The gateway's messages for a comment it refuses, shown before sending. */
export const COMMENT_TOO_LONG = 'Comments can be at most 2,000 characters';
export const COMMENT_EMPTY = 'Write a comment first';

/** Why a comment cannot be sent yet, or null when it can. */
export function commentProblem(body: string): string | null {
  if (body.trim() === '') return COMMENT_EMPTY;
  if (body.length > COMMENT_MAX_LENGTH) return COMMENT_TOO_LONG;
  return null;
}

/** Whether the author may still edit (the gateway's `canEdit`, until `editableUntil`). */
export function isEditable(comment: { canEdit: boolean; editableUntil: string }, now: Date): boolean {
  return comment.canEdit && now.getTime() < Date.parse(comment.editableUntil);
}
