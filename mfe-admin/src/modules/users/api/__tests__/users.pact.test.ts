// @vitest-environment node
import { bearer, createConsumerPact, lastPageOf, Matchers, pactClient, wholeListQuery } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { errorBody, userBody } from '../../../../test/pactBodies';
import { AdminPactStates, PACT_PENDING_USERNAME } from '../../../../test/pactStates';
import { fetchUsers } from '../fetchUsers';
import { fetchUsersPage, USERS_PAGE_SIZE } from '../fetchUsersPage';
import { updateUser } from '../updateUser';

const { fromProviderState, string } = Matchers;

describe('mfe-admin → gateway: users', () => {
  const pact = createConsumerPact('mfe-admin');

  it('lists every user', () => {
    pact
      .given(AdminPactStates.adminMemberAndPending)
      .uponReceiving('a request for every user')
      .withRequest({ method: 'GET', path: '/admin/users', query: wholeListQuery, headers: bearer })
      .willRespondWith({ status: 200, body: lastPageOf(userBody(), 3) });
    return pact.executeTest(async (server) => {
      const users = await fetchUsers(pactClient(server.url));
      expect(users.length).toBeGreaterThanOrEqual(3);
    });
  });

  it('reads the first page of users (the Users tab pages as it is scrolled)', () => {
    pact
      .given(AdminPactStates.adminMemberAndPending)
      .uponReceiving('a request for the first page of users')
      .withRequest({ method: 'GET', path: '/admin/users', query: { limit: String(USERS_PAGE_SIZE) }, headers: bearer })
      .willRespondWith({ status: 200, body: lastPageOf(userBody(), 3) });
    return pact.executeTest(async (server) => {
      const page = await fetchUsersPage(pactClient(server.url), '');
      expect(page.items.length).toBeGreaterThanOrEqual(3);
      expect(page.nextCursor).toBeNull();
      expect(page.total).toBeGreaterThanOrEqual(3);
    });
  });

  it('searches the users on the gateway', () => {
    pact
      .given(AdminPactStates.adminMemberAndPending)
      .uponReceiving('a search of the users by name')
      .withRequest({
        method: 'GET',
        path: '/admin/users',
        query: { limit: String(USERS_PAGE_SIZE), search: PACT_PENDING_USERNAME },
        headers: bearer,
      })
      .willRespondWith({
        status: 200,
        body: {
          items: [userBody({ username: PACT_PENDING_USERNAME, isWhitelisted: false })],
          nextCursor: null,
          total: 1,
        },
      });
    return pact.executeTest(async (server) => {
      const page = await fetchUsersPage(pactClient(server.url), PACT_PENDING_USERNAME);
      expect(page.items.map((user) => user.username)).toEqual([PACT_PENDING_USERNAME]);
      expect(page.total).toBe(1);
    });
  });

  it('whitelists a pending member', () => {
    pact
      .given(AdminPactStates.adminMemberAndPending)
      .uponReceiving('a request to whitelist a pending member')
      .withRequest({
        method: 'PUT',
        path: fromProviderState('/admin/users/${pendingUserId}', '/admin/users/7f3c2a10-pending'),
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { isWhitelisted: true },
      })
      .willRespondWith({
        status: 200,
        body: userBody({
          username: string(PACT_PENDING_USERNAME),
          name: string('Pact-pending'),
          email: string('pact-pending@sandbox.example'),
          isWhitelisted: true,
          isAdmin: false,
        }),
      });
    return pact.executeTest(async (server) => {
      const user = await updateUser(pactClient(server.url), '7f3c2a10-pending', { isWhitelisted: true });
      expect(user.isWhitelisted).toBe(true);
    });
  });

  it('refuses an admin removing their own admin access (409 with the reason)', () => {
    pact
      .given(AdminPactStates.adminOnly)
      .uponReceiving('a request by the admin to remove their own admin access')
      .withRequest({
        method: 'PUT',
        path: fromProviderState('/admin/users/${adminId}', '/admin/users/0a1b2c3d-admin'),
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { isAdmin: false },
      })
      .willRespondWith({ status: 409, body: errorBody('You cannot remove your own admin access') });
    return pact.executeTest(async (server) => {
      const failure = await updateUser(pactClient(server.url), '0a1b2c3d-admin', { isAdmin: false }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiRequestError);
      expect(serverErrorText(failure, 'Failed to update user')).toBe('You cannot remove your own admin access');
    });
  });
});
