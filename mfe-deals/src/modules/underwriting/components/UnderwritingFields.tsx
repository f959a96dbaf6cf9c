import {
  LOAN_PURPOSES,
  LOAN_PURPOSE_LABELS,
  US_STATES,
  stateFromAddress,
  usStateName,
  type UnderwritingField,
} from '@portal/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { mobileMedia } from '@portal/web-kit/theme';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import type { UnderwritingFormValues } from '../types/UnderwritingFormValues';

const StyledSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space.md};
`;

const StyledToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  align-self: flex-start;
  min-height: 40px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledChevron = styled.span<{ $open: boolean }>`
  display: inline-block;
  transition: transform 0.15s ease;
  transform: rotate(${({ $open }) => ($open ? '90deg' : '0deg')});
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  &[hidden] {
    display: none;
  }

  ${mobileMedia} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));
const PURPOSE_OPTIONS = LOAN_PURPOSES.map((purpose) => ({ value: purpose, label: LOAN_PURPOSE_LABELS[purpose] }));

export type UnderwritingFieldsProps = {
  values: UnderwritingFormValues;
  /** The address typed above: a state left empty is taken from it. */
  propertyAddress: string;
  errors: Partial<Record<UnderwritingField, string>>;
  onFieldChange: (field: UnderwritingField) => (value: string) => void;
  expanded: boolean;
  onToggle: () => void;
};

/**
 * The optional underwriting fields of the deal forms (docs/lenders.md#underwriting-fields), behind
 * a disclosure button that starts collapsed. An empty state is filled from the address by the
 * gateway; the hint says which.
 */
export function UnderwritingFields({
  values,
  propertyAddress,
  errors,
  onFieldChange,
  expanded,
  onToggle,
}: UnderwritingFieldsProps) {
  const regionId = useId();
  const fromAddress = values.propertyState ? null : stateFromAddress(propertyAddress);
  const filled = Object.values(values).filter((value) => value.trim() !== '').length;
  return (
    <StyledSection>
      <StyledToggle type="button" aria-expanded={expanded} aria-controls={regionId} onClick={onToggle}>
        <StyledChevron aria-hidden="true" $open={expanded}>
          ▸
        </StyledChevron>
        Underwriting (optional)
        {filled > 0 && <span> · {filled} filled</span>}
      </StyledToggle>
      <StyledGrid id={regionId} role="group" aria-label="Underwriting (optional)" hidden={!expanded}>
        <SelectField
          label="Property State"
          placeholder="Select state"
          options={STATE_OPTIONS}
          value={values.propertyState}
          onValueChange={onFieldChange('propertyState')}
          error={errors.propertyState}
          hint={fromAddress ? `From the address: ${usStateName(fromAddress)}` : undefined}
        />
        <SelectField
          label="Loan Purpose"
          placeholder="Select loan purpose"
          options={PURPOSE_OPTIONS}
          value={values.loanPurpose}
          onValueChange={onFieldChange('loanPurpose')}
          error={errors.loanPurpose}
        />
        <TextField
          label="Property Value (as-is or purchase price)"
          inputMode="decimal"
          placeholder="e.g. $10,440,000"
          autoComplete="off"
          value={values.propertyValue}
          onValueChange={onFieldChange('propertyValue')}
          error={errors.propertyValue}
        />
        <TextField
          label="Net Operating Income (annual)"
          inputMode="decimal"
          placeholder="e.g. $522,000"
          autoComplete="off"
          value={values.netOperatingIncome}
          onValueChange={onFieldChange('netOperatingIncome')}
          error={errors.netOperatingIncome}
        />
        <TextField
          label="Total Project Cost (construction)"
          inputMode="decimal"
          placeholder="e.g. $12M"
          autoComplete="off"
          value={values.totalProjectCost}
          onValueChange={onFieldChange('totalProjectCost')}
          error={errors.totalProjectCost}
        />
        <TextField
          label="Term (months)"
          inputMode="numeric"
          placeholder="e.g. 120"
          autoComplete="off"
          value={values.termMonths}
          onValueChange={onFieldChange('termMonths')}
          error={errors.termMonths}
        />
        <TextField
          label="Amortisation (months)"
          inputMode="numeric"
          placeholder="e.g. 360"
          autoComplete="off"
          value={values.amortisationMonths}
          onValueChange={onFieldChange('amortisationMonths')}
          error={errors.amortisationMonths}
        />
        <TextField
          label="Interest-Only (months)"
          inputMode="numeric"
          placeholder="e.g. 24"
          autoComplete="off"
          value={values.interestOnlyMonths}
          onValueChange={onFieldChange('interestOnlyMonths')}
          error={errors.interestOnlyMonths}
        />
      </StyledGrid>
    </StyledSection>
  );
}
