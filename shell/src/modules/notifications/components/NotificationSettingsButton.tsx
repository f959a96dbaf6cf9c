import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { useNotificationSettings } from '../hooks/useNotificationSettings';

const StyledSettings = styled(StyledButton)`
  width: 100%;
`;

export type NotificationSettingsButtonProps = {
  /** Called first (closes the mobile menu). */
  onNavigate?: (() => void) | undefined;
};

/** The user menu's entry to the notification preferences. */
export function NotificationSettingsButton({ onNavigate }: NotificationSettingsButtonProps) {
  const { openSettings } = useNotificationSettings();
  return (
    <StyledSettings
      type="button"
      $variant="ghost"
      onClick={() => {
        onNavigate?.();
        openSettings();
      }}
    >
      Notification settings
    </StyledSettings>
  );
}
