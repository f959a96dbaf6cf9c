import { LabelledControl } from '../../../ui/LabelledControl';

/** The part of a dialog's form (useFormDraft) a notes field reads and writes. */
export type NotesForm = {
  draft: { notes: string };
  errors: { notes?: string };
  change: (field: 'notes', value: string) => void;
  idOf: (field: 'notes') => string;
};

/** Optional notes of a lender or program (up to 2,000 characters). */
export function NotesField({ form }: { form: NotesForm }) {
  return (
    <LabelledControl id={form.idOf('notes')} label="Notes (optional)" error={form.errors.notes}>
      {(props) => (
        <textarea
          {...props}
          rows={3}
          value={form.draft.notes}
          onChange={(event) => form.change('notes', event.target.value)}
          maxLength={2000}
        />
      )}
    </LabelledControl>
  );
}
