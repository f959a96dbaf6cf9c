import type { UseQueryResult } from '@tanstack/react-query';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorState } from '../../../ui/ErrorState';
import { FormStatus } from './SettingsFormParts';

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type SettingsCardFrameProps<T> = {
  /** The heading's id (the card is the region it names). */
  titleId: string;
  title: string;
  intro: ReactNode;
  /** The settings' query: a spinner while it loads, Retry when it fails, else the form. */
  settings: UseQueryResult<T>;
  /** What loads, e.g. 'the fee settings' ('Loading the fee settings…', 'Failed to load the fee settings'). */
  what: string;
  children: (saved: T) => ReactNode;
};

/** A settings card: its heading and intro, and its form once the settings are read. */
export function SettingsCardFrame<T>({ titleId, title, intro, settings, what, children }: SettingsCardFrameProps<T>) {
  return (
    <StyledCard aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <StyledIntro>{intro}</StyledIntro>
      {settings.isPending ? (
        <Spinner label={`Loading ${what}…`} />
      ) : settings.isError ? (
        <ErrorState
          message={serverErrorText(settings.error, `Failed to load ${what}`)}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        children(settings.data)
      )}
    </StyledCard>
  );
}

export type SettingsFormActionsProps = {
  problems: number;
  dirty: boolean;
  /** The saved values are the shipped ones: `defaultText` is shown and nothing can be restored. */
  isDefault: boolean;
  defaultText: string;
  saving: boolean;
  saveLabel: string;
  onDiscard: () => void;
  /** The restore button, and the confirmation it opens (Cancel first). */
  restore: { label: string; title: string; confirmLabel: string; question: ReactNode };
  /** Sends the restore; `done` closes the confirmation once the answer is in. */
  onRestore: (done: () => void) => void;
};

/**
 * Where the form stands, Save, Discard changes while dirty, and Restore (after a confirmation)
 * while the settings are not the shipped ones.
 */
export function SettingsFormActions({
  problems,
  dirty,
  isDefault,
  defaultText,
  saving,
  saveLabel,
  onDiscard,
  restore,
  onRestore,
}: SettingsFormActionsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <StyledButtonRow>
        <FormStatus problems={problems} dirty={dirty} idle={isDefault ? <span>{defaultText}</span> : null} />
        <StyledButton type="submit" disabled={saving}>
          {saving && !confirming ? 'Saving…' : saveLabel}
        </StyledButton>
        {dirty ? (
          <StyledButton type="button" $variant="secondary" disabled={saving} onClick={onDiscard}>
            Discard changes
          </StyledButton>
        ) : null}
        {isDefault ? null : (
          <StyledButton type="button" $variant="ghost" onClick={() => setConfirming(true)}>
            {restore.label}
          </StyledButton>
        )}
      </StyledButtonRow>
      {confirming ? (
        <ConfirmDialog
          title={restore.title}
          confirmLabel={restore.confirmLabel}
          busyLabel="Restoring…"
          busy={saving}
          onConfirm={() => onRestore(() => setConfirming(false))}
          onCancel={() => setConfirming(false)}
        >
          {restore.question} Unsaved changes in this card are lost.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
