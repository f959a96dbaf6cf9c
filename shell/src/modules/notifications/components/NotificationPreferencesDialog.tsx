import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { StyledButton } from '../../../ui/Button';
import { useSignedInUser } from '../../auth/hooks/useSignedInUser';
import { mobileMedia } from '../../theme/themes';
import { useNotificationPreferences } from '../hooks/useNotificationPreferences';
import { useSaveNotificationPreferences } from '../hooks/useSaveNotificationPreferences';
import type { NotificationPreferences } from '../types/NotificationTypes';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../utils/notificationKinds';

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.overlay};
  ${mobileMedia} {
    padding: 0;
  }
`;

const StyledDialog = styled.div`
  width: min(100%, 620px);
  margin: auto 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  &:focus {
    outline: none;
  }
  ${mobileMedia} {
    min-height: 100%;
    border-radius: 0;
  }
`;

const StyledHeader = styled.header`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 32px;
    cursor: pointer;
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledCheckbox = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  input {
    margin-top: 0.3rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  span {
    display: flex;
    flex-direction: column;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type NotificationPreferencesDialogProps = { onClose: () => void };

/**
 * Notification settings: for each kind, in the portal only, also by e-mail, or off; and the daily
 * digest. A modal dialog: focus moves in and stays inside, Escape closes, focus returns after.
 */
export function NotificationPreferencesDialog({ onClose }: NotificationPreferencesDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const user = useSignedInUser();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const current = draft ?? preferences.data ?? null;
  const kinds = NOTIFICATION_KINDS.filter((entry) => !entry.adminOnly || user.isAdmin);

  useEffect(function takeAndReturnFocus() {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!current) return;
    save.mutate({ channels: current.channels, dailyDigest: current.dailyDigest }, { onSuccess: () => onClose() });
  }

  return createPortal(
    <StyledBackdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <StyledDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <StyledHeader>
          <h2 id={titleId}>Notification settings</h2>
          <p>
            Choose how you hear of each event: in the portal’s bell only, also by e-mail
            {user.email ? ` (to ${user.email})` : ''}, or not at all.
          </p>
        </StyledHeader>
        <StyledForm aria-label="Notification settings" onSubmit={handleSubmit}>
          {preferences.isPending && <StyledMessage role="status">Loading notification settings…</StyledMessage>}
          {preferences.isError && (
            <StyledMessage role="alert">
              Failed to load notification settings.{' '}
              <StyledButton type="button" $variant="secondary" $compact onClick={() => void preferences.refetch()}>
                Retry
              </StyledButton>
            </StyledMessage>
          )}
          {current && (
            <>
              {kinds.map(({ kind, label }) => (
                <StyledFieldset key={kind}>
                  <legend>{label}</legend>
                  <StyledChoices>
                    {NOTIFICATION_CHANNELS.map(({ channel, label: channelLabel }) => (
                      <label key={channel}>
                        <input
                          type="radio"
                          name={`channel-${kind}`}
                          value={channel}
                          checked={current.channels[kind] === channel}
                          onChange={() => setDraft({ ...current, channels: { ...current.channels, [kind]: channel } })}
                        />
                        {channelLabel}
                      </label>
                    ))}
                  </StyledChoices>
                </StyledFieldset>
              ))}
              <StyledCheckbox>
                <input
                  type="checkbox"
                  checked={current.dailyDigest}
                  onChange={(event) => setDraft({ ...current, dailyDigest: event.target.checked })}
                />
                <span>
                  Daily digest
                  <small>One e-mail each morning listing the previous day’s unread notifications.</small>
                </span>
              </StyledCheckbox>
            </>
          )}
          <StyledActions>
            <StyledButton type="button" $variant="secondary" onClick={onClose}>
              Cancel
            </StyledButton>
            <StyledButton type="submit" disabled={!current || save.isPending}>
              {save.isPending ? 'Saving…' : 'Save Settings'}
            </StyledButton>
          </StyledActions>
        </StyledForm>
      </StyledDialog>
    </StyledBackdrop>,
    document.body,
  );
}
