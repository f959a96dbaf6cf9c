import styled from 'styled-components';
import type { PortalNotification } from '../types/NotificationTypes';
import { formatNotificationTime } from '../utils/formatNotificationTime';
import { visuallyHidden } from '@portal/web-kit/ui/VisuallyHidden';

const StyledItem = styled.li<{ $unread: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  /* Keeps 'Mark read' off the panel's edge (on a phone the panel spans the screen). */
  padding-right: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surfaceRaised : 'transparent')};
  &:last-child {
    border-bottom: 0;
  }
`;

const StyledOpen = styled.button`
  flex: 1;
  min-width: 0;
  display: grid;
  grid-template-columns: 10px minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const StyledDot = styled.span<{ $unread: boolean }>`
  width: 8px;
  height: 8px;
  margin-top: 0.45rem;
  border-radius: 50%;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const StyledTitle = styled.span<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? 700 : 500)};
  overflow-wrap: anywhere;
`;

const StyledMessage = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledTime = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

const StyledMarkRead = styled.button`
  flex: none;
  align-self: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

export type NotificationItemProps = {
  notification: PortalNotification;
  now: number;
  onOpen: (notification: PortalNotification) => void;
  onMarkRead: (notification: PortalNotification) => void;
  markingRead: boolean;
};

/** One notification: a click opens its deal (and marks it read); unread ones also offer 'Mark read'. */
export function NotificationItem({ notification, now, onOpen, onMarkRead, markingRead }: NotificationItemProps) {
  const unread = !notification.readAt;
  const time = formatNotificationTime(notification.createdAt, now);
  return (
    <StyledItem $unread={unread} data-testid="notification">
      <StyledOpen type="button" onClick={() => onOpen(notification)}>
        <StyledDot $unread={unread} aria-hidden="true" />
        <StyledText>
          {unread && <StyledHidden>Unread: </StyledHidden>}
          <StyledTitle $unread={unread}>{notification.title}</StyledTitle>
          <StyledMessage>{notification.message}</StyledMessage>
          <StyledTime dateTime={notification.createdAt} title={time.title}>
            {time.label}
          </StyledTime>
        </StyledText>
      </StyledOpen>
      {unread && (
        <StyledMarkRead
          type="button"
          aria-label={`Mark read: ${notification.title}`}
          disabled={markingRead}
          onClick={() => onMarkRead(notification)}
        >
          Mark read
        </StyledMarkRead>
      )}
    </StyledItem>
  );
}
