import { parseUnderwritingForm } from '../../underwriting/utils/parseUnderwritingForm';
import type { DealFormErrors, DealFormField, DealFormMode, DealFormValues } from '../types/DealFormValues';

const REQUIRED: ReadonlyArray<readonly [DealFormField, string]> = [
  ['clientFirstName', 'First Name is required'],
  ['clientLastName', 'Last Name is required'],
  ['clientPhone', 'Phone Number is required'],
  ['clientEmail', 'Email Address is required'],
  ['propertyAddress', 'Property Address is required'],
];

/** The gateway's own message for an e-mail that does not look like one (create only). */
export const INVALID_EMAIL = 'Please enter a valid email address';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * docs/product.md#deal-form-validation: five required fields in both forms, Loan Request required
 * on create only. The create form's e-mail-type input also asks for a plausible address, as the
 * gateway does. The optional underwriting fields are checked by the gateway's rules when filled in.
 */
export function validateDealForm(values: DealFormValues, mode: DealFormMode): DealFormErrors {
  const errors: DealFormErrors = {};
  for (const [field, message] of REQUIRED) if (!values[field].trim()) errors[field] = message;
  if (mode === 'create' && !values.loanRequest.trim()) errors.loanRequest = 'Loan Request is required';
  if (mode === 'create' && !errors.clientEmail && !EMAIL.test(values.clientEmail.trim())) {
    errors.clientEmail = INVALID_EMAIL;
  }
  return { ...errors, ...parseUnderwritingForm(values).errors };
}
