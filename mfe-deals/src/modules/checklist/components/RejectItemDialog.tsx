import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Modal } from '@portal/web-kit/ui/Modal';
import { TextAreaField } from '../../../ui/TextAreaField';

const REASON_MAX = 500;
const REASON_REQUIRED = 'A reason is required to reject an item';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledServerError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export type RejectItemDialogProps = {
  itemName: string;
  onReject: (reason: string) => void;
  onCancel: () => void;
  busy: boolean;
  /** The gateway's answer to the last attempt, shown in the dialog. */
  serverError: string | null;
};

/** Asks the admin why an item is rejected (1-500 characters); the member reads the reason. */
export function RejectItemDialog({ itemName, onReject, onCancel, busy, serverError }: RejectItemDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(REASON_REQUIRED);
      return;
    }
    setError(undefined);
    onReject(trimmed);
  }

  return (
    <Modal title={`Reject ${itemName}`} onClose={onCancel} width="480px">
      <StyledForm onSubmit={handleSubmit} noValidate>
        <StyledIntro>The member sees this reason beside the item and can upload again.</StyledIntro>
        <TextAreaField
          label="Reason"
          value={reason}
          onValueChange={setReason}
          error={error}
          maxLength={REASON_MAX}
          rows={4}
          required
          data-autofocus
        />
        {serverError && <StyledServerError role="alert">{serverError}</StyledServerError>}
        <StyledActions>
          <StyledButton type="button" $variant="secondary" onClick={onCancel}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" $variant="danger" disabled={busy}>
            {busy ? 'Rejecting...' : 'Reject'}
          </StyledButton>
        </StyledActions>
      </StyledForm>
    </Modal>
  );
}
