// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bearer, createConsumerPact, Matchers, pactClient, States } from '@portal/contracts/pact';
import { fetchCurrentUser } from '../fetchCurrentUser';
import { logout } from '../logout';
import { signInWithDiscord } from '../signInWithDiscord';
import { ApiRequestError } from '../../../runtime/utils/ApiRequestError';

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

describe('shell → gateway: sign-in and session', () => {
  const pact = createConsumerPact('shell');

  it('exchanges a Discord code for a token and the user', () => {
    pact
      .given(States.discordCodeValid)
      .uponReceiving('a Discord authorization code')
      .withRequest({
        method: 'POST',
        path: '/auth/discord',
        headers: { 'Content-Type': 'application/json' },
        body: { code: 'valid-code' },
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': regex(/^application\/json.*$/, 'application/json; charset=utf-8') },
        body: { token: string('eyJhbGciOiJIUzI1NiJ9.e30.sig'), user: userBody() },
      });
    return pact.executeTest(async (server) => {
      const result = await signInWithDiscord(pactClient(server.url, { token: null }), 'valid-code');
      expect(result.user.username).toBe('demo-member');
      expect(result.token).toBeTruthy();
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
