import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';

/** One part of a settings card's form, under its legend. */
export const StyledSettingsPart = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
`;

/** A short figure's input (a rate, a tolerance), red when its field has a problem. */
export const StyledSettingInput = styled.input`
  width: 100%;
  min-width: 4.5rem;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

export type FormStatusProps = {
  /** Fields with a problem now. */
  problems: number;
  dirty: boolean;
  /** Shown when nothing needs fixing or saving (e.g. "Defaults in use"). */
  idle?: ReactNode;
};

/** Where a settings form stands: fields to fix, unsaved changes, or what is in use. */
export function FormStatus({ problems, dirty, idle = null }: FormStatusProps) {
  if (problems > 0) {
    return (
      <StyledToneBadge $tone="danger" role="alert">
        {problems === 1 ? '1 field needs fixing' : `${problems} fields need fixing`}
      </StyledToneBadge>
    );
  }
  if (dirty) return <StyledToneBadge $tone="warning">Unsaved changes</StyledToneBadge>;
  return <>{idle}</>;
}
