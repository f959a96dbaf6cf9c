import { StyledButton } from '@portal/web-kit/ui/Button';
import { Modal } from '@portal/web-kit/ui/Modal';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { StyledButtonRow } from './ButtonRow';

const StyledQuestion = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled(StyledButtonRow)`
  justify-content: flex-end;
`;

export type ConfirmDialogProps = {
  title: string;
  /** The question, which also describes the dialog to screen readers. */
  children: ReactNode;
  /** The confirming button, e.g. 'Deactivate'; `busyLabel` while the answer is awaited. */
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** 'danger' for what loses or hides data, 'primary' otherwise. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A confirmation as an alert dialog: Cancel first and focused first, then the confirming button;
 * Escape and the close button cancel, and focus returns to the opener afterwards.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const questionId = useId();
  return (
    <Modal title={title} onClose={onCancel} width="460px" role="alertdialog" describedBy={questionId}>
      <StyledQuestion id={questionId}>{children}</StyledQuestion>
      <StyledActions>
        <StyledButton type="button" $variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
          Cancel
        </StyledButton>
        <StyledButton type="button" $variant={tone} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </StyledButton>
      </StyledActions>
    </Modal>
  );
}
