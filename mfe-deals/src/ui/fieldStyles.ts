import styled, { css } from 'styled-components';

/** The shared look of the form primitives (label, control, hint and error). */
export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledRequiredMark = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color-scheme: ${({ theme }) => theme.mode};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.6;
  }
`;

export const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export const StyledTextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
`;

export const StyledFieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

export const StyledFieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
