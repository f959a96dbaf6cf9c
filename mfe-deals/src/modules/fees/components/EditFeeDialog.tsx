import type { DealFee } from '@portal/contracts';
import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Modal } from '@portal/web-kit/ui/Modal';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { TextField } from '../../../ui/TextField';
import { StyledFormAlert, StyledFormFooter, StyledForm, StyledGroup } from '../../../ui/dialogFormStyles';
import { useSaveDealFee } from '../hooks/useSaveDealFee';
import { useUnsavedFee } from '../hooks/useUnsavedFee';
import {
  feeRequestFrom,
  feeServerErrors,
  feeToFormValues,
  type FeeField,
  type FeeFormErrors,
  type FeeFormValues,
} from '../utils/feeForm';

const StyledHint = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Asked before a dialog with changes is closed without saving them. */
export const DISCARD_FEE_CHANGES = 'Discard your changes to this fee?';

export type EditFeeDialogProps = {
  dealId: string;
  dealNumber: string;
  fee: DealFee | null;
  onClose: () => void;
};

/**
 * An admin's Edit fee dialog (docs/duplicates-and-fees.md#fees): the fee in points or as an
 * amount, the deal's own broker share, the expected closing and the payment. Every field is
 * checked before anything is sent; a refusal of the gateway shows at the field it names.
 */
export function EditFeeDialog({ dealId, dealNumber, fee, onClose }: EditFeeDialogProps) {
  // The figures as the dialog opened: a refresh behind it neither moves the form nor its changes.
  const [initial] = useState(() => feeToFormValues(fee));
  const [values, setValues] = useState<FeeFormValues>(initial);
  const [errors, setErrors] = useState<FeeFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const save = useSaveDealFee(dealId);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useUnsavedFee(dirty);

  // Typing in a field drops its problem; the others stay until Save checks again.
  const handleChange = (name: FeeField) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _dropped, ...others }) => others);
  };

  const focusField = (field: FeeField) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  // Closing with changes asks first (an alertdialog, as every confirmation of the page).
  const handleClose = () => {
    if (dirty && !save.isSuccess) setAskingToDiscard(true);
    else onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = feeRequestFrom(values, initial);
    if (!check.ok) {
      setErrors(check.errors);
      focusField(check.firstField);
      return;
    }
    setErrors({});
    setServerError(null);
    if (!check.request) {
      onClose();
      return;
    }
    try {
      await save.mutateAsync(check.request);
      toast.success(`The fee of ${dealNumber} is saved`);
      onClose();
    } catch (failure) {
      const fieldErrors = feeServerErrors(failure);
      const first = (Object.keys(fieldErrors) as FeeField[])[0];
      if (first) {
        setErrors(fieldErrors);
        focusField(first);
      } else {
        setServerError(serverErrorText(failure, 'The fee could not be saved. Please try again.'));
      }
    }
  };

  const field = (name: FeeField, label: string, options: { type?: 'date'; numeric?: 'decimal' } = {}) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      onValueChange={handleChange(name)}
      error={errors[name]}
      type={options.type ?? 'text'}
      inputMode={options.numeric}
      autoComplete="off"
    />
  );

  return (
    <Modal title={`Edit fee of ${dealNumber}`} onClose={handleClose} width="640px">
      <StyledForm ref={formRef} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Edit fee">
        <StyledGroup>
          <legend>Expected fee</legend>
          {field('feePoints', 'Fee (points of the loan)', { numeric: 'decimal' })}
          {field('feeAmount', 'Fee amount ($)', { numeric: 'decimal' })}
          <StyledHint>
            Points apply to the loan amount{fee?.quoteId ? ' of the selected quote' : ''}; an amount wins over points
            when both are set. Leave a field empty to clear it.
          </StyledHint>
          {field('brokerSharePercent', "Broker's share for this deal (%)", { numeric: 'decimal' })}
          {field('expectedClosingOn', 'Expected closing', { type: 'date' })}
          <StyledHint>
            Empty share: the member's own share, else the default of the fee settings
            {fee ? ` (${fee.brokerSharePercent} % now)` : ''}.
          </StyledHint>
        </StyledGroup>
        <StyledGroup>
          <legend>Payment</legend>
          {field('invoicedOn', 'Invoiced on', { type: 'date' })}
          {field('receivedOn', 'Received on', { type: 'date' })}
          {field('receivedAmount', 'Received amount ($)', { numeric: 'decimal' })}
        </StyledGroup>
        {serverError && <StyledFormAlert role="alert">{serverError}</StyledFormAlert>}
        <StyledFormFooter>
          <StyledButton type="button" $variant="secondary" onClick={handleClose}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save fee'}
          </StyledButton>
        </StyledFormFooter>
      </StyledForm>
      {askingToDiscard && (
        <ConfirmDialog
          title="Discard changes?"
          message={DISCARD_FEE_CHANGES}
          confirmLabel="Discard changes"
          onConfirm={onClose}
          onCancel={() => setAskingToDiscard(false)}
        />
      )}
    </Modal>
  );
}
