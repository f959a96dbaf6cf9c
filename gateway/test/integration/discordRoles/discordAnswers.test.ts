import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DiscordRoleCheckRun } from '@portal/contracts';
import { approveAtSandboxDiscord, openCallback, startSandboxDiscordSignIn } from '../../../sandbox/browserFlows';
import { SANDBOX_GUILD, SANDBOX_MEMBER_ROLE_ID, SANDBOX_MODERATOR_ROLE_ID } from '../../../sandbox/discord';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

const UNEXPECTED = 'Discord answered in an unexpected format';
type LogLine = { msg: string; provider?: string; operation?: string };

/** Answers that are not Discord's: what a proxy, a misrouted call or a broken release can put in its place. */
const MALFORMED = [
  { what: 'an HTML page', body: '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>' },
  { what: 'an object instead of a list', body: { roles: [] } },
  { what: 'a list of something else', body: ['1180000000000000002', 42] },
];

describe("Discord's answers are checked at the boundary", () => {
  let t: TestGateway;
  let admin: SignedIn;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
    t = await startTestGateway({ DISCORD_ROLE_CHECK_INTERVAL: 'off' }, { log });
    admin = await t.signInAs('discord-answers-admin', { isAdmin: true });
  });
  afterEach(() => t.discord.clearAnswerOverrides());
  afterAll(() => t.close());

  const roles = () => t.request(`/admin/discord-roles/guild-roles?guildId=${SANDBOX_GUILD.id}`, { token: admin.token });

  it(`guild roles: a malformed answer is 502 "${UNEXPECTED}", logged with the Discord operation`, async () => {
    for (const malformed of MALFORMED) {
      lines.length = 0;
      t.discord.overrideAnswer('GET', `/api/guilds/${SANDBOX_GUILD.id}/roles`, { body: malformed.body });
      const response = await roles();
      expect({ malformed: malformed.what, status: response.status }).toEqual({
        malformed: malformed.what,
        status: 502,
      });
      expect(await response.json()).toMatchObject({ error: UNEXPECTED, message: UNEXPECTED });
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: UNEXPECTED, provider: 'discord', operation: 'GET /guilds/{guild.id}/roles' }),
      );
    }
  });

  it('guild roles: a role without an id or a name is skipped and counted, the others are listed', async () => {
    t.discord.overrideAnswer('GET', `/api/guilds/${SANDBOX_GUILD.id}/roles`, {
      body: [
        { id: SANDBOX_MEMBER_ROLE_ID, name: 'Member', color: 3447003, position: 1, managed: false, hoist: true },
        { name: 'No id', position: 2 },
        { id: SANDBOX_MODERATOR_ROLE_ID, position: 3 },
        'role',
      ],
    });
    const response = await roles();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      guildId: SANDBOX_GUILD.id,
      roles: [{ id: SANDBOX_MEMBER_ROLE_ID, name: 'Member', color: 3447003, position: 1, managed: false }],
    });
    const metrics = (await t.gateway.metrics.render()).body;
    expect(metrics).toContain(
      'portal_provider_items_skipped_total{provider="discord",operation="GET /guilds/{guild.id}/roles"} 3',
    );
  });

  it('a role check whose member answer has no role list fails the run with the message and revokes nobody', async () => {
    const save = await t.request('/admin/discord-roles', {
      method: 'PUT',
      token: admin.token,
      json: { guildId: SANDBOX_GUILD.id, grantingRoleIds: [SANDBOX_MEMBER_ROLE_ID] },
    });
    expect(save.status).toBe(200);
    t.discord.setMemberRoles('answers-member', [SANDBOX_MEMBER_ROLE_ID]);
    const member = await t.signIn('answers-member');
    expect(member.user.isWhitelisted).toBe(true);

    // A member object without `roles` must not read as "holds no role".
    t.discord.overrideAnswer('GET', /^\/api\/guilds\/\d+\/members\/\d+$/, {
      body: { user: { id: member.user.discordId, username: 'answers-member' }, joined_at: '2024-01-01T00:00:00Z' },
    });
    const started = await t.request('/admin/discord-roles/check', { method: 'POST', token: admin.token });
    expect(started.status).toBe(202);
    const run = await vi.waitFor(
      async () => {
        const answer = (await (
          await t.request('/admin/discord-roles/check', { token: admin.token })
        ).json()) as DiscordRoleCheckRun;
        expect(answer.status).not.toBe('running');
        return answer;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(run).toMatchObject({ status: 'failed', error: UNEXPECTED, revoked: 0 });
    const me = (await (await t.request('/auth/me', { token: member.token })).json()) as { isWhitelisted: boolean };
    expect(me.isWhitelisted).toBe(true);
  });

  it('sign-in: a user answer without an id (or not JSON) signs nobody in and sends the shell back with an error', async () => {
    for (const body of [{ username: 'no-id-user', global_name: 'No Id' }, '<html>Service Unavailable</html>']) {
      t.discord.overrideAnswer('GET', '/api/users/@me', { body });
      const flow = await startSandboxDiscordSignIn(t.gateway.url);
      const callback = await approveAtSandboxDiscord(flow.authorize, 'no-id-user');
      const shell = await openCallback(callback, flow.cookie);
      expect(shell.searchParams.get('error')).toBe('discord_unavailable');
      expect(shell.hash).toBe('');
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: UNEXPECTED, provider: 'discord', operation: 'GET /users/@me' }),
      );
    }
    const users = (await (await t.request('/admin/users', { token: admin.token })).json()) as {
      items: { username: string }[];
    };
    expect(users.items.map((u) => u.username)).not.toContain('no-id-user');
  });
});
