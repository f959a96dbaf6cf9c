import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Modal } from '@portal/web-kit/ui/Modal';
import { useSignedInUser } from '../../auth/hooks/useSignedInUser';
import { useNotificationPreferences } from '../hooks/useNotificationPreferences';
import { useSaveNotificationPreferences } from '../hooks/useSaveNotificationPreferences';
import type { NotificationPreferences } from '../types/NotificationTypes';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../utils/notificationKinds';

const StyledIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
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

export type NotificationPreferencesDialogProps = { onClose: () => void };

/**
 * Notification settings: for each kind, in the portal only, also by e-mail, or off; and the daily
 * digest. The shared Modal: focus moves in and stays inside, Escape closes, focus returns after.
 */
export function NotificationPreferencesDialog({ onClose }: NotificationPreferencesDialogProps) {
  const introId = useId();
  const user = useSignedInUser();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const current = draft ?? preferences.data ?? null;
  const kinds = NOTIFICATION_KINDS.filter((entry) => !entry.adminOnly || user.isAdmin);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!current) return;
    save.mutate({ channels: current.channels, dailyDigest: current.dailyDigest }, { onSuccess: () => onClose() });
  }

  return (
    <Modal title="Notification settings" onClose={onClose} width="620px" describedBy={introId}>
      <StyledIntro id={introId}>
        Choose how you hear of each event: in the portal’s bell only, also by e-mail
        {user.email ? ` (to ${user.email})` : ''}, or not at all.
      </StyledIntro>
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
    </Modal>
  );
}
