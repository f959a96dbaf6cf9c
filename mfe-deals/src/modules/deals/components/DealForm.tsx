import { UNDERWRITING_FIELDS } from '@portal/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { mobileMedia } from '@portal/web-kit/theme';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { UnderwritingFields } from '../../underwriting/components/UnderwritingFields';
import type { UnderwritingFormValues } from '../../underwriting/types/UnderwritingFormValues';
import type { DealFormErrors, DealFormField, DealFormMode, DealFormValues } from '../types/DealFormValues';
import { dealOptions } from '../utils/dealOptions';
import { optionsWithCurrent } from '../utils/optionsWithCurrent';
import { validateDealForm } from '../utils/validateDealForm';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledFieldset = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  ${mobileMedia} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledLegend = styled.legend`
  grid-column: 1 / -1;
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const NO_ERRORS: DealFormErrors = {};

const underwritingOf = (values: DealFormValues): UnderwritingFormValues =>
  Object.fromEntries(UNDERWRITING_FIELDS.map((field) => [field, values[field]])) as UnderwritingFormValues;

/** Whether any of the messages is at an underwriting field (its section must then be open). */
const hasUnderwritingError = (errors: DealFormErrors) => UNDERWRITING_FIELDS.some((field) => errors[field]);

export type DealFormProps = {
  mode: DealFormMode;
  initialValues: DealFormValues;
  onSubmit: (values: DealFormValues) => void;
  onCancel: () => void;
  submitting: boolean;
  /** Messages from the gateway's 400 answer, shown at their fields. */
  serverErrors?: DealFormErrors;
};

/**
 * The create and edit forms: fields (docs/product.md#create-and-edit-dialogs), messages
 * (docs/product.md#deal-form-validation) and option lists (docs/product.md#option-lists). In edit,
 * each select keeps the deal's current value selectable. The optional underwriting fields sit in a
 * collapsed section, opened when one of them has a message.
 */
export function DealForm({
  mode,
  initialValues,
  onSubmit,
  onCancel,
  submitting,
  serverErrors = NO_ERRORS,
}: DealFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<DealFormErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [underwritingOpen, setUnderwritingOpen] = useState(false);
  const isCreate = mode === 'create';

  useEffect(() => {
    if (Object.keys(serverErrors).length === 0) return;
    setErrors((current) => ({ ...current, ...serverErrors }));
    if (hasUnderwritingError(serverErrors)) setUnderwritingOpen(true);
    setFailedSubmits((count) => count + 1);
  }, [serverErrors]);

  // After a refused submit, the first field with a message gets the focus.
  useEffect(() => {
    if (failedSubmits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  function setField(field: DealFormField) {
    return (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        if (!current[field]) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateDealForm(values, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (hasUnderwritingError(found)) setUnderwritingOpen(true);
      setFailedSubmits((count) => count + 1);
      return;
    }
    onSubmit(values);
  }

  const dealTypes = isCreate
    ? [...dealOptions.createDealTypes]
    : optionsWithCurrent(dealOptions.editDealTypes, initialValues.dealType);
  const propertyTypes = isCreate
    ? [...dealOptions.createPropertyTypes]
    : optionsWithCurrent(dealOptions.editPropertyTypes, initialValues.propertyType);

  return (
    <StyledForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label={isCreate ? 'New deal' : 'Edit deal'}>
      <StyledFieldset>
        <StyledLegend>Client Information</StyledLegend>
        <TextField
          label="First Name"
          required
          autoComplete="off"
          value={values.clientFirstName}
          onValueChange={setField('clientFirstName')}
          error={errors.clientFirstName}
          data-autofocus
        />
        <TextField
          label="Last Name"
          required
          autoComplete="off"
          value={values.clientLastName}
          onValueChange={setField('clientLastName')}
          error={errors.clientLastName}
        />
        <TextField
          label="Phone Number"
          required
          type="tel"
          autoComplete="off"
          value={values.clientPhone}
          onValueChange={setField('clientPhone')}
          error={errors.clientPhone}
        />
        <TextField
          label="Email Address"
          required
          type={isCreate ? 'email' : 'text'}
          inputMode="email"
          autoComplete="off"
          value={values.clientEmail}
          onValueChange={setField('clientEmail')}
          error={errors.clientEmail}
        />
      </StyledFieldset>
      <StyledFieldset>
        <StyledLegend>Property Information</StyledLegend>
        <SelectField
          label="Deal Type"
          placeholder="Select deal type"
          options={dealTypes}
          value={values.dealType}
          onValueChange={setField('dealType')}
          error={errors.dealType}
        />
        <SelectField
          label="Property Type"
          placeholder="Select property type"
          options={propertyTypes}
          value={values.propertyType}
          onValueChange={setField('propertyType')}
          error={errors.propertyType}
        />
        <StyledWide>
          <TextField
            label="Property Address"
            required
            autoComplete="off"
            value={values.propertyAddress}
            onValueChange={setField('propertyAddress')}
            error={errors.propertyAddress}
          />
        </StyledWide>
        <TextField
          label="Property Vintage"
          placeholder="e.g. 1998"
          value={values.propertyVintage}
          onValueChange={setField('propertyVintage')}
          error={errors.propertyVintage}
        />
      </StyledFieldset>
      <StyledFieldset>
        <StyledLegend>Financial Information</StyledLegend>
        <TextField
          label="Loan Request"
          required={isCreate}
          placeholder="e.g. $1.5M or 500K"
          value={values.loanRequest}
          onValueChange={setField('loanRequest')}
          error={errors.loanRequest}
        />
        <TextField
          label="Sponsor Net Worth"
          value={values.sponsorNetWorth}
          onValueChange={setField('sponsorNetWorth')}
          error={errors.sponsorNetWorth}
        />
        <TextField
          label="Sponsor Liquidity"
          value={values.sponsorLiquidity}
          onValueChange={setField('sponsorLiquidity')}
          error={errors.sponsorLiquidity}
        />
      </StyledFieldset>
      <UnderwritingFields
        values={underwritingOf(values)}
        propertyAddress={values.propertyAddress}
        errors={errors}
        onFieldChange={setField}
        expanded={underwritingOpen}
        onToggle={() => setUnderwritingOpen((open) => !open)}
      />
      <TextAreaField
        label="Additional Details"
        rows={4}
        value={values.anyAdditionalInformation}
        onValueChange={setField('anyAdditionalInformation')}
        error={errors.anyAdditionalInformation}
      />
      <StyledActions>
        <StyledButton type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </StyledButton>
        <StyledButton type="submit" disabled={submitting}>
          {isCreate ? 'Create Deal' : 'Save Changes'}
        </StyledButton>
      </StyledActions>
    </StyledForm>
  );
}
