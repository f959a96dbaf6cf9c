import type { DuplicateFlag } from '@portal/contracts';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { formatDateTime } from '@portal/web-kit/format/formatDateTime';
import styled from 'styled-components';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { duplicateDealName, FLAG_SOURCE_LABELS, MATCH_REASON_LABELS } from '../utils/duplicateLabels';
import { DuplicateDealItem } from './DuplicateDealItem';

const StyledDeals = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Who resolved the flag, when, and how. */
function resolution(flag: DuplicateFlag): string | null {
  if (flag.status === 'open') return null;
  const by = flag.resolvedBy ? ` by ${flag.resolvedBy}` : '';
  const when = flag.resolvedAt ? ` on ${formatDateTime(flag.resolvedAt)}` : '';
  if (flag.status === 'dismissed') return `Resolved as not a duplicate${by}${when}.`;
  const kept = [flag.deal, ...flag.matches.map((match) => match.deal)].find((deal) => deal.id === flag.keptDealId);
  return `Merged${by}${when}${kept ? `; ${duplicateDealName(kept)} was kept` : ''}.`;
}

export type DuplicateFlagCardProps = {
  flag: DuplicateFlag;
  onDismiss: (flag: DuplicateFlag) => void;
  onMerge: (flag: DuplicateFlag) => void;
};

/** A flag: the deal that raised it, the deals it matches and why, and what an admin can do. */
export function DuplicateFlagCard({ flag, onDismiss, onMerge }: DuplicateFlagCardProps) {
  const titleId = `duplicate-flag-${flag.id}`;
  const name = duplicateDealName(flag.deal);
  const mergeable = [flag.deal, ...flag.matches.map((match) => match.deal)].filter((deal) => deal.exists).length >= 2;
  return (
    <StyledCard as="article" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {name} may duplicate {flag.matches.length === 1 ? 'another deal' : `${flag.matches.length} deals`}
      </h3>
      <StyledMeta>
        Flagged {FLAG_SOURCE_LABELS[flag.source]}, {formatDateTime(flag.createdAt)}.
      </StyledMeta>
      <StyledDeals aria-label={`Deals of the flag on ${name}`}>
        <DuplicateDealItem deal={flag.deal} role="Raised the flag" />
        {flag.matches.map((match) => (
          <DuplicateDealItem
            key={match.deal.id}
            deal={match.deal}
            role={match.reasons.map((reason) => MATCH_REASON_LABELS[reason]).join(', ')}
          />
        ))}
      </StyledDeals>
      {flag.status === 'open' ? (
        <StyledButtonRow>
          <StyledButton type="button" $variant="secondary" onClick={() => onDismiss(flag)} aria-describedby={titleId}>
            Not a duplicate
          </StyledButton>
          {mergeable ? (
            <StyledButton type="button" onClick={() => onMerge(flag)} aria-describedby={titleId}>
              Merge…
            </StyledButton>
          ) : null}
        </StyledButtonRow>
      ) : (
        <StyledMeta>{resolution(flag)}</StyledMeta>
      )}
    </StyledCard>
  );
}
