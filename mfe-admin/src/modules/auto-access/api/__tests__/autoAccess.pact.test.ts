// @vitest-environment node
import { bearer, createConsumerPact, lastPageOf, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { isoDateTime } from '../../../../test/pactBodies';
import { AdminPactStates, PACT_LISTED_USERNAME, PACT_NEW_AUTO_ACCESS_USERNAME } from '../../../../test/pactStates';
import { addAutoAccessUser } from '../addAutoAccessUser';
import { bulkAddAutoAccessUsers } from '../bulkAddAutoAccessUsers';
import { AUTO_ACCESS_PAGE_SIZE, fetchAutoAccessPage } from '../fetchAutoAccessPage';
import { removeAutoAccessUser } from '../removeAutoAccessUser';

const { fromProviderState, string } = Matchers;

const entryBody = (overrides: Record<string, unknown> = {}) => ({
  id: string('2f6d0c1a'),
  discordUsername: string(PACT_LISTED_USERNAME),
  notes: string('Referred by Alice'),
  addedByUsername: string('demo-admin'),
  createdAt: isoDateTime(),
  ...overrides,
});

describe('mfe-admin → gateway: Discord auto-access', () => {
  const pact = createConsumerPact('mfe-admin');

  it('reads the first page of the auto-access usernames (the tab pages as it is scrolled)', () => {
    pact
      .given(AdminPactStates.autoAccessListed)
      .uponReceiving('a request for the first page of the auto-access list')
      .withRequest({
        method: 'GET',
        path: '/admin/discord-auto-access',
        query: { limit: String(AUTO_ACCESS_PAGE_SIZE) },
        headers: bearer,
      })
      .willRespondWith({ status: 200, body: lastPageOf(entryBody(), 2) });
    return pact.executeTest(async (server) => {
      const page = await fetchAutoAccessPage(pactClient(server.url));
      expect(page.items).toHaveLength(2);
      expect(page.nextCursor).toBeNull();
      expect(page.total).toBe(2);
    });
  });

  it('adds a username with notes', () => {
    pact
      .given(AdminPactStates.autoAccessNotListed)
      .uponReceiving('a request to add a username to the auto-access list')
      .withRequest({
        method: 'POST',
        path: '/admin/discord-auto-access',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { discordUsername: PACT_NEW_AUTO_ACCESS_USERNAME, notes: 'Referred by Alice' },
      })
      .willRespondWith({
        status: 201,
        body: entryBody({ discordUsername: PACT_NEW_AUTO_ACCESS_USERNAME, notes: 'Referred by Alice' }),
      });
    return pact.executeTest(async (server) => {
      const entry = await addAutoAccessUser(pactClient(server.url), PACT_NEW_AUTO_ACCESS_USERNAME, 'Referred by Alice');
      expect(entry.discordUsername).toBe(PACT_NEW_AUTO_ACCESS_USERNAME);
    });
  });

  it('bulk-adds usernames: new ones added, listed ones duplicates, invalid ones failed', () => {
    pact
      .given(AdminPactStates.autoAccessListed)
      .uponReceiving('a request to bulk-add usernames to the auto-access list')
      .withRequest({
        method: 'POST',
        path: '/admin/discord-auto-access/bulk',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { usernames: ['pact-bulk-1', PACT_LISTED_USERNAME, 'bad name'], notes: 'Spring cohort' },
      })
      .willRespondWith({ status: 200, body: { successful: 1, duplicates: 1, failed: 1 } });
    return pact.executeTest(async (server) => {
      const summary = await bulkAddAutoAccessUsers(
        pactClient(server.url),
        ['pact-bulk-1', PACT_LISTED_USERNAME, 'bad name'],
        'Spring cohort',
      );
      expect(summary).toEqual({ successful: 1, duplicates: 1, failed: 1 });
    });
  });

  it('removes a username', () => {
    pact
      .given(AdminPactStates.autoAccessListed)
      .uponReceiving('a request to remove a username from the auto-access list')
      .withRequest({
        method: 'DELETE',
        path: fromProviderState('/admin/discord-auto-access/${entryId}', '/admin/discord-auto-access/2f6d0c1a'),
        headers: bearer,
      })
      .willRespondWith({
        status: 200,
        body: {
          message: string(`Discord username "${PACT_LISTED_USERNAME}" removed from auto-access list successfully`),
        },
      });
    return pact.executeTest(async (server) => {
      await expect(removeAutoAccessUser(pactClient(server.url), '2f6d0c1a')).resolves.toBeUndefined();
    });
  });
});
