import styled from 'styled-components';

const StyledLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export type StaleOnlyToggleProps = { checked: boolean; onChange: (checked: boolean) => void };

/** 'Stale only': narrows the list and the pipeline to deals past their stage's threshold. */
export function StaleOnlyToggle({ checked, onChange }: StaleOnlyToggleProps) {
  return (
    <StyledLabel>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      Stale only
    </StyledLabel>
  );
}
