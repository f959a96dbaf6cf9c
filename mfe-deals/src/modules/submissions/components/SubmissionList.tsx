import type { LenderSubmission } from '@portal/contracts';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { formatDate } from '@portal/web-kit/format/formatDate';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';
import { useRevokeSubmission } from '../hooks/useSubmissions';
import { dealPlacementFigures } from '../utils/dealPlacementFigures';
import { SUBMISSION_STATES } from '../utils/submissionStates';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledWho = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFigures = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const StyledEnd = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The last thing the lender did, in a few words ("Viewed Rent roll.pdf"), or when it was sent. */
function lastEvent(submission: LenderSubmission): string {
  const event = submission.events.at(-1);
  if (!event || event.kind === 'sent') return `Sent ${formatDate(submission.createdAt)}`;
  const at = formatDate(event.at);
  switch (event.kind) {
    case 'opened':
      return `Opened the room ${at}`;
    case 'viewed':
      return `Viewed ${event.fileName ?? 'a document'} ${at}`;
    case 'downloaded':
      return `Downloaded ${event.fileName ?? 'a document'} ${at}`;
    case 'revoked':
      return `Link revoked ${at}`;
    default:
      return `${SUBMISSION_STATES[submission.state].label} ${at}${event.detail ? ` · ${event.detail}` : ''}`;
  }
}

/**
 * A deal's submissions: a one-line summary (sent, opened, passed, quoted), who got it, where each
 * stands, and a way to withdraw a link.
 */
export function SubmissionList({ dealId, submissions }: { dealId: string; submissions: LenderSubmission[] }) {
  const revoke = useRevokeSubmission(dealId);
  if (submissions.length === 0) {
    return <StyledMuted>Not sent to any lender yet.</StyledMuted>;
  }
  const withdraw = async (submission: LenderSubmission) => {
    try {
      await revoke.mutateAsync(submission.id);
      toast.success(`The link of ${submission.contactName} (${submission.lenderName}) no longer works`);
    } catch (failure) {
      toast.error(serverErrorText(failure, 'The link could not be revoked. Please try again.'));
    }
  };
  const figures = dealPlacementFigures(submissions);
  return (
    <>
      <StyledFigures>
        Sent {figures.sent} · Opened {figures.opened} · Passed {figures.passed} · Quoted {figures.quoted}
      </StyledFigures>
      <StyledList aria-label="Submissions to lenders">
        {submissions.map((submission) => {
          const state = SUBMISSION_STATES[submission.state];
          const open = submission.state !== 'revoked' && submission.state !== 'expired';
          return (
            <StyledRow key={submission.id}>
              <StyledWho>
                <strong>
                  {submission.lenderName} · {submission.contactName}
                </strong>
                <StyledMuted>{lastEvent(submission)}</StyledMuted>
                {open && <StyledMuted>Link valid until {formatDate(submission.expiresAt)}</StyledMuted>}
              </StyledWho>
              <StyledEnd>
                <StyledToneBadge $tone={state.tone}>{state.label}</StyledToneBadge>
                {open && (
                  <StyledButton
                    type="button"
                    $variant="danger"
                    $compact
                    disabled={revoke.isPending}
                    aria-label={`Revoke link of ${submission.contactName} (${submission.lenderName})`}
                    onClick={() => void withdraw(submission)}
                  >
                    Revoke link
                  </StyledButton>
                )}
              </StyledEnd>
            </StyledRow>
          );
        })}
      </StyledList>
    </>
  );
}
