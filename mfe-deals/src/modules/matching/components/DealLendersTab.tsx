import type { DealMatch } from '@portal/contracts';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { SendToLendersDialog } from '../../submissions/components/SendToLendersDialog';
import { SubmissionList } from '../../submissions/components/SubmissionList';
import { useSubmissions } from '../../submissions/hooks/useSubmissions';
import { useDealMatches } from '../hooks/useDealMatches';
import { matchCountText } from '../utils/matchCountText';
import { sharpenMatchText } from '../utils/matchFieldWords';
import { DealMatchCard } from './DealMatchCard';

const StyledTab = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledGroupHeading = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledSectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};

  h4 {
    margin: 0;
  }
`;

const StyledText = styled.p`
  margin: 0;
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// One card a row at every width: each holds a list of criteria that needs the width.
const StyledCards = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEmpty = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
`;

const StyledError = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};
`;

function MatchGroup({ title, results }: { title: string; results: DealMatch[] }) {
  const headingId = useId();
  if (results.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <StyledGroupHeading id={headingId}>
        {title} ({results.length})
      </StyledGroupHeading>
      <StyledCards>
        {results.map((result) => (
          <li key={result.program.id}>
            <DealMatchCard result={result} />
          </li>
        ))}
      </StyledCards>
    </section>
  );
}

export type DealLendersTabProps = { dealId: string; /** DL-2026-000123 */ dealNumber: string };

/** Where the deal was sent and how each lender answered, with the way to send it to more. */
function Submissions({ dealId, dealNumber, matches }: DealLendersTabProps & { matches: DealMatch[] }) {
  const submissions = useSubmissions(dealId);
  const [sending, setSending] = useState(false);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <StyledSectionHeader>
        <StyledGroupHeading id={headingId}>Sent to lenders</StyledGroupHeading>
        <StyledButton type="button" onClick={() => setSending(true)} disabled={matches.length === 0}>
          Send to lenders
        </StyledButton>
      </StyledSectionHeader>
      {submissions.isPending && <Spinner label="Loading the submissions…" />}
      {submissions.isError && (
        <StyledError role="alert">
          <StyledText>
            <strong>Could not load the submissions.</strong> {submissions.error.message}
          </StyledText>
          <StyledButton type="button" onClick={() => void submissions.refetch()}>
            Retry
          </StyledButton>
        </StyledError>
      )}
      {submissions.data && <SubmissionList dealId={dealId} submissions={submissions.data} />}
      {sending && (
        <SendToLendersDialog
          dealId={dealId}
          dealNumber={dealNumber}
          matches={matches}
          onClose={() => setSending(false)}
        />
      )}
    </section>
  );
}

/**
 * The admin's Lenders tab of a deal (docs/lenders.md#matching): the programs that Match, then those
 * that are Near, each with its lender, verdict, criteria, terms and contacts; the counts and the
 * deal fields that would sharpen them.
 */
export function DealLendersTab({ dealId, dealNumber }: DealLendersTabProps) {
  const matches = useDealMatches(dealId);
  if (matches.isPending) return <Spinner label="Finding lender programs…" />;
  if (matches.isError) {
    return (
      <StyledError role="alert">
        <StyledText>
          <strong>Could not load the lender matches.</strong> {matches.error.message}
        </StyledText>
        <StyledButton type="button" onClick={() => void matches.refetch()}>
          Retry
        </StyledButton>
      </StyledError>
    );
  }
  const { summary, results, judged } = matches.data;
  const count = matchCountText(summary);
  const sharpen = sharpenMatchText(summary.missingFields);
  const total = summary.match + summary.near;
  return (
    <StyledTab>
      <StyledHeading>Lender matches</StyledHeading>
      {count ? (
        <StyledText>
          {count}, of {judged} active {judged === 1 ? 'program' : 'programs'} judged.
          {results.length < total && ` Showing the closest ${results.length}.`}
        </StyledText>
      ) : (
        <StyledEmpty>
          <StyledText>No lender program matches this deal yet.</StyledText>
          <StyledMuted>
            Fill in the deal’s underwriting fields (property value, net operating income, loan purpose, state, term) so
            that programs can be judged on them; {judged} active {judged === 1 ? 'program was' : 'programs were'}{' '}
            judged.
          </StyledMuted>
        </StyledEmpty>
      )}
      {sharpen && <StyledMuted>{sharpen}</StyledMuted>}
      <MatchGroup title="Match" results={results.filter((result) => result.kind === 'match')} />
      <MatchGroup title="Near" results={results.filter((result) => result.kind === 'near')} />
      <Submissions dealId={dealId} dealNumber={dealNumber} matches={results} />
    </StyledTab>
  );
}
