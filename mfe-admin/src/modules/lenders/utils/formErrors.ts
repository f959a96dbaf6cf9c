import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import { fieldErrorsOf } from '../../settings/utils/fieldErrors';

/**
 * A refused save as messages by field (`name`, `minLoan`, `states`…): the 400's details, and a
 * 409 (a name already taken) at `conflictField`. Fields the form does not show are left out.
 */
export function formErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
  conflictField: F,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const { field, message } of fieldErrorsOf(error)) {
    const name = fields.find((candidate) => candidate === field);
    if (name) errors[name] ??= message;
  }
  if (error instanceof ApiRequestError && error.status === 409 && error.body) {
    errors[conflictField] = error.body.error;
  }
  return errors;
}

/** Moves focus to the first field with a problem (a group's first box). */
export function focusFirstError(formId: string, fields: readonly string[], errors: Partial<Record<string, string>>) {
  const first = fields.find((field) => errors[field]);
  if (!first) return;
  const element = document.getElementById(`${formId}-${first}`);
  const target = element?.matches('fieldset') ? element.querySelector<HTMLElement>('input:not([disabled])') : element;
  target?.focus();
}
