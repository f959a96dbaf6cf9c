// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bearer, createConsumerPact, Matchers, PACT_SIGN_IN_CODE, pactClient, States } from '@portal/contracts/pact';
import { createSession } from '../createSession';
import { fetchCurrentUser } from '../fetchCurrentUser';
import { logout } from '../logout';
import { refreshSession } from '../refreshSession';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

const { like, boolean, string, regex } = Matchers;

const userBody = (overrides: Record<string, unknown> = {}) => ({
  id: string('4d1c5c1e-0b7a-4f57-9d7c-1f1a3f0c2b11'),
  discordId: regex(/^\d+$/, '180000000000000001'),
  username: string('demo-member'),
  name: like('Demo Member'),
  email: like('demo-member@sandbox.example'),
  avatar: null,
  isAdmin: boolean(false),
  isWhitelisted: boolean(true),
  ...overrides,
});

const grantBody = () => ({
  token: string('eyJhbGciOiJIUzI1NiJ9.e30.sig'),
  user: userBody(),
  expiresAt: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, '2026-04-10T12:15:00.000Z'),
});

describe('shell → gateway: sign-in and session', () => {
  const pact = createConsumerPact('shell');

  it('exchanges the sign-in code from the callback for a token, the user and its expiry', () => {
    pact
      .given(States.signInCodeWaiting)
      .uponReceiving('a sign-in code exchange')
      .withRequest({
        method: 'POST',
        path: '/auth/session',
        headers: { 'Content-Type': 'application/json' },
        body: { code: PACT_SIGN_IN_CODE },
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': regex(/^application\/json.*$/, 'application/json; charset=utf-8') },
        body: grantBody(),
      });
    return pact.executeTest(async (server) => {
      const grant = await createSession(pactClient(server.url, { token: null }), PACT_SIGN_IN_CODE);
      expect(grant.user.username).toBe('demo-member');
      expect(grant.token).toBeTruthy();
      expect(Number.isNaN(new Date(grant.expiresAt).getTime())).toBe(false);
    });
  });

  it('refreshes the token from the session cookie', () => {
    pact
      .given(States.sessionCookieHeld)
      .uponReceiving('a session refresh')
      .withRequest({ method: 'POST', path: '/auth/refresh' })
      .willRespondWith({ status: 200, body: grantBody() });
    return pact.executeTest(async (server) => {
      const grant = await refreshSession(pactClient(server.url, { token: null }));
      expect(grant.token).toBeTruthy();
    });
  });

  it('a refresh without a session is answered 401 and signs nobody out', () => {
    pact
      .given(States.noSessionCookie)
      .uponReceiving('a session refresh without a session cookie')
      .withRequest({ method: 'POST', path: '/auth/refresh' })
      .willRespondWith({ status: 401, body: { error: string('Your session has expired. Please sign in again.') } });
    return pact.executeTest(async (server) => {
      let signedOut = false;
      const api = pactClient(server.url, { token: null, onUnauthorized: () => (signedOut = true) });
      await expect(refreshSession(api)).rejects.toMatchObject({ status: 401 });
      expect(signedOut).toBe(false);
    });
  });

  it('reads the signed-in user', () => {
    pact
      .given(States.memberSignedIn)
      .uponReceiving('a request for the current user')
      .withRequest({ method: 'GET', path: '/auth/me', headers: bearer })
      .willRespondWith({ status: 200, body: userBody() });
    return pact.executeTest(async (server) => {
      const user = await fetchCurrentUser(pactClient(server.url));
      expect(user.isWhitelisted).toBe(true);
    });
  });

  it('a pending member reads themselves as not whitelisted', () => {
    pact
      .given(States.pendingSignedIn)
      .uponReceiving('a request for the current user by a pending member')
      .withRequest({ method: 'GET', path: '/auth/me', headers: bearer })
      .willRespondWith({
        status: 200,
        body: userBody({ username: string('demo-pending'), isWhitelisted: false, isAdmin: false }),
      });
    return pact.executeTest(async (server) => {
      const user = await fetchCurrentUser(pactClient(server.url));
      expect(user.isWhitelisted).toBe(false);
    });
  });

  it('a revoked token is answered 401, which signs the user out', () => {
    pact
      .uponReceiving('a request for the current user with a revoked token')
      .withRequest({ method: 'GET', path: '/auth/me', headers: { Authorization: 'Bearer revoked-token' } })
      .willRespondWith({
        status: 401,
        body: { error: string('Your session has expired. Please sign in again.'), message: string('x') },
      });
    return pact.executeTest(async (server) => {
      let signedOut = false;
      const api = pactClient(server.url, { token: 'revoked-token', onUnauthorized: () => (signedOut = true) });
      await expect(fetchCurrentUser(api)).rejects.toBeInstanceOf(ApiRequestError);
      expect(signedOut).toBe(true);
    });
  });

  it('logs out', () => {
    pact
      .given(States.memberSignedIn)
      .uponReceiving('a logout')
      .withRequest({ method: 'POST', path: '/auth/logout', headers: bearer })
      .willRespondWith({ status: 200, body: { message: string('Signed out') } });
    return pact.executeTest(async (server) => {
      await expect(logout(pactClient(server.url))).resolves.toBeUndefined();
    });
  });
});
