import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import type { DealFormErrors, DealFormField } from '../types/DealFormValues';
import { emptyDealForm } from './emptyDealForm';

/** The gateway's 400 details (`body.clientFirstName` …) as messages at the form's fields. */
export function serverFieldErrors(error: unknown): DealFormErrors {
  if (!(error instanceof ApiRequestError) || !error.body?.details) return {};
  const errors: DealFormErrors = {};
  for (const detail of error.body.details) {
    const field = detail.field.replace(/^body\./, '');
    if (field in emptyDealForm && !errors[field as DealFormField]) errors[field as DealFormField] = detail.message;
  }
  return errors;
}
