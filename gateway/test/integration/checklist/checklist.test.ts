import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallPdf } from '../../support/files';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { createDeal, notificationsOf, timeline } from '../collaboration/helpers';

type ChecklistItem = {
  id: string;
  name: string;
  required: boolean;
  status: string;
  reason: string | null;
  documents: { id: string; fileName: string }[];
};
type Checklist = {
  dealId: string;
  dealType: string;
  items: ChecklistItem[];
  progress: { done: number; total: number };
};

describe('a deal’s document checklist: upload against an item, review, progress', () => {
  let t: TestGateway;
  let member: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('cl-admin', { isAdmin: true });
    member = await t.signInAs('cl-member');
    other = await t.signInAs('cl-other');
  });
  afterAll(() => t.close());

  const checklistOf = async (dealId: string, token = member.token): Promise<Checklist> => {
    const response = await t.request(`/deals/${dealId}/checklist`, { token });
    expect(response.status).toBe(200);
    return (await response.json()) as Checklist;
  };
  const item = (list: Checklist, id: string) => list.items.find((candidate) => candidate.id === id)!;
  const review = (dealId: string, itemId: string, json: unknown, token = admin.token) =>
    t.request(`/admin/deals/${dealId}/checklist/${itemId}/review`, { method: 'POST', token, json });
  const dealRow = async (dealId: string, token = member.token) =>
    (await (await t.request(`/deals/${dealId}`, { token })).json()) as { checklist: { done: number; total: number } };

  it('a new Refinance deal follows the default Refinance template, every item Missing, 0 of its required items', async () => {
    const dealId = await createDeal(t, member, '1 Checklist Court');
    const list = await checklistOf(dealId);
    expect(list.dealType).toBe('Refinance');
    expect(list.items.map((entry) => entry.id)).toContain('rent-roll');
    expect(list.items.every((entry) => entry.status === 'Missing')).toBe(true);
    const required = list.items.filter((entry) => entry.required).length;
    expect(list.progress).toEqual({ done: 0, total: required });
    expect((await dealRow(dealId)).checklist).toEqual({ done: 0, total: required });
  });

  it('upload → reject with a reason → upload again → accept: statuses, reason, progress, timeline and notifications', async () => {
    const dealId = await createDeal(t, member, '2 Review Road');
    const total = (await checklistOf(dealId)).progress.total;

    const first = await t.upload(member.token, {
      dealId,
      fileName: 'rent-roll.pdf',
      content: smallPdf(),
      checklistItemId: 'rent-roll',
    });
    expect(first.status).toBe(201);
    expect(((await first.json()) as { document: { checklistItemId: string } }).document.checklistItemId).toBe(
      'rent-roll',
    );
    let list = await checklistOf(dealId);
    expect(item(list, 'rent-roll')).toMatchObject({ status: 'Uploaded', reason: null });
    expect(item(list, 'rent-roll').documents.map((doc) => doc.fileName)).toEqual(['rent-roll.pdf']);

    const rejected = await review(dealId, 'rent-roll', { decision: 'reject', reason: 'Missing units 12 to 20' });
    expect(rejected.status).toBe(200);
    expect(item((await rejected.json()) as Checklist, 'rent-roll')).toMatchObject({
      status: 'Rejected',
      reason: 'Missing units 12 to 20',
    });
    list = await checklistOf(dealId);
    expect(item(list, 'rent-roll').reason).toBe('Missing units 12 to 20');

    expect(
      (
        await t.upload(member.token, {
          dealId,
          fileName: 'rent-roll-2.pdf',
          content: smallPdf(),
          checklistItemId: 'rent-roll',
        })
      ).status,
    ).toBe(201);
    list = await checklistOf(dealId);
    expect(item(list, 'rent-roll')).toMatchObject({ status: 'Uploaded', reason: null });
    expect(
      item(list, 'rent-roll')
        .documents.map((doc) => doc.fileName)
        .sort(),
    ).toEqual(['rent-roll-2.pdf', 'rent-roll.pdf']);

    // A moment later (the test clock stands still otherwise), so the newest-first lists have an order.
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    const accepted = await review(dealId, 'rent-roll', { decision: 'accept' });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as Checklist).progress).toEqual({ done: 1, total });
    expect((await dealRow(dealId)).checklist).toEqual({ done: 1, total });
    const page = (await (await t.request('/deals?limit=200', { token: member.token })).json()) as {
      items: { id: string; checklist: unknown }[];
    };
    expect(page.items.find((row) => row.id === dealId)!.checklist).toEqual({ done: 1, total });

    const entries = await timeline(t, member.token, dealId);
    const reviews = entries.filter((entry) => entry.kind === 'checklistReviewed') as unknown as {
      checklistReview: { itemId: string; decision: string; reason: string | null };
      actor: { name: string };
    }[];
    expect(reviews.map((entry) => entry.checklistReview)).toEqual([
      { itemId: 'rent-roll', itemName: 'Rent Roll', decision: 'accept', reason: null },
      { itemId: 'rent-roll', itemName: 'Rent Roll', decision: 'reject', reason: 'Missing units 12 to 20' },
    ]);
    expect(reviews[0]!.actor.name).toBe('cl-admin');

    const { items } = await notificationsOf(t, member.token);
    const titles = items.filter((entry) => entry.kind === 'checklistReviewed').map((entry) => entry.title);
    expect(titles).toEqual(['Rent Roll accepted', 'Rent Roll rejected']);
    expect(items.find((entry) => entry.title === 'Rent Roll rejected')!.message).toContain('Missing units 12 to 20');
  });

  it('review rules: a reason to reject, nothing to review while Missing, unknown items 404', async () => {
    const dealId = await createDeal(t, member, '3 Rules Row');
    expect(await (await review(dealId, 't12', { decision: 'accept' })).json()).toMatchObject({
      error: 'Nothing has been uploaded for this item yet',
    });
    await t.upload(member.token, { dealId, fileName: 't12.pdf', content: smallPdf(), checklistItemId: 't12' });
    const noReason = await review(dealId, 't12', { decision: 'reject', reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({
      error: 'A reason is required to reject an item',
      details: [{ field: 'body.reason', message: 'A reason is required to reject an item' }],
    });
    expect((await review(dealId, 't12', { decision: 'reject', reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await review(dealId, 'no-such-item', { decision: 'accept' })).status).toBe(404);
    expect((await review('no-such-deal', 't12', { decision: 'accept' })).status).toBe(404);
  });

  it('an upload naming an item the deal’s checklist lacks answers 400 and stores nothing', async () => {
    const dealId = await createDeal(t, member, '4 Unknown Lane');
    const response = await t.upload(member.token, {
      dealId,
      fileName: 'x.pdf',
      content: smallPdf(),
      checklistItemId: 'construction-budget',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'Unknown checklist item',
      details: [{ field: 'body.checklistItemId', message: 'Unknown checklist item' }],
    });
    const docs = (await (await t.request(`/deals/${dealId}/documents`, { token: member.token })).json()) as unknown[];
    expect(docs).toHaveLength(0);
    // No item: a plain document, as before.
    expect((await t.upload(member.token, { dealId, fileName: 'plain.pdf', content: smallPdf() })).status).toBe(201);
  });

  it('deleting the only document of an item makes it Missing again; changing the type keeps files and matching statuses', async () => {
    const dealId = await createDeal(t, member, '5 Switch Street');
    const upload = async (itemId: string) =>
      (
        (await (
          await t.upload(member.token, {
            dealId,
            fileName: `${itemId}.pdf`,
            content: smallPdf(),
            checklistItemId: itemId,
          })
        ).json()) as { document: { id: string } }
      ).document.id;
    const rentRoll = await upload('rent-roll');
    await upload('mortgage-statement');
    expect((await review(dealId, 'rent-roll', { decision: 'accept' })).status).toBe(200);

    // Refinance → Construction: the rent roll is not on it; the PFS is on both.
    const pfs = await upload('pfs');
    expect((await review(dealId, 'pfs', { decision: 'accept' })).status).toBe(200);
    const edited = await t.request(`/deals/${dealId}`, {
      method: 'PUT',
      token: member.token,
      json: { ...(await import('../collaboration/helpers')).dealForm('5 Switch Street'), dealType: 'Construction' },
    });
    expect(edited.status).toBe(200);
    const list = await checklistOf(dealId);
    expect(list.dealType).toBe('Construction');
    expect(list.items.some((entry) => entry.id === 'rent-roll')).toBe(false);
    expect(item(list, 'pfs').status).toBe('Accepted');
    expect(item(list, 'construction-budget').status).toBe('Missing');
    expect(list.progress.done).toBe(1);
    expect(((await edited.json()) as { checklist: unknown }).checklist).toEqual(list.progress);
    const docs = (await (await t.request(`/deals/${dealId}/documents`, { token: member.token })).json()) as unknown[];
    expect(docs).toHaveLength(3);

    // Back to Refinance: the rent roll's acceptance is still there; deleting its file makes it Missing.
    await t.request(`/deals/${dealId}`, {
      method: 'PUT',
      token: member.token,
      json: (await import('../collaboration/helpers')).dealForm('5 Switch Street'),
    });
    expect(item(await checklistOf(dealId), 'rent-roll').status).toBe('Accepted');
    expect((await t.request(`/documents/${rentRoll}`, { method: 'DELETE', token: member.token })).status).toBe(200);
    const after = await checklistOf(dealId);
    expect(item(after, 'rent-roll')).toMatchObject({ status: 'Missing', documents: [] });
    expect(after.progress.done).toBe(1);
    expect(pfs).toBeTruthy();
  });

  it('authorization: another member gets 404 for the checklist and for uploads; members cannot review or edit templates', async () => {
    const dealId = await createDeal(t, member, '6 Private Place');
    expect((await t.request(`/deals/${dealId}/checklist`, { token: other.token })).status).toBe(404);
    const foreign = await t.upload(other.token, {
      dealId,
      fileName: 'x.pdf',
      content: smallPdf(),
      checklistItemId: 'rent-roll',
    });
    expect(foreign.status).toBe(404);
    await t.upload(member.token, { dealId, fileName: 'rr.pdf', content: smallPdf(), checklistItemId: 'rent-roll' });
    expect((await review(dealId, 'rent-roll', { decision: 'accept' }, member.token)).status).toBe(403);
    expect((await review(dealId, 'rent-roll', { decision: 'accept' }, other.token)).status).toBe(403);
    expect((await t.request('/admin/settings/checklist', { token: member.token })).status).toBe(403);
    expect(
      (
        await t.request('/admin/settings/checklist', {
          method: 'PUT',
          token: member.token,
          json: { templates: [], reminderAfterDays: 3 },
        })
      ).status,
    ).toBe(403);
    expect((await t.request(`/deals/${dealId}/checklist`)).status).toBe(401);
    // The admin reads any deal's checklist.
    expect(item(await checklistOf(dealId, admin.token), 'rent-roll').status).toBe('Uploaded');
    expect(item(await checklistOf(dealId), 'rent-roll').status).toBe('Uploaded');
  });
});
