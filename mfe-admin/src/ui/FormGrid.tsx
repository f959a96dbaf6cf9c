import styled from 'styled-components';

/** Fields in two columns on wide screens, one on phones. */
export const StyledFormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
