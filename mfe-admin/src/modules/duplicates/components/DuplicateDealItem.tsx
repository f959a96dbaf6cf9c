import type { DuplicateDeal } from '@portal/contracts';
import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { dealHref } from '../../core/utils/dealHref';
import { duplicateDealName, ownerName } from '../utils/duplicateLabels';

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow-wrap: anywhere;
`;

const StyledTitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 2px ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

export type DuplicateDealItemProps = {
  deal: DuplicateDeal;
  /** 'Raised the flag', or why it matches ('Same address'). */
  role: string;
};

/** One deal of a flag: its id (a link to open it), owner, property, status and stage, and its part. */
export function DuplicateDealItem({ deal, role }: DuplicateDealItemProps) {
  const name = duplicateDealName(deal);
  return (
    <StyledItem>
      <StyledTitle>
        {deal.exists ? (
          <Link to={dealHref(deal.id)} aria-label={`Open ${name}`}>
            {name}
          </Link>
        ) : (
          <strong>{name}</strong>
        )}
        <StyledToneBadge $tone="neutral">{role}</StyledToneBadge>
        {deal.exists ? null : <StyledToneBadge $tone="warning">Removed</StyledToneBadge>}
      </StyledTitle>
      <StyledFacts>
        <dt>Owner</dt>
        <dd>{ownerName(deal)}</dd>
        <dt>Property</dt>
        <dd>{[deal.propertyName, deal.propertyAddress].filter(Boolean).join(' · ') || '—'}</dd>
        <dt>Status</dt>
        <dd>{[deal.status, deal.stage].filter(Boolean).join(' · ') || '—'}</dd>
      </StyledFacts>
    </StyledItem>
  );
}
