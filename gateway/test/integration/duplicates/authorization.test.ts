import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { checked, dealForm, flagOf, getDeal, json, type Deal } from './support';

type Page<T> = { items: T[] };

/**
 * A member never learns another member's deal through the duplicate check: not from the create's
 * answer, the deal, its timeline or their notifications, and not from when the answer comes.
 */
describe("the duplicate check tells a member nothing of another member's deal", () => {
  let t: TestGateway;
  let admin: SignedIn;
  let owner: SignedIn;
  let other: SignedIn;
  let existing: Deal;
  /** Everything that would name the existing deal or its owner. */
  let secrets: string[];

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('authz-admin', { isAdmin: true });
    owner = await t.signInAs('authz-owner');
    other = await t.signInAs('authz-other');
    existing = await json<Deal>(
      await t.request('/deals', {
        method: 'POST',
        token: owner.token,
        json: dealForm('3100 Lakeshore Boulevard West, Toledo, Ohio 43611', { loanRequest: '$7.25M' }),
      }),
      201,
    );
    await checked(t, existing.id);
    secrets = [existing.id, existing.dealId, owner.user.id, 'authz-owner', '$7.25M'];
  });
  afterAll(() => t.close());

  const leaks = (text: string) => secrets.filter((secret) => text.includes(secret));

  it('answers a matching and a non-matching create alike: same status, same keys, no possibleDuplicate yet', async () => {
    const send = (address: string) =>
      t.request('/deals', { method: 'POST', token: other.token, json: dealForm(address) });
    const matching = await send('3100 Lakeshore Blvd. W., Toledo, OH 43611');
    const plain = await send('14 Unrelated Court, Dayton, OH 45402');
    expect(matching.status).toBe(201);
    expect(plain.status).toBe(201);
    const matchingText = await matching.text();
    const plainText = await plain.text();
    const matchingBody = JSON.parse(matchingText) as Deal;
    const plainBody = JSON.parse(plainText) as Deal;
    expect(Object.keys(matchingBody)).toEqual(Object.keys(plainBody));
    expect(matchingBody.possibleDuplicate).toBeUndefined();
    expect(leaks(matchingText)).toEqual([]);
    expect([...matching.headers.keys()].sort()).toEqual([...plain.headers.keys()].sort());

    // Once checked, the member's deal carries the notice and nothing else about the other deal.
    await checked(t, matchingBody.id);
    await checked(t, plainBody.id);
    expect(await flagOf(t, admin, matchingBody.id)).toBeDefined();
    const flagged = await t.request(`/deals/${matchingBody.id}`, { token: other.token });
    const flaggedText = await flagged.text();
    const flaggedDeal = JSON.parse(flaggedText) as Deal;
    expect(flaggedDeal.possibleDuplicate).toBe(true);
    expect(flaggedDeal).not.toHaveProperty('duplicateFlagId');
    expect(Object.keys(flaggedDeal).filter((key) => !(key in plainBody))).toEqual(['possibleDuplicate']);
    expect(leaks(flaggedText)).toEqual([]);

    // Their list, timeline and notifications say nothing of it either.
    for (const path of [
      '/deals?limit=100',
      `/deals/${matchingBody.id}/activities?limit=100`,
      '/notifications?limit=100',
      '/deals/pipeline?pageLimit=50',
    ]) {
      const response = await t.request(path, { token: other.token });
      expect(response.status, path).toBe(200);
      expect(leaks(await response.text()), path).toEqual([]);
    }
    const timeline = await json<Page<{ kind: string; changes: unknown[] }>>(
      await t.request(`/deals/${matchingBody.id}/activities?limit=100`, { token: other.token }),
    );
    expect(timeline.items.find((entry) => entry.kind === 'duplicateFlagged')).toMatchObject({ changes: [] });
  });

  it("keeps the owner's deal a 404 to other members, as before", async () => {
    const response = await t.request(`/deals/${existing.id}`, { token: other.token });
    expect(response.status).toBe(404);
    expect(leaks(await response.text())).toEqual([]);
  });

  it('refuses every duplicates operation to a member (403)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/duplicates'],
      ['POST', '/admin/duplicates/some-id/dismiss'],
      ['POST', '/admin/duplicates/some-id/merge', { keepDealId: existing.id, mergeDealId: 'x' }],
      ['POST', '/admin/ghl/import-opportunity/matches', { opportunityId: 'x' }],
      ['GET', '/admin/settings/duplicates'],
      ['PUT', '/admin/settings/duplicates', { closedWithinDays: 1 }],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(path, { method, token: other.token, ...(body ? { json: body } : {}) });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(leaks(await response.text())).toEqual([]);
    }
  });

  it('answers a create before its duplicate check has run: the check starts only after the answer', async () => {
    const checks = t.gateway.container.services.duplicates.checks;
    const start = checks.start;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: string[] = [];
    // Every check is held back until the gate opens; the create must not wait for it.
    checks.start = (dealId, source) => {
      started.push(dealId);
      void gate.then(() => start(dealId, source));
    };
    try {
      const response = await t.request('/deals', {
        method: 'POST',
        token: other.token,
        json: dealForm('3100 Lakeshore Boulevard W, Toledo, Ohio 43611'),
      });
      expect(response.status).toBe(201);
      const created = (await response.json()) as Deal;
      // Answered while its check has not run: still pending, no flag, no notice.
      expect(await t.gateway.container.repositories.deals.findById(created.id)).toMatchObject({
        duplicateCheck: 'pending',
      });
      expect((await getDeal(t, other, created.id)).possibleDuplicate).toBeUndefined();
      expect(await flagOf(t, admin, created.id)).toBeUndefined();
      await t.waitFor(() => started.includes(created.id));
      release();
      await checked(t, created.id);
      expect((await getDeal(t, other, created.id)).possibleDuplicate).toBe(true);
    } finally {
      checks.start = start;
      release();
    }
  });

  it('finishes a check a stopped process left, through the sweep', async () => {
    const checks = t.gateway.container.services.duplicates.checks;
    const start = checks.start;
    // As if the process stopped right after answering: the check never starts.
    checks.start = () => undefined;
    let created: Deal;
    try {
      created = await json<Deal>(
        await t.request('/deals', {
          method: 'POST',
          token: other.token,
          json: dealForm('3100 Lakeshore Blvd West, Toledo, OH'),
        }),
        201,
      );
    } finally {
      checks.start = start;
    }
    expect(await t.gateway.container.repositories.deals.findById(created.id)).toMatchObject({
      duplicateCheck: 'pending',
    });
    expect(await t.gateway.container.services.duplicates.checker.sweep()).toBeGreaterThanOrEqual(1);
    expect(await t.gateway.container.repositories.deals.findById(created.id)).not.toMatchObject({
      duplicateCheck: 'pending',
    });
    expect(await flagOf(t, admin, created.id)).toBeDefined();
  });
});
