import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { StyledField } from '../../../ui/Field';
import { StyledFieldHint } from '../../../ui/FieldHint';
import { useBulkAddAutoAccessUsers } from '../hooks/useBulkAddAutoAccessUsers';
import { parseBulkUsernames } from '../utils/parseBulkUsernames';

/** The bulk entry textarea's height (docs/product.md#discord-auto-access). */
export const BULK_TEXTAREA_ROWS = 6;

export type BulkAddFormProps = {
  onDone: () => void;
};

/** Bulk Add: many usernames, one per line or separated by commas, with shared optional notes. */
export function BulkAddForm({ onDone }: BulkAddFormProps) {
  const bulkAdd = useBulkAddAutoAccessUsers();
  const [text, setText] = useState('');
  const [notes, setNotes] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const usernames = parseBulkUsernames(text);
    if (usernames.length === 0) {
      toast.error('Please enter at least one valid username');
      return;
    }
    bulkAdd.mutate(
      { usernames, notes },
      {
        onSuccess: () => {
          setText('');
          setNotes('');
          onDone();
        },
      },
    );
  };

  return (
    <StyledCard as="form" aria-label="Bulk add Discord usernames" onSubmit={handleSubmit} noValidate>
      <h3>Bulk add Discord usernames</h3>
      <div>
        <StyledField>
          Discord Usernames
          <textarea
            rows={BULK_TEXTAREA_ROWS}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby="bulk-add-hint"
          />
        </StyledField>
        <StyledFieldHint id="bulk-add-hint">
          One per line or separated by commas. Invalid usernames are skipped.
        </StyledFieldHint>
      </div>
      <StyledField>
        Notes (optional)
        <input value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={500} />
      </StyledField>
      <StyledButtonRow>
        <StyledButton type="submit" disabled={bulkAdd.isPending}>
          {bulkAdd.isPending ? 'Adding…' : 'Add All'}
        </StyledButton>
        <StyledButton type="button" $variant="ghost" onClick={onDone}>
          Cancel
        </StyledButton>
      </StyledButtonRow>
    </StyledCard>
  );
}
