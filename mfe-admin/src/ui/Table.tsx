import styled from 'styled-components';

/** A data table that scrolls sideways on narrow screens instead of squeezing its columns. */
export const StyledTableScroller = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

/**
 * A cell of free text (e-mail, notes, a link, a username) that wraps anywhere when it must, so one
 * long value without spaces narrows its column instead of pushing the table's controls off screen.
 */
export const StyledWrapCell = styled.td`
  overflow-wrap: anywhere;
  min-width: 8rem;
`;
