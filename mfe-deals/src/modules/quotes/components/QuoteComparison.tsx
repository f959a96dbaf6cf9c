import { bestQuotesByRow, type ComparableQuote } from '@portal/contracts';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate } from '@portal/web-kit/format/formatDate';
import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';
import { visuallyHidden } from '@portal/web-kit/ui/VisuallyHidden';
import { QUOTE_ROWS } from '../utils/quoteRows';

/** One column of the comparison: a quote and what heads it. */
export type QuoteColumn = {
  quote: ComparableQuote;
  lenderName: string;
  /** The lender's contact (admins only). */
  contactName?: string | null;
  /** Where the quote came from ("From the deal room", "Recorded by an admin"); admins only. */
  sourceText?: string;
  receivedAt: string;
  selected: boolean;
};

/** An extra row the caller fills per quote (the admin's decision row, the term sheet link). */
export type QuoteExtraRow = { key: string; label: string; cell: (column: QuoteColumn) => ReactNode };

const StyledScroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  /* Shown above the scrolling region instead, where it does not scroll away. */
  caption {
    ${visuallyHidden}
  }
  th,
  td {
    min-width: 11rem;
    padding: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  /* The term names stay in view while the quotes scroll sideways (a 390 px phone shows one quote). */
  th[scope='row'],
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    min-width: 7.5rem;
    max-width: 9rem;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    box-shadow: 1px 0 0 ${({ theme }) => theme.colors.border};
    font-weight: 600;
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledHead = styled.div`
  display: grid;
  gap: 2px;
  font-weight: 400;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledBadges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledBestCell = styled.td`
  && {
    background: ${({ theme }) => theme.colors.surfaceHover};
    font-weight: 700;
  }
`;

// Said in words (and an icon), never by colour alone.
const StyledBest = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

const StyledExpired = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: line-through;
`;

export type QuoteComparisonProps = {
  columns: readonly QuoteColumn[];
  caption: string;
  /** Rows shown before the terms (the admin's Select and Shared controls). */
  leadingRows?: readonly QuoteExtraRow[];
  /** Rows shown after the terms (the term sheet). */
  trailingRows?: readonly QuoteExtraRow[];
};

/**
 * The quotes side by side (docs/placement.md#quotes): one column per quote, one row per term, the
 * best value of each row marked "Best" (expired quotes never are). The table scrolls sideways in
 * its own focusable region with the term names kept in view.
 */
export function QuoteComparison({ columns, caption, leadingRows = [], trailingRows = [] }: QuoteComparisonProps) {
  const captionId = useId();
  const best = bestQuotesByRow(columns.map((column) => column.quote));
  const extraRow = (row: QuoteExtraRow) => (
    <tr key={row.key}>
      <th scope="row">{row.label}</th>
      {columns.map((column) => (
        <td key={column.quote.id}>{row.cell(column)}</td>
      ))}
    </tr>
  );
  return (
    <>
      {/* The caption's words for the eye; screen readers read the caption itself. */}
      <StyledNote aria-hidden="true">{caption}</StyledNote>
      <StyledScroller role="region" aria-labelledby={captionId} tabIndex={0}>
        <StyledTable>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Term</th>
              {columns.map((column) => (
                <th scope="col" key={column.quote.id}>
                  <StyledHead>
                    <strong>{column.lenderName}</strong>
                    {column.contactName && <span>{column.contactName}</span>}
                    {column.sourceText && <StyledMuted>{column.sourceText}</StyledMuted>}
                    <StyledMuted>Received {formatDate(column.receivedAt)}</StyledMuted>
                    {(column.selected || column.quote.figures.expired) && (
                      <StyledBadges>
                        {column.selected && <StyledToneBadge $tone="success">Selected</StyledToneBadge>}
                        {column.quote.figures.expired && <StyledToneBadge $tone="warning">Expired</StyledToneBadge>}
                      </StyledBadges>
                    )}
                  </StyledHead>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {leadingRows.map(extraRow)}
            {QUOTE_ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {columns.map((column) => {
                  const value = row.text(column.quote);
                  if (row.best && best[row.best].includes(column.quote.id)) {
                    return (
                      <StyledBestCell key={column.quote.id}>
                        {value}
                        <StyledBest>
                          <span aria-hidden="true">★</span> Best
                        </StyledBest>
                      </StyledBestCell>
                    );
                  }
                  return (
                    <td key={column.quote.id}>
                      {row.key === 'expiresOn' && column.quote.figures.expired ? (
                        <>
                          <StyledExpired>{value}</StyledExpired> <StyledMuted>(expired)</StyledMuted>
                        </>
                      ) : (
                        value
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
            {trailingRows.map(extraRow)}
          </tbody>
        </StyledTable>
      </StyledScroller>
    </>
  );
}
