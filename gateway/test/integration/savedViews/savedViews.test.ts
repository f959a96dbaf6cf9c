import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type View = { id: string; name: string; query: string; createdByUsername: string | null; createdAt: string };
type ErrorBody = { error: string };

describe('saved views of the admin deal lists', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let otherAdmin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('views-admin', { isAdmin: true });
    otherAdmin = await t.signInAs('views-admin-2', { isAdmin: true });
    member = await t.signInAs('views-member');
  });
  afterAll(() => t.close());

  const create = (json: unknown, who = admin) =>
    t.request('/admin/saved-views', { method: 'POST', token: who.token, json });
  const patch = (id: string, json: unknown) =>
    t.request(`/admin/saved-views/${id}`, { method: 'PATCH', token: admin.token, json });
  const list = async (who = admin) =>
    ((await (await t.request('/admin/saved-views', { token: who.token })).json()) as { items: View[] }).items;

  it('saves the filters and search under a trimmed name, paging dropped; every admin sees it, sorted by name', async () => {
    const response = await create({
      name: '  Open in Austin ',
      query: '?status=Open&cursor=abc&q=austin&limit=25&stage=',
    });
    expect(response.status).toBe(201);
    const view = (await response.json()) as View;
    expect(view).toMatchObject({
      name: 'Open in Austin',
      query: 'q=austin&status=Open',
      createdByUsername: 'views-admin',
    });
    await create({ name: 'closed', query: 'status=Closed' }, otherAdmin);
    expect((await list(otherAdmin)).map((v) => v.name)).toEqual(['closed', 'Open in Austin']);
  });

  it('a blank or long name answers 400; a name in use (any case) answers 409', async () => {
    const blank = await create({ name: '   ', query: '' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as ErrorBody).error).toBe('Name is required');
    const long = await create({ name: 'x'.repeat(61), query: '' });
    expect(long.status).toBe(400);
    expect(((await long.json()) as ErrorBody).error).toBe('Name must be at most 60 characters');
    expect((await create({ query: '' })).status).toBe(400);
    const taken = await create({ name: 'OPEN IN AUSTIN', query: 'status=Open' });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ErrorBody).error).toBe('A saved view named "OPEN IN AUSTIN" already exists');
  });

  it('renames and refilters a view; a taken name 409, an unknown id 404; deletes it', async () => {
    const view = (await list()).find((v) => v.name === 'Open in Austin')!;
    const renamed = await patch(view.id, { name: 'Austin, open' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: view.id, name: 'Austin, open', query: 'q=austin&status=Open' });
    const refiltered = await patch(view.id, { query: 'status=Open&q=harbor' });
    expect(await refiltered.json()).toMatchObject({ name: 'Austin, open', query: 'q=harbor&status=Open' });
    expect((await patch(view.id, { name: 'Closed' })).status).toBe(409);
    expect((await patch(view.id, { name: '' })).status).toBe(400);
    const unknown = await patch('no-such-view', { name: 'x' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorBody).error).toBe('Saved view not found');

    const deleted = await t.request(`/admin/saved-views/${view.id}`, { method: 'DELETE', token: admin.token });
    expect(deleted.status).toBe(200);
    expect((await list()).map((v) => v.name)).toEqual(['closed']);
    expect((await t.request(`/admin/saved-views/${view.id}`, { method: 'DELETE', token: admin.token })).status).toBe(
      404,
    );
  });

  it('only admins manage views: a member gets 403 on every operation and nothing changes', async () => {
    const [view] = await list();
    const calls = [
      t.request('/admin/saved-views', { token: member.token }),
      create({ name: 'mine', query: '' }, member),
      t.request(`/admin/saved-views/${view!.id}`, { method: 'PATCH', token: member.token, json: { name: 'mine' } }),
      t.request(`/admin/saved-views/${view!.id}`, { method: 'DELETE', token: member.token }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorBody).error).toBe('Admin access required');
    }
    expect((await list()).map((v) => v.name)).toEqual(['closed']);
  });

  it('holds at most 50 views, also when two admins save the last ones at once', async () => {
    const existing = (await list()).length;
    for (let i = existing; i < 46; i += 1) expect((await create({ name: `view ${i}`, query: '' })).status).toBe(201);
    // Eight saves race for the last four places.
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create({ name: `race ${i}`, query: '' }, i % 2 ? otherAdmin : admin)),
    );
    const created: string[] = [];
    for (const [i, response] of racing.entries()) {
      if (response.status === 201) created.push(`race ${i}`);
      else {
        expect(response.status).toBe(409);
        expect(((await response.json()) as ErrorBody).error).toBe('There are already 50 saved views: delete one first');
      }
    }
    const names = (await list()).map((v) => v.name);
    expect(names.length).toBeLessThanOrEqual(50);
    // Every save that answered 201 is kept; none that answered 409 is.
    for (let i = 0; i < 8; i += 1) expect(names.includes(`race ${i}`)).toBe(created.includes(`race ${i}`));
    while ((await list()).length < 50)
      expect((await create({ name: `fill ${Math.random()}`, query: '' })).status).toBe(201);
    expect((await create({ name: 'one too many', query: '' })).status).toBe(409);
  });
});
