import { ConfirmDialog } from '../../../ui/ConfirmDialog';

export type ResetThresholdsDialogProps = {
  resetting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before the saved stale thresholds give way to the defaults; Cancel has the focus first. */
export function ResetThresholdsDialog({ resetting, onConfirm, onCancel }: ResetThresholdsDialogProps) {
  return (
    <ConfirmDialog
      title="Reset to defaults"
      confirmLabel="Restore the defaults"
      busyLabel="Restoring…"
      busy={resetting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      Put every stage&apos;s default threshold back? Unsaved changes are lost, and the deal lists judge staleness by the
      defaults at once.
    </ConfirmDialog>
  );
}
