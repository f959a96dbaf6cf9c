import { LENDER_TYPE_LABELS, type DealMatch } from '@portal/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';
import { DetailsList } from '../../../ui/DetailsList';
import { indicativeRateText, recourseText } from '../utils/programTerms';
import { ContactList } from './ContactList';
import { CriterionList } from './CriterionList';

const StyledCard = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledTitle = styled.h5`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const StyledSubtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledPartTitle = styled.h6`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const closeness = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export type DealMatchCardProps = { result: DealMatch };

/**
 * One lender program that Matches the deal or is Near: the lender and its type, the program, the
 * verdict in words, each criterion, the program's rate and recourse, and the lender's contacts.
 */
export function DealMatchCard({ result }: DealMatchCardProps) {
  const { lender, program } = result;
  const titleId = useId();
  const criteriaId = useId();
  const contactsId = useId();
  const isMatch = result.kind === 'match';
  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledHeader>
        <div>
          <StyledTitle id={titleId}>
            {lender.name} — {program.name}
          </StyledTitle>
          <StyledSubtitle>{LENDER_TYPE_LABELS[lender.type]}</StyledSubtitle>
        </div>
        <StyledToneBadge $tone={isMatch ? 'success' : 'warning'}>
          {isMatch ? 'Match' : `Near · ${closeness.format(result.closeness)} past a limit`}
        </StyledToneBadge>
      </StyledHeader>
      <DetailsList>
        <dt>Indicative rate</dt>
        <dd>{indicativeRateText(program)}</dd>
        <dt>Recourse</dt>
        <dd>{recourseText(program)}</dd>
      </DetailsList>
      <StyledPartTitle id={criteriaId}>Criteria</StyledPartTitle>
      <CriterionList criteria={result.criteria} labelledBy={criteriaId} />
      <StyledPartTitle id={contactsId}>Contacts</StyledPartTitle>
      <ContactList contacts={result.contacts} labelledBy={contactsId} />
    </StyledCard>
  );
}
