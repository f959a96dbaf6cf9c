import styled from 'styled-components';

/** Help or error text under a field, outside its label (so it is not part of the field's name). */
export const StyledFieldHint = styled.small<{ $error?: boolean }>`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
