import { formatCompactMoney, type Deal } from '@portal/contracts';
import { useId, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { StyledBadge } from '@portal/web-kit/ui/Badge';
import type { DealsSource } from '../../deals/api/fetchDealsPage';
import { StageBadge } from '../../stages/components/StageBadge';
import { isRecentStageUpdate } from '../../stages/utils/isRecentStageUpdate';
import { stageColor } from '../../stages/utils/stageColor';
import type { StageHeader } from '../utils/orderPipelineStages';
import { StageDeals } from './StageDeals';

const MAX_CHIPS = 2;

const StyledSection = styled.section<{ $color: string }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  /* Scrolling a (virtualised) table repaints this section only, not the whole page. */
  contain: paint;
`;

const StyledHeading = styled.h3`
  margin: 0;
`;

const StyledToggle = styled.button`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const StyledChevron = styled.span<{ $expanded: boolean }>`
  display: inline-block;
  transform: rotate(${({ $expanded }) => ($expanded ? '90deg' : '0deg')});
  transition: transform 120ms ease;
`;

const StyledFigure = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledChips = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type StageSectionProps = {
  header: StageHeader;
  source: DealsSource;
  now: Date;
  onOpenDeal: (deal: Deal) => void;
};

/**
 * A collapsible pipeline section (expanded at first): the stage, its deal count, summed loan
 * amount and up to 2 property-type chips plus '+N' (the gateway's figures); then its table, whose
 * deals load only while the section is open.
 */
export function StageSection({ header, source, now, onOpenDeal }: StageSectionProps) {
  const theme = useTheme();
  const contentId = useId();
  const [expanded, setExpanded] = useState(true);
  const color = stageColor(header.stage, theme);
  const recent = isRecentStageUpdate(header.lastStageUpdate, now);
  const chips = header.propertyTypes.slice(0, MAX_CHIPS);
  const more = header.propertyTypes.length - chips.length;
  const { count } = header;

  return (
    <StyledSection $color={color} aria-label={`${header.stage} stage`} data-known={header.known}>
      <StyledHeading>
        <StyledToggle
          type="button"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((current) => !current)}
        >
          <StyledChevron aria-hidden="true" $expanded={expanded}>
            ▸
          </StyledChevron>
          <StageBadge stage={header.stage} recent={recent} />
          <StyledFigure>
            {count} {count === 1 ? 'deal' : 'deals'}
          </StyledFigure>
          <StyledMuted>{formatCompactMoney(header.totalAmount)}</StyledMuted>
          {chips.length > 0 && (
            <StyledChips>
              {chips.map((type) => (
                <StyledBadge key={type} $color={theme.colors.textMuted}>
                  {type}
                </StyledBadge>
              ))}
              {more > 0 && (
                <StyledBadge $color={theme.colors.textMuted} aria-label={`${more} more property types`}>
                  +{more}
                </StyledBadge>
              )}
            </StyledChips>
          )}
        </StyledToggle>
      </StyledHeading>
      <div id={contentId} hidden={!expanded}>
        {expanded &&
          (count === 0 ? (
            <StyledEmpty>No deals in this stage</StyledEmpty>
          ) : (
            <StageDeals source={source} stage={header.stage} count={count} now={now} onOpen={onOpenDeal} />
          ))}
      </div>
    </StyledSection>
  );
}
