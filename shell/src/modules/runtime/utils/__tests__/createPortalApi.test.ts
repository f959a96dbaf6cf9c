import { describe, expect, it, vi } from 'vitest';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { member } from '@portal/web-kit/testing';
import { createFakeNavigation } from '../../../../../test/renderApp';
import { createAccessTokenHolder } from '../../../auth/utils/createAccessTokenHolder';
import { createPortalApi } from '../createPortalApi';

const NOW = Date.parse('2026-04-10T12:00:00.000Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

function setUp(tokenExpiresInMinutes: number) {
  const gateway = new FakeGateway()
    .on('GET', '/auth/me', member)
    .on('POST', '/auth/refresh', () => json({ token: 'fresh-token', user: member, expiresAt: inMinutes(15) }));
  const accessToken = createAccessTokenHolder();
  accessToken.set('old-token', inMinutes(tokenExpiresInMinutes));
  const navigation = createFakeNavigation();
  const api = createPortalApi({
    baseUrl: gateway.baseUrl,
    navigation,
    accessToken,
    fetch: gateway.fetch,
    now: () => NOW,
  });
  return { gateway, accessToken, navigation, api };
}

describe('the shell’s gateway client', () => {
  it('sends the token held in memory while it has more than a minute left', async () => {
    const { gateway, api } = setUp(10);
    await api.GET('/auth/me');
    expect(gateway.callsTo('POST', '/auth/refresh')).toHaveLength(0);
    expect(gateway.callsTo('GET', '/auth/me')[0]?.authorization).toBe('Bearer old-token');
  });

  it('shortly before the token expires, refreshes it once for calls made together, then sends the fresh one', async () => {
    const { gateway, accessToken, api } = setUp(0.5);
    await Promise.all([api.GET('/auth/me'), api.GET('/auth/me')]);
    expect(gateway.callsTo('POST', '/auth/refresh')).toHaveLength(1);
    expect(gateway.callsTo('GET', '/auth/me').map((call) => call.authorization)).toEqual([
      'Bearer fresh-token',
      'Bearer fresh-token',
    ]);
    expect(accessToken.get()).toBe('fresh-token');
  });

  it('a refused refresh leaves the call to answer 401, which clears the session and reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { gateway, accessToken, navigation, api } = setUp(-1);
    gateway.on('POST', '/auth/refresh', apiError(401, 'Your session has expired.'));
    gateway.on('GET', '/auth/me', apiError(401, 'Your session has expired.'));
    window.localStorage.setItem('user', JSON.stringify(member));
    await api.GET('/auth/me');
    expect(navigation.reload).toHaveBeenCalledOnce();
    expect(accessToken.get()).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
