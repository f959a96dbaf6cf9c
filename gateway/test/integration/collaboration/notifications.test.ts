import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallPdf } from '../../support/files';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { comment, createDeal, notificationsOf } from './helpers';

describe('notifications: who is told of what, unread count, marking read', () => {
  let t: TestGateway;
  let member: SignedIn;
  let admin: SignedIn;
  let admin2: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('notify-member');
    admin = await t.signInAs('notify-admin', { isAdmin: true });
    admin2 = await t.signInAs('notify-admin-2', { isAdmin: true });
  });
  afterAll(() => t.close());

  const about = async (token: string, dealId: string) =>
    (await notificationsOf(t, token)).items.filter((n) => n.deal?.id === dealId);

  it('a new deal tells the admins, not its creator', async () => {
    const dealId = await createDeal(t, member, '30 Signal Street');
    expect((await about(admin.token, dealId)).map((n) => n.kind)).toEqual(['dealCreated']);
    expect((await about(admin2.token, dealId)).map((n) => n.kind)).toEqual(['dealCreated']);
    expect(await about(member.token, dealId)).toEqual([]);
  });

  it('comments: the owner hears of the admins’ and the admins of the owner’s, never the author of their own', async () => {
    const dealId = await createDeal(t, member, '31 Chatter Row');
    expect((await comment(t, admin.token, dealId, 'Need the rent roll')).status).toBe(201);
    const toMember = await about(member.token, dealId);
    expect(toMember.map((n) => n.kind)).toEqual(['commentAdded']);
    expect(toMember[0]).toMatchObject({
      title: 'New comment on 31 Chatter Row',
      message: 'notify-admin: Need the rent roll',
      actor: { id: admin.user.id, role: 'admin' },
      readAt: null,
    });
    expect((await about(admin.token, dealId)).filter((n) => n.kind === 'commentAdded')).toEqual([]);
    expect((await about(admin2.token, dealId)).filter((n) => n.kind === 'commentAdded')).toHaveLength(1);

    expect((await comment(t, member.token, dealId, 'Attached')).status).toBe(201);
    expect((await about(member.token, dealId)).filter((n) => n.kind === 'commentAdded')).toHaveLength(1);
    expect((await about(admin.token, dealId)).filter((n) => n.kind === 'commentAdded')).toHaveLength(1);
  });

  it('documents: the owner hears of one added by someone else, not of their own; admins of both', async () => {
    const dealId = await createDeal(t, member, '32 Paper Lane');
    expect((await t.upload(member.token, { dealId, fileName: 'own.pdf', content: smallPdf() })).status).toBe(201);
    expect((await about(member.token, dealId)).filter((n) => n.kind === 'documentAdded')).toEqual([]);
    expect((await about(admin.token, dealId)).filter((n) => n.kind === 'documentAdded')).toHaveLength(1);
    expect((await t.upload(admin.token, { dealId, fileName: 'term-sheet.pdf', content: smallPdf() })).status).toBe(201);
    const told = (await about(member.token, dealId)).filter((n) => n.kind === 'documentAdded');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toBe(`notify-admin added term-sheet.pdf to 32 Paper Lane (${told[0]!.deal!.dealId})`);
  });

  it('access approved: the member an admin whitelists is told', async () => {
    const pending = await t.signIn('notify-pending');
    const approve = await t.request(`/admin/users/${pending.user.id}`, {
      method: 'PUT',
      token: admin.token,
      json: { isWhitelisted: true },
    });
    expect(approve.status).toBe(200);
    const { items } = await notificationsOf(t, pending.token);
    expect(items.map((n) => [n.kind, n.deal])).toEqual([['accessApproved', null]]);
  });

  it('unread count, mark one read, mark all read', async () => {
    const dealId = await createDeal(t, member, '33 Counting Court');
    await comment(t, admin.token, dealId, 'one');
    await comment(t, admin.token, dealId, 'two');
    const before = await notificationsOf(t, member.token);
    expect(before.unreadCount).toBe(before.items.filter((n) => n.readAt === null).length);
    expect(before.unreadCount).toBeGreaterThanOrEqual(2);
    const first = before.items[0]!;
    const marked = await t.request(`/notifications/${first.id}/read`, { method: 'POST', token: member.token });
    expect(marked.status).toBe(200);
    const read = (await marked.json()) as { notification: { readAt: string | null }; unreadCount: number };
    expect(read.notification.readAt).not.toBeNull();
    expect(read.unreadCount).toBe(before.unreadCount - 1);
    const updates = (await (await t.request('/notifications/updates', { token: member.token })).json()) as {
      unreadCount: number;
      serverTime: string;
    };
    expect(updates.unreadCount).toBe(before.unreadCount - 1);

    const all = await t.request('/notifications/read-all', { method: 'POST', token: member.token });
    expect(await all.json()).toEqual({ marked: before.unreadCount - 1, unreadCount: 0 });
    expect((await notificationsOf(t, member.token)).unreadCount).toBe(0);
  });

  it('the polling fallback answers what was created since its last answer', async () => {
    const dealId = await createDeal(t, member, '34 Poll Place');
    const start = (await (await t.request('/notifications/updates', { token: member.token })).json()) as {
      serverTime: string;
      items: unknown[];
    };
    expect(start.items).toEqual([]);
    t.clock.advance(1000);
    await comment(t, admin.token, dealId, 'fresh');
    const next = (await (
      await t.request(`/notifications/updates?since=${encodeURIComponent(start.serverTime)}`, { token: member.token })
    ).json()) as { items: { message: string }[]; unreadCount: number };
    expect(next.items.map((n) => n.message)).toEqual(['notify-admin: fresh']);
    expect(next.unreadCount).toBe(1);
  });

  it('a kind turned off is not stored at all', async () => {
    const saved = await t.request('/notifications/preferences', {
      method: 'PUT',
      token: member.token,
      json: { channels: { commentAdded: 'off' } },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { channels: Record<string, string> }).channels).toMatchObject({
      commentAdded: 'off',
      stageChanged: 'inApp',
    });
    const dealId = await createDeal(t, member, '35 Silent Street');
    await comment(t, admin.token, dealId, 'unheard');
    expect(await about(member.token, dealId)).toEqual([]);
    await t.request('/notifications/preferences', {
      method: 'PUT',
      token: member.token,
      json: { channels: { commentAdded: 'inApp' } },
    });
  });
});
