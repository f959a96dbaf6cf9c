import { useId } from 'react';
import styled from 'styled-components';
import { StyledButton, type ButtonVariant } from '@portal/web-kit/ui/Button';
import { Modal } from '@portal/web-kit/ui/Modal';

const StyledMessage = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export type ConfirmDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Danger by default; a confirmation that destroys nothing (selecting a quote) is primary. */
  confirmVariant?: ButtonVariant;
};

/** Asks before something destructive or weighty; Cancel has the focus first, Escape cancels. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  confirmVariant = 'danger',
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal title={title} onClose={onCancel} width="440px" role="alertdialog" describedBy={messageId}>
      <StyledMessage id={messageId}>{message}</StyledMessage>
      <StyledActions>
        <StyledButton type="button" $variant="secondary" onClick={onCancel} data-autofocus>
          Cancel
        </StyledButton>
        <StyledButton type="button" $variant={confirmVariant} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </StyledButton>
      </StyledActions>
    </Modal>
  );
}
