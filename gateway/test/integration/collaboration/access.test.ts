import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { comment, createDeal, notificationsOf, timeline } from './helpers';

describe('who reaches a deal’s timeline, comments and notifications', () => {
  let t: TestGateway;
  let owner: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  let dealId: string;
  let commentId: string;

  beforeAll(async () => {
    t = await startTestGateway();
    owner = await t.signInAs('collab-owner');
    other = await t.signInAs('collab-other');
    admin = await t.signInAs('collab-admin', { isAdmin: true });
    dealId = await createDeal(t, owner, '1 Private Road');
    const created = await comment(t, owner.token, dealId, 'Only for the admins');
    expect(created.status).toBe(201);
    commentId = ((await created.json()) as { id: string }).id;
  });
  afterAll(() => t.close());

  it('a member gets 404 for another member’s deal’s activities and comments, whatever the call', async () => {
    const calls: [string, RequestInit & { json?: unknown }][] = [
      [`/deals/${dealId}/activities`, {}],
      [`/deals/${dealId}/comments`, {}],
      [`/deals/${dealId}/comments`, { method: 'POST', json: { body: 'hello' } }],
      [`/deals/${dealId}/comments/${commentId}`, { method: 'PUT', json: { body: 'changed' } }],
      [`/deals/${dealId}/comments/${commentId}`, { method: 'DELETE' }],
    ];
    for (const [path, init] of calls) {
      const response = await t.request(path, { ...init, token: other.token });
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(404);
    }
    // Nothing was changed by those calls.
    const list = (await (await t.request(`/deals/${dealId}/comments`, { token: owner.token })).json()) as {
      items: { body: string }[];
    };
    expect(list.items.map((c) => c.body)).toEqual(['Only for the admins']);
  });

  it('the owner and any admin read the timeline and the comments', async () => {
    expect((await timeline(t, owner.token, dealId)).length).toBeGreaterThan(0);
    expect((await timeline(t, admin.token, dealId)).length).toBeGreaterThan(0);
    expect((await t.request(`/deals/${dealId}/comments`, { token: admin.token })).status).toBe(200);
  });

  it('a comment’s author is the session’s user: an author in the body is refused, never stored', async () => {
    const forged = await t.request(`/deals/${dealId}/comments`, {
      method: 'POST',
      token: owner.token,
      json: { body: 'I am the admin', author: { id: admin.user.id, name: 'collab-admin', role: 'admin' } },
    });
    expect(forged.status).toBe(400);
    const forgedId = await t.request(`/deals/${dealId}/comments`, {
      method: 'POST',
      token: owner.token,
      json: { body: 'I am the admin', authorId: admin.user.id },
    });
    expect(forgedId.status).toBe(400);
    const honest = await comment(t, owner.token, dealId, 'Plain');
    const stored = (await honest.json()) as { author: { id: string; role: string } };
    expect(stored.author).toMatchObject({ id: owner.user.id, role: 'member' });
    const list = (await (await t.request(`/deals/${dealId}/comments`, { token: admin.token })).json()) as {
      items: { body: string; author: { id: string } }[];
    };
    expect(list.items.some((c) => c.body === 'I am the admin')).toBe(false);
  });

  it('a member can neither read nor mark another user’s notifications', async () => {
    // The owner's comments notified the admin.
    const adminView = await notificationsOf(t, admin.token);
    const theirs = adminView.items.find((n) => n.kind === 'commentAdded');
    expect(theirs).toBeDefined();
    const otherView = await notificationsOf(t, other.token);
    expect(otherView.items.some((n) => n.id === theirs!.id)).toBe(false);
    const mark = await t.request(`/notifications/${theirs!.id}/read`, { method: 'POST', token: other.token });
    expect(mark.status).toBe(404);
    await t.request('/notifications/read-all', { method: 'POST', token: other.token });
    const after = await notificationsOf(t, admin.token);
    expect(after.items.find((n) => n.id === theirs!.id)?.readAt).toBeNull();
  });

  it('without a token every collaboration call answers 401, and pending users 403', async () => {
    const pending = await t.signIn('collab-pending');
    for (const path of [
      `/deals/${dealId}/activities`,
      `/deals/${dealId}/comments`,
      '/notifications',
      '/notifications/stream',
    ]) {
      expect((await t.request(path)).status).toBe(401);
      expect((await t.request(path, { token: pending.token })).status).toBe(403);
    }
  });
});
