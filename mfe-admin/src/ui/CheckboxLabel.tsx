import styled from 'styled-components';

/** A checkbox with its label to the right, large enough to tap. */
export const StyledCheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: inherit;
  }
  input:disabled {
    cursor: not-allowed;
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
