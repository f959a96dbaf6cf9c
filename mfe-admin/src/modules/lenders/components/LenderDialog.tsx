import {
  LENDER_TYPE_LABELS,
  LENDER_TYPES,
  type Lender,
  type LenderCreateRequest,
  type LenderType,
} from '@portal/contracts';
import { FormDialog } from '../../../ui/FormDialog';
import { StyledFormGrid } from '../../../ui/FormGrid';
import { LabelledControl } from '../../../ui/LabelledControl';
import { useFormDraft } from '../hooks/useFormDraft';
import { NameField } from './NameField';
import { NotesField } from './NotesField';
import { useSaveLender } from '../hooks/useSaveLender';

type LenderDraft = { name: string; type: LenderType; website: string; notes: string };
const FIELDS = ['name', 'type', 'website', 'notes'] as const;

const toDraft = (lender: Lender | null): LenderDraft => ({
  name: lender?.name ?? '',
  type: lender?.type ?? 'bank',
  website: lender?.website ?? '',
  notes: lender?.notes ?? '',
});

export type LenderDialogProps = {
  /** The lender to edit, or null to add one. */
  lender: Lender | null;
  onClose: () => void;
  /** After a save, with the lender as saved. */
  onSaved?: (lender: Lender) => void;
};

/** Add lender / Edit lender: name, type, website and notes. */
export function LenderDialog({ lender, onClose, onSaved }: LenderDialogProps) {
  const form = useFormDraft(toDraft(lender), FIELDS, 'name');
  const { draft, errors, change, idOf } = form;
  const save = useSaveLender();

  const handleSubmit = () => {
    if (!draft.name.trim()) return form.fail({ name: 'Lender name is required' });
    const fields: LenderCreateRequest = {
      name: draft.name.trim(),
      type: draft.type,
      website: draft.website.trim() || null,
      notes: draft.notes.trim() || null,
    };
    save.mutate(
      { id: lender?.id ?? null, fields },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          onClose();
        },
        onError: form.showServerErrors,
      },
    );
  };

  return (
    <FormDialog
      title={lender ? 'Edit lender' : 'Add lender'}
      submitLabel={lender ? 'Save lender' : 'Add lender'}
      saving={save.isPending}
      onSubmit={handleSubmit}
      onCancel={onClose}
      width="560px"
    >
      <StyledFormGrid>
        <NameField form={form} label="Lender name" />
        <LabelledControl id={idOf('type')} label="Type" error={errors.type}>
          {(props) => (
            <select
              {...props}
              value={draft.type}
              onChange={(event) => change('type', event.target.value as LenderType)}
            >
              {LENDER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {LENDER_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </LabelledControl>
      </StyledFormGrid>
      <LabelledControl
        id={idOf('website')}
        label="Website (optional)"
        error={errors.website}
        hint="https:// is added when left out."
      >
        {(props) => (
          <input
            {...props}
            type="url"
            inputMode="url"
            value={draft.website}
            onChange={(event) => change('website', event.target.value)}
            maxLength={300}
          />
        )}
      </LabelledControl>
      <NotesField form={form} />
    </FormDialog>
  );
}
