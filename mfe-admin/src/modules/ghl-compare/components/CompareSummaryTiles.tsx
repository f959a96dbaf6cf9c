import styled from 'styled-components';

const StyledTiles = styled.dl`
  display: grid;
  /* Small enough minimum that the three tiles share one row on a 390 px phone (no lone third tile). */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 96px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const StyledTile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  /* The figures line up at the top even when one label takes two lines. */
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }
`;

export type CompareSummaryTilesProps = {
  total: number;
  withDifferences: number;
  inSync: number;
};

/** Total Deals, With Differences, In Sync. */
export function CompareSummaryTiles({ total, withDifferences, inSync }: CompareSummaryTilesProps) {
  return (
    <StyledTiles aria-label="Comparison summary">
      <StyledTile>
        <dt>Total Deals</dt>
        <dd>{total}</dd>
      </StyledTile>
      <StyledTile>
        <dt>With Differences</dt>
        <dd>{withDifferences}</dd>
      </StyledTile>
      <StyledTile>
        <dt>In Sync</dt>
        <dd>{inSync}</dd>
      </StyledTile>
    </StyledTiles>
  );
}
