import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Modal } from '@portal/web-kit/ui/Modal';
import { TextField } from '../../../ui/TextField';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export type SavedViewNameDialogProps = {
  title: string;
  initialName?: string;
  submitLabel: string;
  busy: boolean;
  /** The gateway's refusal (e.g. a name already used), shown under the field. */
  error: string | undefined;
  onSubmit: (name: string) => void;
  onClose: () => void;
};

/** Asks for a saved view's name (save and rename). */
export function SavedViewNameDialog({
  title,
  initialName = '',
  submitLabel,
  busy,
  error,
  onSubmit,
  onClose,
}: SavedViewNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [blank, setBlank] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setBlank(true);
      return;
    }
    onSubmit(name.trim());
  }

  return (
    <Modal title={title} onClose={onClose} width="460px">
      <StyledForm onSubmit={handleSubmit} noValidate>
        <TextField
          label="Name"
          value={name}
          required
          maxLength={60}
          autoFocus
          onValueChange={(value) => {
            setName(value);
            setBlank(false);
          }}
          error={blank ? 'Name is required' : error}
        />
        <StyledActions>
          <StyledButton type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" disabled={busy}>
            {submitLabel}
          </StyledButton>
        </StyledActions>
      </StyledForm>
    </Modal>
  );
}
