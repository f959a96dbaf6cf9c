import { useState } from 'react';
import { fieldErrorsOf } from '../utils/fieldErrors';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning';

/** Problems by field key, worded for the admin. */
export type SettingsErrors<K extends string> = Partial<Record<K, string>>;

export type SettingsFormOptions<K extends string> = {
  /** The saved values as the form's text, field by field. */
  initial: Record<K, string>;
  /** Every field in the order the form shows them (the first problem gets the focus). */
  fields: readonly K[];
  /** The checks run before sending (the gateway's own rules); empty when the draft may be sent. */
  check: (draft: Record<K, string>) => SettingsErrors<K>;
  /** The form's key for a field a 400 names (`body.` already removed), null for one it does not show. */
  errorKey: (field: string) => K | null;
  /** The id of a field's input, to move the focus to the first problem. */
  inputId: (key: K) => string;
};

/**
 * The wiring every settings card shares: the draft and its problems, the leave guard while it
 * differs from what is saved, a change clearing its field's problem, the checks before a save
 * (focus on the first problem) and the fields a gateway's 400 names shown beside them.
 */
export function useSettingsForm<K extends string>({
  initial,
  fields,
  check,
  errorKey,
  inputId,
}: SettingsFormOptions<K>) {
  const [draft, setDraft] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<SettingsErrors<K>>({});
  const dirty = fields.some((key) => draft[key].trim() !== initial[key].trim());
  useUnsavedChangesWarning(dirty);

  const change = (key: K, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const { [key]: _cleared, ...rest } = current;
      return rest as SettingsErrors<K>;
    });
  };

  /** Runs the checks; false (and the focus on the first problem) when something needs fixing. */
  const validate = (): boolean => {
    const invalid = check(draft);
    setErrors(invalid);
    const first = fields.find((key) => invalid[key]);
    if (first) document.getElementById(inputId(first))?.focus();
    return first === undefined;
  };

  const showServerErrors = (error: unknown) => {
    const named: SettingsErrors<K> = {};
    for (const { field, message } of fieldErrorsOf(error)) {
      const key = errorKey(field);
      if (key) named[key] ??= message;
    }
    setErrors(named);
  };

  const discard = () => {
    setDraft(initial);
    setErrors({});
  };

  return {
    draft,
    errors,
    dirty,
    problems: Object.keys(errors).length,
    change,
    validate,
    showServerErrors,
    clearErrors: () => setErrors({}),
    discard,
  };
}
