import type { LenderSubmission, LenderSubmissionEvent } from '@portal/contracts';

/** A deal's placement in four numbers: "Sent 5 · Opened 3 · Passed 1 · Quoted 2". */
export type DealPlacementFigures = { sent: number; opened: number; passed: number; quoted: number };

const ANSWERS: readonly LenderSubmissionEvent['kind'][] = ['interested', 'passed', 'quoted'];
/** Events only a lender who opened the room can cause. */
const IN_ROOM: readonly LenderSubmissionEvent['kind'][] = ['opened', 'viewed', 'downloaded', ...ANSWERS];

/**
 * The deal's figures from its submissions (docs/placement.md#placement-figures), computed here
 * from the list the Lenders tab already reads rather than by another call: `sent` every
 * submission; `opened` those whose lender opened the room (any event in it); `passed` those whose
 * latest answer is a pass; `quoted` those that quoted at least once. A revoked or expired
 * submission keeps what its lender did before.
 */
export function dealPlacementFigures(submissions: readonly LenderSubmission[]): DealPlacementFigures {
  let opened = 0;
  let passed = 0;
  let quoted = 0;
  for (const submission of submissions) {
    const kinds = submission.events.map((event) => event.kind);
    const lastAnswer = kinds.filter((kind) => ANSWERS.includes(kind)).at(-1);
    if (kinds.some((kind) => IN_ROOM.includes(kind))) opened++;
    if (lastAnswer === 'passed' || (!lastAnswer && submission.state === 'passed')) passed++;
    if (kinds.includes('quoted') || submission.state === 'quoted') quoted++;
  }
  return { sent: submissions.length, opened, passed, quoted };
}
