// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { isoDateTime } from '../../../../test/pactBodies';
import {
  PACT_GRANTING_ROLE_ID,
  PACT_ROLE_GUILD_ID,
  PACT_ROLE_MEMBER_USERNAME,
  RoleAccessPactStates,
} from '../../../../test/pactStates';
import { ACCESS_CHANGES_PAGE_SIZE, fetchDiscordAccessChanges } from '../fetchDiscordAccessChanges';
import { fetchDiscordRoleAccess } from '../fetchDiscordRoleAccess';
import { saveDiscordRoleAccess } from '../saveDiscordRoleAccess';

const { boolean, eachLike, integer, string } = Matchers;

describe('mfe-admin → gateway: access from Discord roles', () => {
  const pact = createConsumerPact('mfe-admin');

  it('reads the saved guild and granting roles; the bot token is only said to be set', () => {
    pact
      .given(RoleAccessPactStates.roleAccessOn)
      .uponReceiving('a request for the Discord role access settings')
      .withRequest({ method: 'GET', path: '/admin/discord-roles', headers: bearer })
      .willRespondWith({
        status: 200,
        body: {
          guildId: PACT_ROLE_GUILD_ID,
          grantingRoleIds: [PACT_GRANTING_ROLE_ID],
          botTokenConfigured: boolean(true),
          lastCheckAt: isoDateTime(),
          updatedAt: isoDateTime(),
        },
      });
    return pact.executeTest(async (server) => {
      const saved = await fetchDiscordRoleAccess(pactClient(server.url));
      expect(saved.guildId).toBe(PACT_ROLE_GUILD_ID);
      expect(saved.grantingRoleIds).toEqual([PACT_GRANTING_ROLE_ID]);
      expect(saved.botTokenConfigured).toBe(true);
    });
  });

  it('saves a guild and its granting roles', () => {
    const request = { guildId: PACT_ROLE_GUILD_ID, grantingRoleIds: [PACT_GRANTING_ROLE_ID] };
    pact
      .given(RoleAccessPactStates.roleAccessOff)
      .uponReceiving('a request to turn Discord role access on')
      .withRequest({
        method: 'PUT',
        path: '/admin/discord-roles',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: request,
      })
      .willRespondWith({
        status: 200,
        body: {
          guildId: PACT_ROLE_GUILD_ID,
          grantingRoleIds: [PACT_GRANTING_ROLE_ID],
          botTokenConfigured: boolean(true),
          lastCheckAt: null,
          updatedAt: isoDateTime(),
        },
      });
    return pact.executeTest(async (server) => {
      const saved = await saveDiscordRoleAccess(pactClient(server.url), request);
      expect(saved.guildId).toBe(PACT_ROLE_GUILD_ID);
    });
  });

  it('a malformed guild id answers 400 naming the field', () => {
    const request = { guildId: 'my-server', grantingRoleIds: [PACT_GRANTING_ROLE_ID] };
    pact
      .given(RoleAccessPactStates.roleAccessOff)
      .uponReceiving('a request to save Discord role access with a malformed guild id')
      .withRequest({
        method: 'PUT',
        path: '/admin/discord-roles',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: request,
      })
      .willRespondWith({
        status: 400,
        body: {
          error: 'Guild ID must be a Discord id (17 to 20 digits)',
          details: eachLike({
            field: 'body.guildId',
            message: string('Guild ID must be a Discord id (17 to 20 digits)'),
          }),
        },
      });
    return pact.executeTest(async (server) => {
      await expect(saveDiscordRoleAccess(pactClient(server.url), request)).rejects.toMatchObject({ status: 400 });
    });
  });

  it('lists the access changes newest first: who, what, why and by which check', () => {
    const change = (overrides: Record<string, unknown>) => ({
      id: string('3f0c2b1e-0000-4000-8000-000000000001'),
      userId: string('6a1e0c2d-0000-4000-8000-000000000002'),
      username: PACT_ROLE_MEMBER_USERNAME,
      createdAt: isoDateTime(),
      ...overrides,
    });
    pact
      .given(RoleAccessPactStates.roleAccessOn)
      .uponReceiving('a request for the first page of access changes from Discord roles')
      .withRequest({
        method: 'GET',
        path: '/admin/discord-roles/changes',
        query: { limit: String(ACCESS_CHANGES_PAGE_SIZE) },
        headers: bearer,
      })
      .willRespondWith({
        status: 200,
        body: {
          items: [
            change({ change: 'revoked', reason: 'left_guild', via: 'check' }),
            change({ change: 'granted', reason: 'has_role', via: 'sign_in' }),
          ],
          nextCursor: null,
          total: integer(2),
        },
      });
    return pact.executeTest(async (server) => {
      const page = await fetchDiscordAccessChanges(pactClient(server.url));
      expect(page.items.map((row) => row.change)).toEqual(['revoked', 'granted']);
    });
  });
});
