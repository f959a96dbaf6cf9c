import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDiscordId } from '../../../sandbox/discord';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Entry = {
  id: string;
  discordUsername: string;
  discordId: string | null;
  notes: string | null;
  addedByUsername: string | null;
  createdAt: string;
};
type ErrorBody = { error: string };

describe('Discord auto-access: list, add, bulk add, remove', () => {
  let t: TestGateway;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('access-admin', { isAdmin: true });
  });
  afterAll(() => t.close());

  const add = (json: unknown, token = admin.token) =>
    t.request('/admin/discord-auto-access', { method: 'POST', token, json });
  const bulk = (json: unknown, token = admin.token) =>
    t.request('/admin/discord-auto-access/bulk', { method: 'POST', token, json });
  const list = async () =>
    ((await (await t.request('/admin/discord-auto-access', { token: admin.token })).json()) as { items: Entry[] })
      .items;

  it('adds a trimmed username with notes, who added it and when; the list shows it newest first', async () => {
    const response = await add({ discordUsername: '  NewBroker  ', notes: ' referred by Sam ' });
    expect(response.status).toBe(201);
    const entry = (await response.json()) as Entry;
    expect(entry).toMatchObject({
      discordUsername: 'NewBroker',
      notes: 'referred by Sam',
      addedByUsername: 'access-admin',
    });
    expect(Date.parse(entry.createdAt)).not.toBeNaN();
    t.clock.advance(1000);
    await add({ discordUsername: 'later-broker' });
    expect((await list()).map((e) => e.discordUsername).slice(0, 2)).toEqual(['later-broker', 'NewBroker']);
  });

  it('a listed name signs in whitelisted on first login (case-insensitive); the entry is bound to that account', async () => {
    const { user } = await t.signIn('newbroker');
    expect(user).toMatchObject({ isWhitelisted: true, isAdmin: false });
    expect((await list()).find((e) => e.discordId === user.discordId)).toMatchObject({ discordUsername: 'newbroker' });
  });

  it('an entry given by Discord id admits that account and shows its current name', async () => {
    const id = sandboxDiscordId('id-broker');
    const response = await add({ discordUsername: id });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ discordUsername: id, discordId: id });
    expect((await t.signIn('id-broker')).user).toMatchObject({ isWhitelisted: true });
    t.discord.renameAccount('id-broker', 'id-broker-renamed');
    await t.signIn('id-broker-renamed');
    expect((await list()).find((e) => e.discordId === id)?.discordUsername).toBe('id-broker-renamed');
    const again = await add({ discordUsername: id });
    expect(again.status).toBe(409);
    // A name held by a portal user now is bound to that user's id at once.
    const bound = (await (await add({ discordUsername: 'access-admin' })).json()) as Entry;
    expect(bound.discordId).toBe(admin.user.discordId);
  });

  it('a blank name answers 400; a name already listed in any case answers 409', async () => {
    const blank = await add({ discordUsername: '   ' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as ErrorBody).error).toBe('Discord username is required');
    const duplicate = await add({ discordUsername: 'NEWBROKER' });
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as ErrorBody).error).toBe(
      'Discord username "NEWBROKER" is already on the auto-access list',
    );
    const invalid = await add({ discordUsername: 'has space' });
    expect(invalid.status).toBe(400);
    expect((await add({})).status).toBe(400);
  });

  it('bulk add splits on newlines and commas, trims, drops empties and counts duplicates and failures', async () => {
    const response = await bulk({
      usernames: ['alpha, beta\n  gamma  ', '', 'ALPHA', 'newbroker', 'bad name', 'x', 'delta'],
      notes: 'from the sign-up sheet',
    });
    expect(response.status).toBe(200);
    // alpha, beta, gamma, delta added; ALPHA repeated and newbroker listed are duplicates; 'bad name' and 'x' fail.
    expect(await response.json()).toEqual({ successful: 4, duplicates: 2, failed: 2 });
    const names = (await list()).map((e) => e.discordUsername);
    expect(names).toEqual(expect.arrayContaining(['alpha', 'beta', 'gamma', 'delta']));
    expect((await list()).find((e) => e.discordUsername === 'beta')).toMatchObject({
      notes: 'from the sign-up sheet',
      addedByUsername: 'access-admin',
    });
  });

  it('bulk add with nothing usable answers 400 with the message of docs/product.md#admin-messages', async () => {
    for (const json of [{ usernames: [] }, { usernames: [' ', ',\n,'] }, {}]) {
      const response = await bulk(json);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error).toBe('Please enter at least one valid username');
    }
  });

  it('removes a name; the user who already signed in keeps access; an unknown id answers 404', async () => {
    const entry = (await list()).find((e) => e.discordUsername === 'newbroker')!;
    const response = await t.request(`/admin/discord-auto-access/${entry.id}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'Discord username "NewBroker" removed from auto-access list successfully',
    });
    expect((await list()).some((e) => e.id === entry.id)).toBe(false);
    expect((await t.signIn('newbroker')).user.isWhitelisted).toBe(true);
    expect(
      (await t.request(`/admin/discord-auto-access/${entry.id}`, { method: 'DELETE', token: admin.token })).status,
    ).toBe(404);
  });

  it('shows no adder name once that admin account no longer exists', async () => {
    const other = await t.signInAs('departed-admin', { isAdmin: true });
    await add({ discordUsername: 'orphaned-entry' }, other.token);
    await t.gateway.db.collection('users').deleteOne({ _id: other.user.id as never });
    expect((await list()).find((e) => e.discordUsername === 'orphaned-entry')?.addedByUsername).toBeNull();
  });

  it('anonymous 401, pending 403, member 403 on all four operations', async () => {
    const pending = await t.signIn('access-pending');
    const member = await t.signInAs('access-member');
    const calls = (token?: string) => [
      t.request('/admin/discord-auto-access', { token }),
      t.request('/admin/discord-auto-access', { method: 'POST', token, json: { discordUsername: 'x1' } }),
      t.request('/admin/discord-auto-access/bulk', { method: 'POST', token, json: { usernames: ['x2'] } }),
      t.request('/admin/discord-auto-access/some-id', { method: 'DELETE', token }),
    ];
    expect((await Promise.all(calls())).map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect((await Promise.all(calls(pending.token))).map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect((await Promise.all(calls(member.token))).map((r) => r.status)).toEqual([403, 403, 403, 403]);
  });
});
