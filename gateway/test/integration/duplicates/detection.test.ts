import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { checked, createDeal, dealForm, flagOf, flags, getDeal, json, type ErrorBody, type Flag } from './support';

const DAY_MS = 24 * 3600 * 1000;

describe('duplicate detection on create and edit', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('dup-admin', { isAdmin: true });
    alice = await t.signInAs('dup-alice');
    bob = await t.signInAs('dup-bob');
  });
  afterAll(() => t.close());

  it("flags a create whose address is another member's open deal spelled differently (admin sees both deals and owners)", async () => {
    const first = await createDeal(t, alice, '123 North Main Street, Suite 200, Springfield, Illinois 62701');
    await checked(t, first.id);
    const second = await createDeal(t, bob, '123 N. Main St #200, Springfield IL 62701-1234');
    await checked(t, second.id);

    const flag = await flagOf(t, admin, second.id);
    expect(flag).toMatchObject({
      source: 'create',
      status: 'open',
      deal: { id: second.id, dealId: second.dealId, owner: { username: 'dup-bob' }, exists: true },
      matches: [
        { deal: { id: first.id, dealId: first.dealId, owner: { username: 'dup-alice' } }, reasons: ['address'] },
      ],
    });
    expect((await flags(t, admin)).filter((each) => each.deal.id === second.id)).toHaveLength(1);
    // The owner reads only the notice; the admin also reads the flag's id.
    expect((await getDeal(t, bob, second.id)).possibleDuplicate).toBe(true);
    expect((await getDeal(t, admin, second.id)).duplicateFlagId).toBe(flag!.id);
    expect((await getDeal(t, bob, second.id)).duplicateFlagId).toBeUndefined();
    // The deal it matches raised nothing.
    expect((await getDeal(t, alice, first.id)).possibleDuplicate).toBeUndefined();
  });

  it('does not flag an unrelated address', async () => {
    const deal = await createDeal(t, bob, '9 Quiet Lane, Boise, ID 83702');
    await checked(t, deal.id);
    expect(await flagOf(t, admin, deal.id)).toBeUndefined();
    expect((await getDeal(t, bob, deal.id)).possibleDuplicate).toBeUndefined();
  });

  it('flags an edit that moves a deal onto a known property (source edit)', async () => {
    const known = await createDeal(t, alice, '500 West Madison Street, Chicago, IL 60661');
    await checked(t, known.id);
    const deal = await createDeal(t, bob, '77 Elsewhere Road, Peoria, IL 61602');
    await checked(t, deal.id);
    expect(await flagOf(t, admin, deal.id)).toBeUndefined();

    const edited = await t.request(`/deals/${deal.id}`, {
      method: 'PUT',
      token: bob.token,
      json: dealForm('500 W. Madison St., Chicago, Illinois 60661'),
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    await checked(t, deal.id);
    const flag = await flagOf(t, admin, deal.id);
    expect(flag).toMatchObject({ source: 'edit', matches: [{ deal: { id: known.id } }] });
  });

  it('counts a closed deal only within the window of the duplicate settings', async () => {
    const settings = await json<{ closedWithinDays: number; defaults: { closedWithinDays: number } }>(
      await t.request('/admin/settings/duplicates', { token: admin.token }),
    );
    expect(settings).toEqual({ closedWithinDays: 365, defaults: { closedWithinDays: 365 } });
    const deals = t.gateway.container.repositories.deals;

    const longClosed = await createDeal(t, alice, '1 Old Harbor Drive, Portland, ME 04101');
    await checked(t, longClosed.id);
    await deals.update(longClosed.id, {
      status: 'Closed',
      updatedAt: new Date(t.clock.now().getTime() - 400 * DAY_MS),
    });
    const outside = await createDeal(t, bob, 'One Old Harbor Dr., Portland, Maine 04101');
    await checked(t, outside.id);
    expect(await flagOf(t, admin, outside.id)).toBeUndefined();

    const recentlyClosed = await createDeal(t, alice, '2 Pine Ridge Road, Boulder, CO 80302');
    await checked(t, recentlyClosed.id);
    await deals.update(recentlyClosed.id, {
      status: 'Closed',
      updatedAt: new Date(t.clock.now().getTime() - 30 * DAY_MS),
    });
    const inside = await createDeal(t, bob, '2 Pine Ridge Rd, Boulder, Colorado');
    await checked(t, inside.id);
    expect(await flagOf(t, admin, inside.id)).toMatchObject({ matches: [{ deal: { id: recentlyClosed.id } }] });

    // A window of 0 days: closed deals no longer count.
    const saved = await t.request('/admin/settings/duplicates', {
      method: 'PUT',
      token: admin.token,
      json: { closedWithinDays: 0 },
    });
    expect(await saved.json()).toEqual({ closedWithinDays: 0, defaults: { closedWithinDays: 365 } });
    const later = await createDeal(t, bob, '2 Pine Ridge Road, Boulder, CO 80302');
    await checked(t, later.id);
    expect((await flagOf(t, admin, later.id))?.matches.map((match) => match.deal.id)).not.toContain(recentlyClosed.id);
    // null restores the default.
    const restored = await t.request('/admin/settings/duplicates', {
      method: 'PUT',
      token: admin.token,
      json: { closedWithinDays: null },
    });
    expect(((await restored.json()) as { closedWithinDays: number }).closedWithinDays).toBe(365);
  });

  it('refuses an out-of-range window with a 400 naming the field, and keeps what was saved', async () => {
    const response = await t.request('/admin/settings/duplicates', {
      method: 'PUT',
      token: admin.token,
      json: { closedWithinDays: 5000 },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.details?.map((detail) => detail.field)).toContain('body.closedWithinDays');
    const current = await json<{ closedWithinDays: number }>(
      await t.request('/admin/settings/duplicates', { token: admin.token }),
    );
    expect(current.closedWithinDays).toBe(365);
  });

  it('does not flag a dismissed pair again on a later edit', async () => {
    const original = await createDeal(t, alice, '40 Harbor View Terrace, Sausalito, CA 94965');
    await checked(t, original.id);
    const copy = await createDeal(t, bob, '40 Harbor View Ter., Sausalito, California 94965');
    await checked(t, copy.id);
    const flag = (await flagOf(t, admin, copy.id))!;
    expect(flag).toBeDefined();

    const dismissed = await json<Flag>(
      await t.request(`/admin/duplicates/${flag.id}/dismiss`, { method: 'POST', token: admin.token }),
    );
    expect(dismissed).toMatchObject({ status: 'dismissed', resolvedBy: 'dup-admin' });
    expect((await getDeal(t, bob, copy.id)).possibleDuplicate).toBeUndefined();
    const again = await t.request(`/admin/duplicates/${flag.id}/dismiss`, { method: 'POST', token: admin.token });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error).toBe('This flag is already resolved');

    const edited = await t.request(`/deals/${copy.id}`, {
      method: 'PUT',
      token: bob.token,
      json: dealForm('40 Harbor View Terrace, Sausalito, CA 94965'),
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await t.gateway.container.repositories.deals.findById(copy.id)).toMatchObject({ duplicateCheck: 'pending' });
    await checked(t, copy.id);
    expect(await flagOf(t, admin, copy.id)).toBeUndefined();
    expect((await getDeal(t, bob, copy.id)).possibleDuplicate).toBeUndefined();
    expect((await flags(t, admin, 'dismissed')).map((each) => each.id)).toContain(flag.id);
  });

  it('two creates of one property at the same moment end with at least one flag', async () => {
    const [left, right] = await Promise.all([
      createDeal(t, alice, '808 Twin Peaks Boulevard, San Francisco, CA 94131'),
      createDeal(t, bob, '808 Twin Peaks Blvd, San Francisco, California 94131'),
    ]);
    await Promise.all([checked(t, left.id), checked(t, right.id)]);
    const raised = (await flags(t, admin)).filter((flag) => flag.deal.id === left.id || flag.deal.id === right.id);
    expect(raised.length).toBeGreaterThanOrEqual(1);
    for (const flag of raised) {
      expect([left.id, right.id]).toContain(flag.matches[0]!.deal.id);
    }
  });

  it("a deleted deal's open flag and property keys go with it", async () => {
    const original = await createDeal(t, alice, '16 Orchard Lane, Ithaca, NY 14850');
    await checked(t, original.id);
    const copy = await createDeal(t, bob, '16 Orchard Ln, Ithaca, New York 14850');
    await checked(t, copy.id);
    expect(await flagOf(t, admin, copy.id)).toBeDefined();
    expect((await t.request(`/deals/${copy.id}`, { method: 'DELETE', token: bob.token })).status).toBe(200);
    await t.waitFor(async () => (await flagOf(t, admin, copy.id)) === undefined);
    const keys = await t.gateway.db.collection('propertykeys').find({}).toArray();
    for (const key of keys) expect((key as { dealIds?: string[] }).dealIds ?? []).not.toContain(copy.id);
    expect(keys.map((key) => String(key._id))).not.toContain(`deal:${copy.id}`);
  });

  it('a deleted deal leaves the flags that matched it: one with no match left goes with its notice, the others keep the rest', async () => {
    const original = await createDeal(t, alice, '21 Birch Street, Ames, IA 50010');
    await checked(t, original.id);
    const copy = await createDeal(t, bob, '21 Birch St, Ames, Iowa 50010');
    await checked(t, copy.id);
    const third = await createDeal(t, alice, '21 Birch Street, Ames, IA 50010-0001');
    await checked(t, third.id);
    expect((await flagOf(t, admin, copy.id))!.matches.map((match) => match.deal.id)).toEqual([original.id]);
    expect((await flagOf(t, admin, third.id))!.matches.map((match) => match.deal.id).sort()).toEqual(
      [original.id, copy.id].sort(),
    );

    expect((await t.request(`/deals/${original.id}`, { method: 'DELETE', token: alice.token })).status).toBe(200);
    await t.waitFor(async () => (await flagOf(t, admin, copy.id)) === undefined);
    expect((await getDeal(t, bob, copy.id)).possibleDuplicate).toBeUndefined();
    expect((await getDeal(t, admin, copy.id)).duplicateFlagId).toBeUndefined();
    const kept = await flagOf(t, admin, third.id);
    expect(kept).toMatchObject({ status: 'open', matches: [{ deal: { id: copy.id } }] });
    expect(kept!.matches).toHaveLength(1);
    expect((await getDeal(t, alice, third.id)).possibleDuplicate).toBe(true);
  });

  it('answers 404 for an unknown flag', async () => {
    const response = await t.request('/admin/duplicates/no-such-flag/dismiss', { method: 'POST', token: admin.token });
    expect(response.status).toBe(404);
  });
});
