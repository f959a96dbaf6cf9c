import styled from 'styled-components';

/** A label above its control (input, select or textarea), with an optional hint below. */
export const StyledField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;

  input:not([type='checkbox']):not([type='radio']),
  select,
  textarea {
    width: 100%;
    min-height: 40px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 400;
  }
  textarea {
    resize: vertical;
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }
`;
