import styled from 'styled-components';

/** Buttons side by side, wrapping on narrow screens. */
export const StyledButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
