import { formatCompactMoney, type GhlOpportunity } from '@portal/contracts';
import styled from 'styled-components';
import { formatDate } from '@portal/web-kit/format/formatDate';

/**
 * The list scrolls inside this height (docs/product.md#ghl-import: a scrollable list with capped
 * height).
 */
export const OPPORTUNITY_LIST_MAX_HEIGHT = '360px';

const StyledFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const StyledScroller = styled.div`
  max-height: ${OPPORTUNITY_LIST_MAX_HEIGHT};
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const StyledOption = styled.label`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  align-items: center;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  &:last-child {
    border-bottom: none;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.surfaceHover};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const StyledAmount = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: 700;
  text-align: right;
  small {
    font-family: ${({ theme }) => theme.fonts.body};
    font-weight: 400;
  }
`;

export type OpportunityListProps = {
  opportunities: GhlOpportunity[];
  selectedId: string | null;
  onSelect: (opportunity: GhlOpportunity) => void;
};

/** The opportunities as one radio group: pick the one to import. */
export function OpportunityList({ opportunities, selectedId, onSelect }: OpportunityListProps) {
  return (
    <StyledFieldset>
      <legend>Opportunities</legend>
      <StyledScroller data-testid="opportunity-list">
        {opportunities.map((opportunity) => (
          <StyledOption key={opportunity.id}>
            <input
              type="radio"
              name="ghl-opportunity"
              value={opportunity.id}
              checked={selectedId === opportunity.id}
              onChange={() => onSelect(opportunity)}
            />
            <span>
              <strong>{opportunity.name}</strong>
              <small>
                {[opportunity.contact?.name, opportunity.contact?.email].filter(Boolean).join(' · ') || 'No contact'}
              </small>
              <small>
                {opportunity.pipelineName ?? 'Pipeline'} · {formatDate(opportunity.createdAt)}
              </small>
            </span>
            <StyledAmount>
              {formatCompactMoney(opportunity.monetaryValue)}
              <small>{opportunity.status}</small>
            </StyledAmount>
          </StyledOption>
        ))}
      </StyledScroller>
    </StyledFieldset>
  );
}
