import styled from 'styled-components';

/** A dialog form's message about the whole form (a refused save), above its buttons. */
export const StyledFormAlert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};
`;

/** A dialog form's buttons: Cancel then the primary action, at the end, wrapping on a phone. */
export const StyledFormFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
