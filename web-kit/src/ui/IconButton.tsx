import styled from 'styled-components';

/**
 * A round 40 px button holding one icon (the header's theme toggle and notification bell). Its
 * accessible name comes from `aria-label`; `aria-expanded` and `aria-pressed` keep the hover look.
 */
export const StyledIconButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
