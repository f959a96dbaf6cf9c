import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { comment, createDeal } from './helpers';

type Comment = {
  id: string;
  body: string;
  editedAt: string | null;
  editableUntil: string;
  canEdit: boolean;
  canDelete: boolean;
};

describe('comments on a deal (createDealComment, updateDealComment, deleteDealComment)', () => {
  let t: TestGateway;
  let member: SignedIn;
  let admin: SignedIn;
  let dealId: string;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('comments-member');
    admin = await t.signInAs('comments-admin', { isAdmin: true });
    dealId = await createDeal(t, member, '20 Comment Court');
  });
  afterAll(() => t.close());

  const post = async (token: string, body: string) => {
    const response = await comment(t, token, dealId, body);
    expect(response.status).toBe(201);
    return (await response.json()) as Comment;
  };
  const edit = (token: string, id: string, body: string) =>
    t.request(`/deals/${dealId}/comments/${id}`, { method: 'PUT', token, json: { body } });
  const remove = (token: string, id: string) =>
    t.request(`/deals/${dealId}/comments/${id}`, { method: 'DELETE', token });

  it('plain text is stored exactly as written, links and markup included', async () => {
    const text = 'See https://example.com/rent-roll?x=1 <b>not bold</b>\n  second line';
    const stored = await post(member.token, text);
    expect(stored.body).toBe(text);
    const list = (await (await t.request(`/deals/${dealId}/comments`, { token: member.token })).json()) as {
      items: Comment[];
    };
    expect(list.items[0]!.body).toBe(text);
  });

  it('at most 2,000 characters, with a clear message; blank comments are refused', async () => {
    expect((await post(member.token, 'x'.repeat(2000))).body).toHaveLength(2000);
    const long = await comment(t, member.token, dealId, 'x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toBe('Comments can be at most 2,000 characters');
    const blank = await comment(t, member.token, dealId, '   ');
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: string }).error).toBe('Write a comment first');
  });

  it('the author edits within 5 minutes of posting (the gateway’s clock), not after', async () => {
    const posted = await post(member.token, 'Frist draft');
    expect(posted.canEdit).toBe(true);
    t.clock.advance(4 * 60_000 + 59_000);
    const fixed = await edit(member.token, posted.id, 'First draft');
    expect(fixed.status).toBe(200);
    const edited = (await fixed.json()) as Comment;
    expect(edited.body).toBe('First draft');
    expect(edited.editedAt).toBe(t.clock.now().toISOString());
    t.clock.advance(1000);
    const late = await edit(member.token, posted.id, 'Too late');
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: string }).error).toBe('Comments can be edited only in the first 5 minutes');
    const list = (await (await t.request(`/deals/${dealId}/comments`, { token: member.token })).json()) as {
      items: Comment[];
    };
    const shown = list.items.find((c) => c.id === posted.id)!;
    expect(shown.body).toBe('First draft');
    expect(shown.canEdit).toBe(false);
  });

  it('nobody edits someone else’s comment, admins included', async () => {
    const theirs = await post(admin.token, 'From the desk');
    const byMember = await edit(member.token, theirs.id, 'Hijacked');
    expect(byMember.status).toBe(403);
    expect(((await byMember.json()) as { error: string }).error).toBe('You can only edit your own comments');
    const mine = await post(member.token, 'Mine');
    expect((await edit(admin.token, mine.id, 'Admin edit')).status).toBe(403);
  });

  it('members delete their own comments only; admins delete any', async () => {
    const adminComment = await post(admin.token, 'Admin note');
    const refused = await remove(member.token, adminComment.id);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('You can only delete your own comments');
    const memberComment = await post(member.token, 'Member note');
    const memberView = (await (await t.request(`/deals/${dealId}/comments`, { token: member.token })).json()) as {
      items: Comment[];
    };
    expect(memberView.items.find((c) => c.id === adminComment.id)?.canDelete).toBe(false);
    expect(memberView.items.find((c) => c.id === memberComment.id)?.canDelete).toBe(true);
    expect((await remove(admin.token, memberComment.id)).status).toBe(200);
    const own = await post(member.token, 'Short-lived');
    expect((await remove(member.token, own.id)).status).toBe(200);
    expect((await remove(member.token, own.id)).status).toBe(404);
    const list = (await (await t.request(`/deals/${dealId}/comments?limit=200`, { token: member.token })).json()) as {
      items: Comment[];
    };
    const ids = list.items.map((c) => c.id);
    expect(ids).toContain(adminComment.id);
    expect(ids).not.toContain(memberComment.id);
    expect(ids).not.toContain(own.id);
  });

  it('a deleted deal takes its comments with it', async () => {
    const doomed = await createDeal(t, member, '21 Gone Street');
    expect((await comment(t, member.token, doomed, 'bye')).status).toBe(201);
    expect((await t.request(`/deals/${doomed}`, { method: 'DELETE', token: member.token })).status).toBe(200);
    expect(
      await t.gateway.container.repositories.comments.listPage(doomed, { limit: 10, after: null, total: null }),
    ).toEqual({
      rows: [],
      total: 0,
    });
  });
});
