import { useId, useState } from 'react';
import { useUnsavedChangesWarning } from '../../settings/hooks/useUnsavedChangesWarning';
import { focusFirstError, formErrorsOf } from '../utils/formErrors';

/**
 * A dialog's form: the draft as typed, each field's problem, and the ids that tie them together.
 * While the draft differs from where it started it is held in the page's registry of unsaved
 * edits. `fail` shows problems and moves focus to the first; `showServerErrors` does so with a
 * refused save's (a 409 goes to `conflictField`).
 */
export function useFormDraft<D extends object>(
  start: D,
  fields: readonly (keyof D & string)[],
  conflictField: keyof D & string,
) {
  type Field = keyof D & string;
  const formId = useId();
  const [initial] = useState(start);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  useUnsavedChangesWarning(JSON.stringify(draft) !== JSON.stringify(initial));

  const change = <K extends Field>(field: K, value: D[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const { [field]: _cleared, ...rest } = current;
      return rest as Partial<Record<Field, string>>;
    });
  };

  const fail = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    focusFirstError(formId, fields, found);
  };

  return {
    draft,
    errors,
    change,
    fail,
    showServerErrors: (error: unknown) => fail(formErrorsOf<Field>(error, fields, conflictField)),
    idOf: (field: Field) => `${formId}-${field}`,
  };
}
