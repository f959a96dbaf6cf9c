import { useState, type FormEvent } from 'react';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { StyledField } from '../../../ui/Field';
import { StyledFormGrid } from '../../../ui/FormGrid';
import { useAddAutoAccessUser } from '../hooks/useAddAutoAccessUser';

export type AddUsernameFormProps = {
  onDone: () => void;
};

/** Add Username: one Discord username (trimmed, required) and optional notes. */
export function AddUsernameForm({ onDone }: AddUsernameFormProps) {
  const add = useAddAutoAccessUser();
  const [discordUsername, setDiscordUsername] = useState('');
  const [notes, setNotes] = useState('');
  const blank = discordUsername.trim() === '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    add.mutate(
      { discordUsername, notes },
      {
        onSuccess: () => {
          setDiscordUsername('');
          setNotes('');
          onDone();
        },
      },
    );
  };

  return (
    <StyledCard as="form" aria-label="Add Discord username" onSubmit={handleSubmit}>
      <h3>Add Discord username</h3>
      <StyledFormGrid>
        <StyledField>
          Discord Username
          <input
            value={discordUsername}
            onChange={(event) => setDiscordUsername(event.target.value)}
            required
            autoComplete="off"
            maxLength={64}
          />
        </StyledField>
        <StyledField>
          Notes (optional)
          <input value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={500} />
        </StyledField>
      </StyledFormGrid>
      <StyledButtonRow>
        <StyledButton type="submit" disabled={blank || add.isPending}>
          {add.isPending ? 'Adding…' : 'Add to List'}
        </StyledButton>
        <StyledButton type="button" $variant="ghost" onClick={onDone}>
          Cancel
        </StyledButton>
      </StyledButtonRow>
    </StyledCard>
  );
}
