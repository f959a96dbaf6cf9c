import type { DuplicateMatch } from '@portal/contracts';
import { StyledButton } from '@portal/web-kit/ui/Button';
import styled from 'styled-components';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledMessage } from '../../../ui/Message';
import { duplicateDealName, MATCH_REASON_LABELS, ownerName } from '../../duplicates/utils/duplicateLabels';

const StyledMatches = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export type ImportMatchesPanelProps = {
  matches: DuplicateMatch[];
  busy: boolean;
  onLink: (match: DuplicateMatch) => void;
  onImportNew: () => void;
  onCancel: () => void;
};

/** The portal deals with the opportunity's property: link to one of them, or import a new deal anyway. */
export function ImportMatchesPanel({ matches, busy, onLink, onImportNew, onCancel }: ImportMatchesPanelProps) {
  return (
    <StyledMessage $tone="info" role="region" aria-labelledby="import-matches-title">
      <strong id="import-matches-title">This property is already in the portal</strong>
      <p>Link the opportunity to the existing deal instead of creating a second one. The deal keeps its owner.</p>
      <StyledMatches>
        {matches.map(({ deal, reasons }) => {
          const name = duplicateDealName(deal);
          return (
            <li key={deal.id}>
              <div>
                <strong>{name}</strong>
                <small>
                  {ownerName(deal)} · {[deal.propertyName, deal.propertyAddress].filter(Boolean).join(', ')}
                </small>
                <small>
                  {[deal.status, deal.stage].filter(Boolean).join(' · ')} ·{' '}
                  {reasons.map((reason) => MATCH_REASON_LABELS[reason]).join(', ')}
                </small>
              </div>
              <StyledButton type="button" disabled={busy} onClick={() => onLink({ deal, reasons })}>
                Link to {name}
              </StyledButton>
            </li>
          );
        })}
      </StyledMatches>
      <StyledButtonRow>
        <StyledButton type="button" $variant="secondary" disabled={busy} onClick={onImportNew}>
          Import as a new deal
        </StyledButton>
        <StyledButton type="button" $variant="ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </StyledButton>
      </StyledButtonRow>
    </StyledMessage>
  );
}
