import { LabelledControl } from '../../../ui/LabelledControl';

/** The part of a dialog's form (useFormDraft) a name field reads and writes. */
export type NameForm = {
  draft: { name: string };
  errors: { name?: string };
  change: (field: 'name', value: string) => void;
  idOf: (field: 'name') => string;
};

export type NameFieldProps = {
  form: NameForm;
  label: string;
};

/** A dialog's required name (lender, program), where focus starts. */
export function NameField({ form, label }: NameFieldProps) {
  return (
    <LabelledControl id={form.idOf('name')} label={label} error={form.errors.name}>
      {(props) => (
        <input
          {...props}
          value={form.draft.name}
          onChange={(event) => form.change('name', event.target.value)}
          maxLength={120}
          autoComplete="off"
          required
          data-autofocus
        />
      )}
    </LabelledControl>
  );
}
