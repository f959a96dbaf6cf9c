import styled from 'styled-components';

/** Label and value pairs in two columns (a `dl`): the Deal Summary's sections and its panels. */
export const DetailsList = styled.dl`
  display: grid;
  grid-template-columns: minmax(110px, auto) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
