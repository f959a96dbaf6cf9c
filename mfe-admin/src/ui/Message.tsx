import styled from 'styled-components';

/** The box of an empty, failed or informative state. */
export const StyledMessage = styled.div<{ $tone?: 'muted' | 'danger' | 'info' }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px ${({ $tone }) => ($tone === 'info' ? 'solid' : 'dashed')}
    ${({ theme, $tone }) =>
      $tone === 'danger' ? theme.colors.danger : $tone === 'info' ? theme.colors.info : theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSurface : theme.colors.surfaceRaised)};
  color: ${({ theme, $tone }) => ($tone === 'muted' || !$tone ? theme.colors.textMuted : theme.colors.text)};
  p,
  ul,
  ol {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
