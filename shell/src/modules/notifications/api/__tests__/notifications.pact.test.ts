// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { notificationPactIds, notificationPactStates } from '../../../../../test/pactStates';
import { fetchNotificationPreferences } from '../fetchNotificationPreferences';
import { fetchNotificationsPage } from '../fetchNotificationsPage';
import { fetchNotificationUpdates } from '../fetchNotificationUpdates';
import { markAllNotificationsRead } from '../markAllNotificationsRead';
import { markNotificationRead } from '../markNotificationRead';
import { saveNotificationPreferences } from '../saveNotificationPreferences';

const { like, eachLike, integer, regex, string, boolean } = Matchers;

const isoDateTime = (example: string) => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, example);
const json = { 'Content-Type': regex(/^application\/json.*$/, 'application/json; charset=utf-8') };
const channel = (example: string) => regex(/^(inApp|email|off)$/, example);

const notificationBody = (overrides: Record<string, unknown> = {}) => ({
  id: string(notificationPactIds.unread),
  kind: regex(/^(stageChanged|commentAdded|documentAdded|accessApproved|dealCreated)$/, 'stageChanged'),
  title: string('Stage changed to Underwriting'),
  message: string('GoHighLevel moved Pact Plaza (DL-2026-000001) from Qualification to Underwriting'),
  deal: like({
    id: string('6f0d4c1e-pact-4d2a-9b1e-000000000001'),
    dealId: string('DL-2026-000001'),
    name: string('Pact Plaza'),
  }),
  actor: like({ id: null, name: string('GoHighLevel'), role: regex(/^(member|admin|system)$/, 'system') }),
  createdAt: isoDateTime('2026-03-16T09:00:00.000Z'),
  readAt: null,
  ...overrides,
});

const preferencesBody = {
  channels: {
    stageChanged: channel('inApp'),
    commentAdded: channel('inApp'),
    documentAdded: channel('inApp'),
    accessApproved: channel('inApp'),
    dealCreated: channel('inApp'),
  },
  dailyDigest: boolean(false),
};

describe('shell → gateway: notifications', () => {
  const pact = createConsumerPact('shell');

  it('reads the first page of notifications with the unread count', () => {
    pact
      .given(notificationPactStates.memberHasUnread)
      .uponReceiving('a request for my notifications')
      .withRequest({ method: 'GET', path: '/notifications', query: { limit: '20' }, headers: bearer })
      .willRespondWith({
        status: 200,
        headers: json,
        // The state's two notifications, newest first: the unread one, then one already read.
        body: {
          items: [
            notificationBody(),
            notificationBody({ id: string('n-read'), readAt: isoDateTime('2026-03-15T10:00:00.000Z') }),
          ],
          nextCursor: null,
          total: integer(2),
          unreadCount: integer(1),
        },
      });
    return pact.executeTest(async (server) => {
      const page = await fetchNotificationsPage(pactClient(server.url), { limit: 20 });
      expect(page.unreadCount).toBe(1);
    });
  });

  it('reads the unread count (the bell, and the polling fallback without `since`)', () => {
    pact
      .given(notificationPactStates.memberHasUnread)
      .uponReceiving('a request for my unread count')
      .withRequest({ method: 'GET', path: '/notifications/updates', headers: bearer })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { unreadCount: integer(1), items: [], serverTime: isoDateTime('2026-03-16T10:00:00.000Z') },
      });
    return pact.executeTest(async (server) => {
      const updates = await fetchNotificationUpdates(pactClient(server.url), null);
      expect(updates.unreadCount).toBe(1);
    });
  });

  it('polls for notifications since the last answer', () => {
    pact
      .given(notificationPactStates.memberHasUnread)
      .uponReceiving('a request for my notifications since a time')
      .withRequest({
        method: 'GET',
        path: '/notifications/updates',
        query: { since: '2026-03-16T00:00:00.000Z' },
        headers: bearer,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          unreadCount: integer(1),
          items: eachLike(notificationBody()),
          serverTime: isoDateTime('2026-03-16T10:00:00.000Z'),
        },
      });
    return pact.executeTest(async (server) => {
      const updates = await fetchNotificationUpdates(pactClient(server.url), '2026-03-16T00:00:00.000Z');
      expect(updates.items[0]?.id).toBe(notificationPactIds.unread);
    });
  });

  it('marks one notification read', () => {
    pact
      .given(notificationPactStates.memberHasUnread)
      .uponReceiving('a request to mark my notification read')
      .withRequest({ method: 'POST', path: `/notifications/${notificationPactIds.unread}/read`, headers: bearer })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          notification: notificationBody({ readAt: isoDateTime('2026-03-16T10:00:00.000Z') }),
          unreadCount: integer(0),
        },
      });
    return pact.executeTest(async (server) => {
      const answer = await markNotificationRead(pactClient(server.url), notificationPactIds.unread);
      expect(answer.notification.readAt).not.toBeNull();
    });
  });

  it('marks every notification read', () => {
    pact
      .given(notificationPactStates.memberHasUnread)
      .uponReceiving('a request to mark all my notifications read')
      .withRequest({ method: 'POST', path: '/notifications/read-all', headers: bearer })
      .willRespondWith({ status: 200, headers: json, body: { marked: integer(1), unreadCount: 0 } });
    return pact.executeTest(async (server) => {
      const answer = await markAllNotificationsRead(pactClient(server.url));
      expect(answer.unreadCount).toBe(0);
    });
  });

  it('reads my notification preferences', () => {
    pact
      .given(notificationPactStates.memberPreferences)
      .uponReceiving('a request for my notification preferences')
      .withRequest({ method: 'GET', path: '/notifications/preferences', headers: bearer })
      .willRespondWith({ status: 200, headers: json, body: preferencesBody });
    return pact.executeTest(async (server) => {
      const preferences = await fetchNotificationPreferences(pactClient(server.url));
      expect(preferences.channels.stageChanged).toBe('inApp');
    });
  });

  it('saves my notification preferences', () => {
    const update = {
      channels: {
        stageChanged: 'email',
        commentAdded: 'email',
        documentAdded: 'off',
        accessApproved: 'inApp',
        dealCreated: 'inApp',
      },
      dailyDigest: true,
    } as const;
    pact
      .given(notificationPactStates.memberPreferences)
      .uponReceiving('a change of my notification preferences')
      .withRequest({
        method: 'PUT',
        path: '/notifications/preferences',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: update,
      })
      .willRespondWith({ status: 200, headers: json, body: update });
    return pact.executeTest(async (server) => {
      const saved = await saveNotificationPreferences(pactClient(server.url), update);
      expect(saved.dailyDigest).toBe(true);
    });
  });
});
