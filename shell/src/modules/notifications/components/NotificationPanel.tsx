import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { mobileMedia } from '@portal/web-kit/theme';
import { useConfirmLeave } from '../../unsavedChanges/hooks/useConfirmLeave';
import { useMarkAllNotificationsRead } from '../hooks/useMarkAllNotificationsRead';
import { useMarkNotificationRead } from '../hooks/useMarkNotificationRead';
import { useNotificationPages } from '../hooks/useNotificationPages';
import type { NotificationFeedMode, PortalNotification } from '../types/NotificationTypes';
import { announceLocationChange } from '../utils/announceLocationChange';
import { notificationHref } from '../utils/notificationHref';
import { NotificationItem } from './NotificationItem';
import { overlaySurface } from '@portal/web-kit/ui/Modal';

const StyledPanel = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  width: min(400px, calc(100vw - 2rem));
  max-height: min(560px, calc(100vh - 90px));
  ${overlaySurface}
  ${mobileMedia} {
    position: fixed;
    top: ${({ theme }) => theme.layout.headerHeight};
    left: 0;
    right: 0;
    width: auto;
    max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
    border-radius: 0;
    border-left: 0;
    border-right: 0;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  &:focus {
    outline: none;
  }
`;

const StyledBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  p {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.sm};
`;

export type NotificationPanelProps = {
  id: string;
  unreadCount: number;
  mode: NotificationFeedMode;
  onClose: (options?: { restoreFocus?: boolean }) => void;
  onOpenSettings: () => void;
};

/**
 * The notification centre's panel: newest first, a page at a time, mark one or all read, a click
 * opens the deal. A non-modal dialog: Escape closes it and gives the bell its focus back.
 */
export function NotificationPanel({ id, unreadCount, mode, onClose, onOpenSettings }: NotificationPanelProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const pages = useNotificationPages(true);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  const now = Date.now();
  const notifications = pages.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(function focusTitleOnOpen() {
    titleRef.current?.focus();
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose({ restoreFocus: true });
    }
  }

  function handleOpen(notification: PortalNotification) {
    const href = notificationHref(notification);
    // Declined: the panel stays open and the notification unread, the edits where they were.
    if (!confirmLeave(href)) return;
    if (!notification.readAt) markRead.mutate(notification.id);
    onClose();
    void navigate(href);
    announceLocationChange();
  }

  return (
    <StyledPanel id={id} role="dialog" aria-labelledby={titleId} onKeyDown={handleKeyDown}>
      <StyledHeader>
        <StyledTitle id={titleId} ref={titleRef} tabIndex={-1}>
          Notifications
        </StyledTitle>
        <StyledButton
          type="button"
          $variant="ghost"
          $compact
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all read
        </StyledButton>
      </StyledHeader>
      <StyledBody>
        {pages.isPending && (
          <StyledState role="status">
            <p>Loading notifications…</p>
          </StyledState>
        )}
        {pages.isError && (
          <StyledState role="alert">
            <p>
              <strong>Failed to load notifications</strong>
            </p>
            <StyledButton type="button" $variant="secondary" $compact onClick={() => void pages.refetch()}>
              Retry
            </StyledButton>
          </StyledState>
        )}
        {pages.isSuccess && notifications.length === 0 && (
          <StyledState>
            <p>
              <strong>You’re all caught up</strong>
            </p>
            <p>
              You’ll hear here when a deal of yours changes stage, gets a comment or a new document. Choose what reaches
              you by e-mail in Notification settings.
            </p>
          </StyledState>
        )}
        {notifications.length > 0 && (
          <StyledList aria-label="Notifications">
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                onOpen={handleOpen}
                onMarkRead={(item) => markRead.mutate(item.id)}
                markingRead={markRead.isPending && markRead.variables === notification.id}
              />
            ))}
          </StyledList>
        )}
        {pages.hasNextPage && (
          <StyledMore>
            <StyledButton
              type="button"
              $variant="secondary"
              $compact
              disabled={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {pages.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </StyledButton>
          </StyledMore>
        )}
      </StyledBody>
      <StyledFooter>
        <span data-testid="notification-feed-mode">
          {mode === 'polling' ? 'Live updates paused; checking every 30 seconds' : mode === 'live' ? 'Live' : ''}
        </span>
        <StyledButton type="button" $variant="ghost" $compact onClick={onOpenSettings}>
          Notification settings
        </StyledButton>
      </StyledFooter>
    </StyledPanel>
  );
}
