import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { StyledIconButton } from '@portal/web-kit/ui/IconButton';
import { useNotificationFeed } from '../hooks/useNotificationFeed';
import { useNotificationSettings } from '../hooks/useNotificationSettings';
import { useUnreadCount } from '../hooks/useUnreadCount';
import { badgeText, unreadLabel } from '../utils/unreadLabel';
import { NotificationPanel } from './NotificationPanel';
import { visuallyHidden } from '@portal/web-kit/ui/VisuallyHidden';

const StyledWrapper = styled.div`
  position: relative;
`;

const StyledBadge = styled.span`
  position: absolute;
  top: -4px;
  right: -6px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 16px;
  text-align: center;
`;

const StyledLive = styled.div`
  ${visuallyHidden}
`;

function BellIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

/**
 * The header's bell: the unread count (in its accessible name and a badge) and the notification
 * panel. New notifications arrive in near real time and are announced to screen readers.
 */
export function NotificationBell() {
  const panelId = useId();
  const feed = useNotificationFeed();
  const { data: unreadCount = 0 } = useUnreadCount();
  const { openSettings } = useNotificationSettings();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((options: { restoreFocus?: boolean } = {}) => {
    setOpen(false);
    if (options.restoreFocus) buttonRef.current?.focus();
  }, []);

  useEffect(
    function closeOnOutsidePointerFocusOrEscape() {
      if (!open) return;
      const handleOutside = (event: Event) => {
        if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) setOpen(false);
      };
      // Escape also closes when focus fell to the page (e.g. from a 'Load more' that went away).
      const handleEscape = (event: KeyboardEvent) => {
        if (event.key === 'Escape' && !event.defaultPrevented) close({ restoreFocus: true });
      };
      document.addEventListener('pointerdown', handleOutside);
      document.addEventListener('focusin', handleOutside);
      document.addEventListener('keydown', handleEscape);
      return () => {
        document.removeEventListener('pointerdown', handleOutside);
        document.removeEventListener('focusin', handleOutside);
        document.removeEventListener('keydown', handleEscape);
      };
    },
    [open, close],
  );

  return (
    <StyledWrapper ref={wrapperRef}>
      <StyledIconButton
        ref={buttonRef}
        type="button"
        aria-label={unreadLabel(unreadCount)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unreadCount > 0 && (
          <StyledBadge aria-hidden="true" data-testid="notification-badge">
            {badgeText(unreadCount)}
          </StyledBadge>
        )}
      </StyledIconButton>
      {open && (
        <NotificationPanel
          id={panelId}
          unreadCount={unreadCount}
          mode={feed.mode}
          onClose={close}
          onOpenSettings={() => {
            close();
            openSettings();
          }}
        />
      )}
      <StyledLive role="status" aria-live="polite">
        {feed.latest ? `New notification: ${feed.latest.title}` : ''}
      </StyledLive>
    </StyledWrapper>
  );
}
