import styled from 'styled-components';

const StyledGroup = styled.div`
  display: inline-flex;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledOption = styled.button<{ $active: boolean }>`
  min-height: 34px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.textMuted)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

export type AdminView = 'list' | 'stage';

export type ViewToggleProps = { value: AdminView; onChange: (value: AdminView) => void };

/** The admin's 'List View' / 'Stage View' toggle (pressed buttons). */
export function ViewToggle({ value, onChange }: ViewToggleProps) {
  return (
    <StyledGroup role="group" aria-label="Deals view">
      <StyledOption
        type="button"
        aria-pressed={value === 'list'}
        $active={value === 'list'}
        onClick={() => onChange('list')}
      >
        List View
      </StyledOption>
      <StyledOption
        type="button"
        aria-pressed={value === 'stage'}
        $active={value === 'stage'}
        onClick={() => onChange('stage')}
      >
        Stage View
      </StyledOption>
    </StyledGroup>
  );
}
