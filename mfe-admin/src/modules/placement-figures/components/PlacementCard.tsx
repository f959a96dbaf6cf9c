import { formatDateTime } from '@portal/web-kit/format/formatDateTime';
import type { PlacementFigures, PlacementLenderFigures } from '@portal/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { StyledVisuallyHidden } from '@portal/web-kit/ui/VisuallyHidden';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { StyledCard } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { ProgressBar } from '../../../ui/ProgressBar';
import { StyledTableScroller, StyledWrapCell } from '../../../ui/Table';
import { lenderSearch } from '../../lenders/hooks/useSelectedLender';
import { useExportPlacementFigures } from '../hooks/useExportPlacementFigures';
import { usePlacementFigures } from '../hooks/usePlacementFigures';
import { formatHours, formatRate } from '../utils/formatFigures';
import { rankLenders } from '../utils/rankLenders';
import { StyledFigureList } from './StyledFigureList';

/** How many ranked lenders the card lists (the export has every one). */
export const RANKED_LENDERS_SHOWN = 8;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  /* The idle progress region takes no room. */
  > [aria-live]:empty {
    display: none;
  }
`;

const StyledNumber = styled.td`
  text-align: right !important;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/* The response rate's bar: the ranking at a glance, the number beside it is what is read. */
const StyledRate = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 9rem;
`;

const StyledBar = styled.span<{ $percent: number }>`
  position: relative;
  flex: 1 1 auto;
  height: 6px;
  min-width: 3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: ${({ $percent }) => `${$percent}%`};
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

function RankedLenders({ lenders }: { lenders: PlacementLenderFigures[] }) {
  const [searchParams] = useSearchParams();
  return (
    <StyledTableScroller>
      <table>
        <caption>
          <StyledVisuallyHidden>Lenders ranked by response rate</StyledVisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Lender</th>
            <th scope="col">Sent</th>
            <th scope="col">Response rate</th>
            <th scope="col">First answer</th>
            <th scope="col">Quotes</th>
            <th scope="col">Selected</th>
          </tr>
        </thead>
        <tbody>
          {lenders.map((row) => (
            <tr key={row.lenderId}>
              <StyledWrapCell>
                <StyledLink to={{ search: lenderSearch(searchParams, row.lenderId) }}>{row.lenderName}</StyledLink>
              </StyledWrapCell>
              <StyledNumber>{row.submissions}</StyledNumber>
              <td>
                <StyledRate>
                  <StyledBar $percent={row.responseRatePercent ?? 0} aria-hidden="true" />
                  {formatRate(row.responseRatePercent)}
                </StyledRate>
              </td>
              <StyledNumber>{formatHours(row.medianHoursToFirstAnswer)}</StyledNumber>
              <StyledNumber>{row.quotes}</StyledNumber>
              <StyledNumber>{row.selected}</StyledNumber>
            </tr>
          ))}
        </tbody>
      </table>
    </StyledTableScroller>
  );
}

function PlacementFigureSummary({ figures }: { figures: PlacementFigures }) {
  const ranked = rankLenders(figures.lenders);
  return (
    <>
      <div role="group" aria-label="Placement totals">
        <StyledFigureList>
          <div>
            <dt>Submissions</dt>
            <dd>
              {figures.totals.submissions}
              <small>
                to {figures.totals.lenders} {figures.totals.lenders === 1 ? 'lender' : 'lenders'}
              </small>
            </dd>
          </div>
          <div>
            <dt>Response rate</dt>
            <dd>
              {formatRate(figures.totals.responseRatePercent)}
              <small>{figures.totals.responses} answered</small>
            </dd>
          </div>
          <div>
            <dt>Median first answer</dt>
            <dd>{formatHours(figures.totals.medianHoursToFirstAnswer)}</dd>
          </div>
          <div>
            <dt>Quotes</dt>
            <dd>{figures.totals.quotes}</dd>
          </div>
          <div>
            <dt>Selected</dt>
            <dd>{figures.totals.selected}</dd>
          </div>
        </StyledFigureList>
      </div>
      <RankedLenders lenders={ranked.slice(0, RANKED_LENDERS_SHOWN)} />
      {ranked.length > RANKED_LENDERS_SHOWN ? (
        <StyledNote>
          The first {RANKED_LENDERS_SHOWN} of {ranked.length} lenders; the export has every one.
        </StyledNote>
      ) : null}
      {figures.asOf ? (
        <StyledNote>Figures as of {formatDateTime(figures.asOf)}; the export is always current.</StyledNote>
      ) : null}
    </>
  );
}

/**
 * The Overview's Placement card: the totals over every lender sent a deal, the lenders ranked by
 * response rate (with a bar for each), and Export placement figures (docs/placement.md).
 */
export function PlacementCard() {
  const figures = usePlacementFigures();
  const { exportFigures, progress } = useExportPlacementFigures();
  const data = figures.data;
  const empty = data !== undefined && data.lenders.length === 0;
  return (
    <StyledCard aria-labelledby="placement-title">
      <StyledHeader>
        <h2 id="placement-title">Placement</h2>
        <div aria-live="polite">
          {progress ? <ProgressBar label="Exporting placement figures" percent={progress.percent} /> : null}
        </div>
        <StyledButton
          type="button"
          $variant="secondary"
          disabled={!data || empty || progress !== null}
          onClick={() => void exportFigures()}
        >
          Export placement figures
        </StyledButton>
      </StyledHeader>
      {figures.isPending ? (
        <Spinner label="Loading the placement figures…" />
      ) : figures.isError ? (
        <ErrorState
          message={serverErrorText(figures.error, 'Failed to load the placement figures')}
          onRetry={() => void figures.refetch()}
        />
      ) : empty ? (
        <EmptyState title="No deal sent to lenders yet">
          Each lender&apos;s response rate, time to first answer and quotes appear here once deals are sent from a
          deal&apos;s Lenders tab.
        </EmptyState>
      ) : (
        <PlacementFigureSummary figures={figures.data} />
      )}
    </StyledCard>
  );
}
