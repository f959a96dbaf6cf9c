import styled from 'styled-components';

/** A card's secondary sentence: smaller, in the theme's muted colour. */
export const StyledMutedText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
