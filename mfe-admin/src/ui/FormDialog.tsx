import { StyledButton } from '@portal/web-kit/ui/Button';
import { Modal } from '@portal/web-kit/ui/Modal';
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { StyledButtonRow } from './ButtonRow';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled(StyledButtonRow)`
  justify-content: flex-end;
`;

export type FormDialogProps = {
  title: string;
  /** The form's fields. */
  children: ReactNode;
  /** The submit button, e.g. 'Add lender'; 'Saving…' while the answer is awaited. */
  submitLabel: string;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  width?: string;
};

/**
 * A form in a modal dialog: focus moves to the field marked `data-autofocus` (else the first
 * control) and back to the opener on close; Cancel comes first, then the submit button.
 */
export function FormDialog({ title, children, submitLabel, saving, onSubmit, onCancel, width }: FormDialogProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };
  return (
    <Modal title={title} onClose={onCancel} width={width}>
      <StyledForm aria-label={title} onSubmit={handleSubmit} noValidate>
        {children}
        <StyledActions>
          <StyledButton type="button" $variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" disabled={saving}>
            {saving ? 'Saving…' : submitLabel}
          </StyledButton>
        </StyledActions>
      </StyledForm>
    </Modal>
  );
}
