import styled from 'styled-components';

/** A pill label; `$color` tints the border, text and a faint background. */
export const StyledBadge = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  padding: 2px ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $color }) => `color-mix(in srgb, ${$color} 12%, transparent)`};
  color: ${({ $color }) => $color};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.02em;
  line-height: 1.5;
  white-space: nowrap;
`;
