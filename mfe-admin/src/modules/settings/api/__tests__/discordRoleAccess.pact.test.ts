// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient, States } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { errorBody, isoDateTime } from '../../../../test/pactBodies';
import {
  PACT_FOREIGN_GUILD_ID,
  PACT_GRANTING_ROLE_ID,
  PACT_ROLE_GUILD_ID,
  PACT_ROLE_MEMBER_USERNAME,
  RoleAccessPactStates,
} from '../../../../test/pactStates';
import { ACCESS_CHANGES_PAGE_SIZE, fetchDiscordAccessChanges } from '../fetchDiscordAccessChanges';
import { fetchDiscordGuildRoles } from '../fetchDiscordGuildRoles';
import { fetchDiscordRoleCheck } from '../fetchDiscordRoleCheck';
import { fetchDiscordRoleAccess } from '../fetchDiscordRoleAccess';
import { runDiscordRoleCheck } from '../runDiscordRoleCheck';
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

  it("lists the guild's roles read with the bot token, so roles are picked by name", () => {
    pact
      .given(RoleAccessPactStates.roleAccessOn)
      .uponReceiving("a request for the sandbox guild's roles")
      .withRequest({
        method: 'GET',
        path: '/admin/discord-roles/guild-roles',
        query: { guildId: PACT_ROLE_GUILD_ID },
        headers: bearer,
      })
      .willRespondWith({
        status: 200,
        body: {
          guildId: PACT_ROLE_GUILD_ID,
          roles: eachLike({
            id: string(PACT_GRANTING_ROLE_ID),
            name: string('Member'),
            color: integer(3447003),
            position: integer(1),
            managed: boolean(false),
          }),
        },
      });
    return pact.executeTest(async (server) => {
      const guild = await fetchDiscordGuildRoles(pactClient(server.url), PACT_ROLE_GUILD_ID);
      expect(guild.roles[0]?.name).toBe('Member');
    });
  });

  it('a guild the bot is not in answers 502 saying to invite the bot', () => {
    const message =
      'The bot is not in this Discord server (or may not read it). Invite the bot to the server, then try again.';
    pact
      .given(RoleAccessPactStates.roleAccessOn)
      .uponReceiving('a request for the roles of a guild the bot is not in')
      .withRequest({
        method: 'GET',
        path: '/admin/discord-roles/guild-roles',
        query: { guildId: PACT_FOREIGN_GUILD_ID },
        headers: bearer,
      })
      .willRespondWith({ status: 502, body: { error: message, message } });
    return pact.executeTest(async (server) => {
      await expect(fetchDiscordGuildRoles(pactClient(server.url), PACT_FOREIGN_GUILD_ID)).rejects.toMatchObject({
        status: 502,
      });
    });
  });

  it('Check now starts the check and answers at once that it runs, with how many members it checks', () => {
    pact
      .given(RoleAccessPactStates.roleAccessOn)
      .uponReceiving('a request to check Discord roles now')
      .withRequest({ method: 'POST', path: '/admin/discord-roles/check', headers: bearer })
      .willRespondWith({
        status: 202,
        body: {
          status: 'running',
          checked: integer(0),
          total: integer(1),
          revoked: integer(0),
          restored: integer(0),
          startedAt: isoDateTime(),
          finishedAt: null,
          error: null,
        },
      });
    return pact.executeTest(async (server) => {
      const run = await runDiscordRoleCheck(pactClient(server.url));
      expect(run.status).toBe('running');
      expect(run.total).toBe(1);
    });
  });

  it('reads the run in progress: how many of the members were checked so far', () => {
    pact
      .given(RoleAccessPactStates.roleCheckRunning)
      .uponReceiving('a request for the Discord role check while it runs')
      .withRequest({ method: 'GET', path: '/admin/discord-roles/check', headers: bearer })
      .willRespondWith({
        status: 200,
        body: {
          status: 'running',
          checked: integer(1),
          total: integer(3),
          revoked: integer(0),
          restored: integer(0),
          startedAt: isoDateTime(),
          finishedAt: null,
          error: null,
        },
      });
    return pact.executeTest(async (server) => {
      const run = await fetchDiscordRoleCheck(pactClient(server.url));
      expect(run).toMatchObject({ status: 'running', checked: 1, total: 3 });
    });
  });

  it('reads the finished run: how many were checked, revoked and restored', () => {
    pact
      .given(RoleAccessPactStates.roleAccessOn)
      .uponReceiving('a request for the Discord role check once it has finished')
      .withRequest({ method: 'GET', path: '/admin/discord-roles/check', headers: bearer })
      .willRespondWith({
        status: 200,
        body: {
          status: 'finished',
          checked: integer(1),
          total: integer(1),
          revoked: integer(1),
          restored: integer(0),
          startedAt: isoDateTime(),
          finishedAt: isoDateTime(),
          error: null,
        },
      });
    return pact.executeTest(async (server) => {
      const run = await fetchDiscordRoleCheck(pactClient(server.url));
      expect(run).toMatchObject({ status: 'finished', checked: 1, revoked: 1, restored: 0, error: null });
    });
  });

  it('Check now while a run is in progress answers 409 and runs nothing', () => {
    const message = 'A check of Discord roles is already running. Try again when it has finished.';
    pact
      .given(RoleAccessPactStates.roleCheckRunning)
      .uponReceiving('a request to check Discord roles now while a check is running')
      .withRequest({ method: 'POST', path: '/admin/discord-roles/check', headers: bearer })
      .willRespondWith({ status: 409, body: { error: message, message } });
    return pact.executeTest(async (server) => {
      await expect(runDiscordRoleCheck(pactClient(server.url))).rejects.toMatchObject({ status: 409 });
    });
  });

  it('a member may not start a check (403)', () => {
    pact
      .given(States.memberSignedIn)
      .uponReceiving('a member’s request to check Discord roles now')
      .withRequest({ method: 'POST', path: '/admin/discord-roles/check', headers: bearer })
      .willRespondWith({ status: 403, body: errorBody('Admin access required') });
    return pact.executeTest(async (server) => {
      await expect(runDiscordRoleCheck(pactClient(server.url))).rejects.toMatchObject({ status: 403 });
    });
  });

  it('a member may not read the check (403)', () => {
    pact
      .given(States.memberSignedIn)
      .uponReceiving('a member’s request for the Discord role check')
      .withRequest({ method: 'GET', path: '/admin/discord-roles/check', headers: bearer })
      .willRespondWith({ status: 403, body: errorBody('Admin access required') });
    return pact.executeTest(async (server) => {
      await expect(fetchDiscordRoleCheck(pactClient(server.url))).rejects.toMatchObject({ status: 403 });
    });
  });
});
