import { formatDashboardMoney, type LenderProgram, type ProgramDeal } from '@portal/contracts';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { Modal } from '@portal/web-kit/ui/Modal';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';
import styled from 'styled-components';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { StyledStack } from '../../../ui/Stack';
import { useProgramDeals } from '../hooks/useProgramDeals';
import { StyledFacts } from './StyledFacts';

const StyledSummary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledDeal = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledMisses = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledMissesTitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const or = (value: string | null, fallback = '—') => (value && value.trim() ? value : fallback);

function FittingDeal({ item }: { item: ProgramDeal }) {
  const { deal, kind } = item;
  const misses = item.criteria.filter((criterion) => criterion.status === 'missed');
  return (
    <StyledDeal aria-label={deal.dealId}>
      <StyledButtonRow>
        <h3>{deal.dealId}</h3>
        <StyledToneBadge $tone={kind === 'match' ? 'success' : 'warning'}>
          {kind === 'match' ? 'Match' : 'Near'}
        </StyledToneBadge>
      </StyledButtonRow>
      <StyledFacts>
        <div>
          <dt>Property</dt>
          <dd>{or(deal.propertyName ?? deal.propertyAddress)}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{or(deal.propertyType)}</dd>
        </div>
        <div>
          <dt>Loan amount</dt>
          <dd>{deal.loanAmount === null ? '—' : formatDashboardMoney(deal.loanAmount)}</dd>
        </div>
        <div>
          <dt>Stage</dt>
          <dd>{or(deal.stage)}</dd>
        </div>
        <div>
          <dt>Owner</dt>
          <dd>{or(deal.createdBy)}</dd>
        </div>
      </StyledFacts>
      {misses.length > 0 ? (
        <div>
          <StyledMissesTitle aria-hidden="true">Misses</StyledMissesTitle>
          <StyledMisses aria-label={`Missed by ${deal.dealId}`}>
            {misses.map((criterion) => (
              <li key={criterion.criterion}>{criterion.reason}</li>
            ))}
          </StyledMisses>
        </div>
      ) : null}
    </StyledDeal>
  );
}

export type ProgramDealsDialogProps = {
  program: LenderProgram;
  onClose: () => void;
};

/**
 * The open deals that fit a program, the reverse of a deal's matches: Match first, then the nearest,
 * each with its number, property, loan, stage and owner, and what a Near deal misses.
 */
export function ProgramDealsDialog({ program, onClose }: ProgramDealsDialogProps) {
  const deals = useProgramDeals(program.lenderId, program.id);
  return (
    <Modal title={`Deals that fit ${program.name}`} onClose={onClose} width="760px">
      <StyledStack $gap="md">
        {program.active ? null : (
          <StyledSummary>
            This program is deactivated and is not matched against deals; these are the deals it would fit.
          </StyledSummary>
        )}
        {deals.isPending ? (
          <Spinner label="Loading the deals that fit…" />
        ) : deals.isError ? (
          <ErrorState
            message={serverErrorText(deals.error, 'Failed to load the deals that fit this program')}
            onRetry={() => void deals.refetch()}
          />
        ) : deals.data.items.length === 0 ? (
          <EmptyState title="No open deal fits this program yet.">
            {deals.data.judged === 1 ? '1 open deal was judged.' : `${deals.data.judged} open deals were judged.`} A
            deal is listed when it meets every criterion the program sets (Match) or misses one within its tolerance
            (Near).
          </EmptyState>
        ) : (
          <>
            <StyledSummary role="status">
              {deals.data.total === 1 ? '1 open deal fits' : `${deals.data.total} open deals fit`} (of{' '}
              {deals.data.judged} judged)
              {deals.data.items.length < deals.data.total ? `; the ${deals.data.items.length} closest are listed` : ''}.
            </StyledSummary>
            <StyledList>
              {deals.data.items.map((item) => (
                <li key={item.deal.id}>
                  <FittingDeal item={item} />
                </li>
              ))}
            </StyledList>
          </>
        )}
      </StyledStack>
    </Modal>
  );
}
