import { formatCompactMoney, type Deal } from '@portal/contracts';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { ChecklistProgressBadge } from '../../checklist/components/ChecklistProgressBadge';
import { StaleBadge } from '../../deals/components/StaleBadge';
import { StatusBadge } from '../../deals/components/StatusBadge';
import { dealDisplayFields } from '../../deals/utils/dealDisplayFields';
import { dealDisplayName } from '../../deals/utils/dealDisplayName';
import { formatDate } from '@portal/web-kit/format/formatDate';
import { formatDateTime } from '@portal/web-kit/format/formatDateTime';
import { StageBadge } from '../../stages/components/StageBadge';
import { displayStage } from '../../stages/utils/displayStage';
import { isRecentStageUpdate } from '../../stages/utils/isRecentStageUpdate';
import { StyledTruncated } from './pipelineTableStyles';

const StyledExpander = styled.button<{ $expanded: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;

  &::before {
    content: '▸';
    display: inline-block;
    transform: rotate(${({ $expanded }) => ($expanded ? '90deg' : '0deg')});
    transition: transform 120ms ease;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const StyledDetails = styled.td`
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const StyledDetailGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledFullText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const EMPTY = '—';
const show = (value: string | null | undefined) => value?.trim() || EMPTY;

export type StageDealRowProps = {
  deal: Deal;
  now: Date;
  expanded: boolean;
  onToggle: (dealId: string) => void;
  onOpen: (deal: Deal) => void;
  /** Id of the details row, for aria-controls. */
  detailsId: string;
};

/**
 * One deal of a pipeline section: the columns of docs/product.md#pipeline-view, and the expander
 * with the rest of the deal.
 */
export function StageDealRow({ deal, now, expanded, onToggle, onOpen, detailsId }: StageDealRowProps) {
  const fields = dealDisplayFields(deal);
  const name = dealDisplayName(deal);
  const loanRequest = fields.loanRequest ?? deal.loanAmount;
  return (
    <>
      <tr>
        <td>
          <StyledExpander
            type="button"
            $expanded={expanded}
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            aria-label={`${expanded ? 'Hide' : 'Show'} details of ${deal.dealId} ${name}`}
            onClick={() => onToggle(deal.id)}
          >
            {deal.dealId}
          </StyledExpander>{' '}
          <ChecklistProgressBadge progress={deal.checklist} />
          <StaleBadge deal={deal} />
        </td>
        <td>{show(deal.contactPhone)}</td>
        <td>
          <StyledTruncated title={deal.contactEmail ?? undefined}>{show(deal.contactEmail)}</StyledTruncated>
        </td>
        <td>{show(fields.dealType)}</td>
        <td>{show(fields.propertyType)}</td>
        <td>{formatCompactMoney(loanRequest)}</td>
        <td>{show(fields.sponsorNetWorth)}</td>
        <td>{show(fields.sponsorLiquidity)}</td>
        <td>
          <StyledTruncated title={fields.additionalInformation ?? undefined}>
            {show(fields.additionalInformation)}
          </StyledTruncated>
        </td>
      </tr>
      {expanded && (
        <tr id={detailsId}>
          <StyledDetails colSpan={9}>
            <StyledDetailGrid>
              <div>
                <dt>Deal</dt>
                <dd>{name}</dd>
              </div>
              <div>
                <dt>Client</dt>
                <dd>{show(deal.contactName)}</dd>
              </div>
              <div>
                <dt>Property Address</dt>
                <dd>{show(fields.propertyAddress)}</dd>
              </div>
              <div>
                <dt>Property Vintage</dt>
                <dd>{show(fields.propertyVintage)}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>
                  <StatusBadge status={deal.status} />
                </dd>
              </div>
              <div>
                <dt>Stage</dt>
                <dd>
                  <StageBadge
                    stage={displayStage(deal.stage)}
                    recent={isRecentStageUpdate(deal.stageLastUpdated, now)}
                  />
                </dd>
              </div>
              <div>
                <dt>Stage Updated</dt>
                <dd>{formatDateTime(deal.stageLastUpdated)}</dd>
              </div>
              <div>
                <dt>Created</dt>
                <dd>{formatDate(deal.createdAt)}</dd>
              </div>
            </StyledDetailGrid>
            {fields.additionalInformation && <StyledFullText>{fields.additionalInformation}</StyledFullText>}
            <StyledButton type="button" $variant="secondary" $compact onClick={() => onOpen(deal)}>
              Open deal summary
            </StyledButton>
          </StyledDetails>
        </tr>
      )}
    </>
  );
}
