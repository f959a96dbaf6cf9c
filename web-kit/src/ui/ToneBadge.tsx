import styled from 'styled-components';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'neutral';

/** A short state label in one of four tones, e.g. Connected / Not Connected (the admin cards). */
export const StyledToneBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: fit-content;
  padding: 2px ${({ theme }) => theme.space.sm};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'danger'
        ? theme.colors.danger
        : $tone === 'warning'
          ? theme.colors.warning
          : theme.colors.textMuted};
`;
