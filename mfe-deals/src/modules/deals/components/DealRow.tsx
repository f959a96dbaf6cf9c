import { formatCompactMoney, type Deal } from '@portal/contracts';
import styled from 'styled-components';
import { mobileMedia } from '@portal/web-kit/theme';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StageBadge } from '../../stages/components/StageBadge';
import { displayStage } from '../../stages/utils/displayStage';
import { isRecentStageUpdate } from '../../stages/utils/isRecentStageUpdate';
import { dealCreatorLabel } from '../utils/dealCreatorLabel';
import { dealDisplayFields } from '../utils/dealDisplayFields';
import { dealDisplayName } from '../utils/dealDisplayName';
import { formatDate } from '@portal/web-kit/format/formatDate';
import { ChecklistProgressBadge } from '../../checklist/components/ChecklistProgressBadge';
import { StaleBadge } from './StaleBadge';
import { StatusBadge } from './StatusBadge';
import { FeeStateBadge } from '../../fees/components/FeeStateBadge';
import { feeMoney } from '../../fees/utils/feeText';
import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';

const StyledRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 2fr) minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  ${mobileMedia} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.md};
  }
`;

const StyledIdentity = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledDealId = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledProperty = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const StyledName = styled.span`
  overflow: hidden;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledMuted = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledDates = styled.div`
  display: flex;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};

  ${mobileMedia} {
    justify-content: flex-start;
  }
`;

/** Put on the row's `<li>` by a virtualised list: its place in the whole list and the ref that measures it. */
export type DealRowListProps = {
  'data-index': number;
  'aria-setsize': number;
  'aria-posinset': number;
  ref: (element: HTMLLIElement | null) => void;
};

export type DealRowProps = {
  deal: Deal;
  now: Date;
  /** Admins: 'Created by' and a Details button only. */
  isAdmin: boolean;
  onView: (deal: Deal) => void;
  onEdit?: ((deal: Deal) => void) | undefined;
  onDelete?: ((deal: Deal) => void) | undefined;
  rowProps?: DealRowListProps;
};

/**
 * One deal of the list (docs/product.md#deal-list): id, status and stage, property, dates and the
 * row's actions.
 */
export function DealRow({ deal, now, isAdmin, onView, onEdit, onDelete, rowProps }: DealRowProps) {
  const fields = dealDisplayFields(deal);
  const name = dealDisplayName(deal);
  return (
    <StyledRow aria-label={`${deal.dealId} ${name}`} {...rowProps}>
      <StyledIdentity>
        <StyledDealId>{deal.dealId}</StyledDealId>
        <StyledBadges>
          <StatusBadge status={deal.status} />
          <StageBadge stage={displayStage(deal.stage)} recent={isRecentStageUpdate(deal.stageLastUpdated, now)} />
          <ChecklistProgressBadge progress={deal.checklist} />
          <StaleBadge deal={deal} />
          {deal.fee && <FeeStateBadge state={deal.fee.state} />}
          {/* Admins resolve the flag from the open duplicate flags; the owner reads the notice in the summary. */}
          {isAdmin && deal.possibleDuplicate && <StyledToneBadge $tone="warning">Possible duplicate</StyledToneBadge>}
        </StyledBadges>
      </StyledIdentity>
      <StyledProperty>
        <StyledName title={name}>{name}</StyledName>
        <StyledMuted title={fields.propertyAddress ?? undefined}>{fields.propertyAddress ?? 'No address'}</StyledMuted>
        <StyledMuted>
          {formatCompactMoney(deal.loanAmount ?? fields.loanRequest)}
          {fields.propertyType ? ` · ${fields.propertyType}` : ''}
        </StyledMuted>
        {deal.fee && (
          <StyledMuted>
            Broker share {deal.fee.brokerSharePercent} % · {feeMoney(deal.fee.brokerShare)}
          </StyledMuted>
        )}
        {isAdmin && <StyledMuted>Created by {dealCreatorLabel(deal)}</StyledMuted>}
      </StyledProperty>
      <StyledDates>
        <span>Created {formatDate(deal.createdAt)}</span>
        <span>Updated {formatDate(deal.updatedAt)}</span>
      </StyledDates>
      <StyledActions>
        {isAdmin ? (
          <StyledButton
            type="button"
            $variant="secondary"
            $compact
            onClick={() => onView(deal)}
            aria-label={`Details of ${deal.dealId}`}
          >
            Details
          </StyledButton>
        ) : (
          <>
            <StyledButton
              type="button"
              $variant="secondary"
              $compact
              onClick={() => onView(deal)}
              aria-label={`View ${deal.dealId}`}
            >
              View
            </StyledButton>
            {onEdit && (
              <StyledButton
                type="button"
                $variant="secondary"
                $compact
                onClick={() => onEdit(deal)}
                aria-label={`Edit ${deal.dealId}`}
              >
                Edit
              </StyledButton>
            )}
            {onDelete && (
              <StyledButton
                type="button"
                $variant="danger"
                $compact
                onClick={() => onDelete(deal)}
                aria-label={`Delete ${deal.dealId}`}
              >
                Delete
              </StyledButton>
            )}
          </>
        )}
      </StyledActions>
    </StyledRow>
  );
}
