import type { Comparison } from '@portal/contracts';
import styled from 'styled-components';
import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';
import { StyledCheckboxLabel } from '../../../ui/CheckboxLabel';
import { differenceFieldLabel } from '../utils/differenceFieldLabel';
import { formatCompareValue } from '../utils/formatCompareValue';

const StyledCard = styled.article<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledSides = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

const StyledSide = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.04em;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export type ComparisonCardProps = {
  comparison: Comparison;
  selected: boolean;
  onToggle: () => void;
};

/** One deal: 'Our System' beside 'GoHighLevel' for each differing field; selectable when they differ. */
export function ComparisonCard({ comparison, selected, onToggle }: ComparisonCardProps) {
  const { ourDeal, ghlOpportunity, hasDifferences, differences } = comparison;
  const title = ourDeal.propertyName ?? ourDeal.opportunityName ?? ghlOpportunity?.name ?? 'Unnamed Deal';
  const titleId = `comparison-${ourDeal.id}`;
  const missing = differences.some((difference) => difference.type === 'missing') || !ghlOpportunity;

  const side = (heading: string, pick: 'ourValue' | 'ghlValue') => (
    <StyledSide aria-label={`${heading}: ${ourDeal.dealId}`}>
      <h4>{heading}</h4>
      {differences.length === 0 ? (
        <p>All compared fields match.</p>
      ) : (
        <dl>
          {differences.map((difference) => (
            <div key={difference.field} style={{ display: 'contents' }}>
              <dt>{differenceFieldLabel(difference.field)}</dt>
              <dd>{formatCompareValue(difference[pick])}</dd>
            </div>
          ))}
        </dl>
      )}
    </StyledSide>
  );

  return (
    <StyledCard aria-labelledby={titleId} $selected={selected}>
      <StyledHeader>
        <div>
          <h3 id={titleId}>
            {ourDeal.dealId} · {title}
          </h3>
          <small>{missing ? 'The linked opportunity no longer exists in GoHighLevel' : ghlOpportunity?.name}</small>
        </div>
        {hasDifferences ? (
          <StyledCheckboxLabel>
            <input type="checkbox" checked={selected} onChange={onToggle} aria-describedby={titleId} />
            Select
          </StyledCheckboxLabel>
        ) : (
          <StyledToneBadge $tone="success">In Sync</StyledToneBadge>
        )}
      </StyledHeader>
      {hasDifferences ? (
        <StyledSides>
          {side('Our System', 'ourValue')}
          {side('GoHighLevel', 'ghlValue')}
        </StyledSides>
      ) : null}
    </StyledCard>
  );
}
