import type { LenderContact } from '@portal/contracts';
import { FormDialog } from '../../../ui/FormDialog';
import { StyledFormGrid } from '../../../ui/FormGrid';
import { LabelledControl } from '../../../ui/LabelledControl';
import { useFormDraft } from '../hooks/useFormDraft';
import { useSaveContact } from '../hooks/useSaveContact';

type ContactDraft = { name: string; role: string; email: string; phone: string };
const FIELDS = ['name', 'role', 'email', 'phone'] as const;

const LABELS: Record<(typeof FIELDS)[number], string> = {
  name: 'Name',
  role: 'Role (optional)',
  email: 'E-mail (optional)',
  phone: 'Phone (optional)',
};

const INPUTS = {
  name: { maxLength: 120, autoComplete: 'off' },
  role: { maxLength: 100, placeholder: 'Originator, Underwriter…' },
  email: { maxLength: 254, type: 'email', inputMode: 'email' },
  phone: { maxLength: 40, type: 'tel', inputMode: 'tel' },
} as const;

export type ContactDialogProps = {
  lenderId: string;
  /** The contact to edit, or null to add one. */
  contact: LenderContact | null;
  onClose: () => void;
};

/** Add contact / Edit contact: name, role, e-mail and phone. */
export function ContactDialog({ lenderId, contact, onClose }: ContactDialogProps) {
  const form = useFormDraft<ContactDraft>(
    { name: contact?.name ?? '', role: contact?.role ?? '', email: contact?.email ?? '', phone: contact?.phone ?? '' },
    FIELDS,
    'name',
  );
  const { draft, errors, change, idOf } = form;
  const save = useSaveContact();

  const handleSubmit = () => {
    if (!draft.name.trim()) return form.fail({ name: 'Contact name is required' });
    if (draft.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim()))
      return form.fail({ email: 'Enter an e-mail address such as ana@lender.com' });
    const text = (value: string) => value.trim() || null;
    save.mutate(
      {
        lenderId,
        contactId: contact?.id ?? null,
        fields: { name: draft.name.trim(), role: text(draft.role), email: text(draft.email), phone: text(draft.phone) },
      },
      { onSuccess: onClose, onError: form.showServerErrors },
    );
  };

  return (
    <FormDialog
      title={contact ? 'Edit contact' : 'Add contact'}
      submitLabel={contact ? 'Save contact' : 'Add contact'}
      saving={save.isPending}
      onSubmit={handleSubmit}
      onCancel={onClose}
      width="560px"
    >
      <StyledFormGrid>
        {FIELDS.map((field) => (
          <LabelledControl key={field} id={idOf(field)} label={LABELS[field]} error={errors[field]}>
            {(props) => (
              <input
                {...props}
                {...INPUTS[field]}
                value={draft[field]}
                onChange={(event) => change(field, event.target.value)}
                data-autofocus={field === 'name' ? true : undefined}
              />
            )}
          </LabelledControl>
        ))}
      </StyledFormGrid>
    </FormDialog>
  );
}
