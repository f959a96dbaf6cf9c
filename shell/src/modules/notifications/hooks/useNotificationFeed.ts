import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useBackgroundCallsReady } from '../../runtime/hooks/useBackgroundCallsReady';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { fetchNotificationUpdates } from '../api/fetchNotificationUpdates';
import { openNotificationStream } from '../api/openNotificationStream';
import type { NotificationFeedMode, PortalNotification } from '../types/NotificationTypes';
import { addNotificationToCache, setUnreadCount } from '../utils/notificationCache';
import { runNotificationFeed } from '../utils/runNotificationFeed';

export type NotificationFeed = {
  mode: NotificationFeedMode;
  /** The latest notification that arrived while the page was open (announced to screen readers). */
  latest: PortalNotification | null;
};

/**
 * Follows the caller's notifications in near real time while signed in: the gateway's event
 * stream, with polling and reconnects while it is down (runNotificationFeed). It opens once the
 * landing page's first request has had its turn (useBackgroundCallsReady).
 */
export function useNotificationFeed(): NotificationFeed {
  const { api } = usePortalServices();
  const ready = useBackgroundCallsReady();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<NotificationFeedMode>('connecting');
  const [latest, setLatest] = useState<PortalNotification | null>(null);

  useEffect(
    function followNotifications() {
      if (!ready) return;
      const controller = new AbortController();
      void runNotificationFeed({
        signal: controller.signal,
        openStream: (lastEventId, signal) => openNotificationStream(api, { lastEventId, signal }),
        pollUpdates: (since) => fetchNotificationUpdates(api, since),
        onNotification: (notification) => {
          addNotificationToCache(queryClient, notification);
          setLatest(notification);
        },
        onUnreadCount: (count) => setUnreadCount(queryClient, count),
        onModeChange: setMode,
      });
      return () => controller.abort();
    },
    [api, queryClient, ready],
  );

  return { mode, latest };
}
