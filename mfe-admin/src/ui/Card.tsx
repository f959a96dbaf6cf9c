import styled from 'styled-components';

/** A bordered panel of the dashboard. */
export const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    letter-spacing: 0.02em;
  }
  p {
    margin: 0;
  }
`;
