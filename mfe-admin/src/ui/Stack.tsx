import styled from 'styled-components';

/** Children in a column with the theme's spacing. */
export const StyledStack = styled.div<{ $gap?: 'sm' | 'md' | 'lg' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'lg' }) => theme.space[$gap]};
  min-width: 0;
`;
