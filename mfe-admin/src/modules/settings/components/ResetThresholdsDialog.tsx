import { StyledButton } from '@portal/web-kit/ui/Button';
import { Modal } from '@portal/web-kit/ui/Modal';
import { useId } from 'react';
import styled from 'styled-components';
import { StyledButtonRow } from '../../../ui/ButtonRow';

const StyledQuestion = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled(StyledButtonRow)`
  justify-content: flex-end;
`;

export type ResetThresholdsDialogProps = {
  resetting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before the saved stale thresholds give way to the defaults; Cancel has the focus first. */
export function ResetThresholdsDialog({ resetting, onConfirm, onCancel }: ResetThresholdsDialogProps) {
  const questionId = useId();
  return (
    <Modal title="Reset to defaults" onClose={onCancel} width="460px" role="alertdialog" describedBy={questionId}>
      <StyledQuestion id={questionId}>
        Put every stage&apos;s default threshold back? Unsaved changes are lost, and the deal lists judge staleness by
        the defaults at once.
      </StyledQuestion>
      <StyledActions>
        <StyledButton type="button" $variant="secondary" onClick={onCancel} disabled={resetting} data-autofocus>
          Cancel
        </StyledButton>
        <StyledButton type="button" $variant="danger" onClick={onConfirm} disabled={resetting}>
          {resetting ? 'Restoring…' : 'Restore the defaults'}
        </StyledButton>
      </StyledActions>
    </Modal>
  );
}
