import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duplicatePactStates, duplicateStates } from '../../pact/states/duplicates';
import { startTestGateway, type TestGateway } from '../../support/testGateway';
import { json, type Deal, type FlagPage } from './support';

/** The duplicate provider states seed what their sentences say, for the token they set. */
describe('the duplicate provider states', () => {
  let t: TestGateway;
  let token: string | null = null;
  let states: ReturnType<typeof duplicateStates>;
  const call = (path: string, init: { method?: string; json?: unknown } = {}) =>
    t.request(path, { ...init, ...(token ? { token } : {}) });

  beforeAll(async () => {
    t = await startTestGateway({}, { ghl: true });
    states = duplicateStates({
      t,
      setToken: (value) => {
        token = value;
      },
      setCookie: () => undefined,
      signInAs: async (username) => {
        const session = await t.signIn(username);
        token = session.token;
        return session;
      },
    });
  });
  afterAll(() => t.close());

  it(`'${duplicatePactStates.openFlag}': the admin lists it and may merge its deals`, async () => {
    const ids = (await states[duplicatePactStates.openFlag]!()) as Record<string, string>;
    const page = await json<FlagPage>(await call('/admin/duplicates'));
    expect(page.items.map((flag) => flag.id)).toEqual([ids.flagId]);
    expect(page.items[0]!.matches[0]!.deal.id).toBe(ids.keepDealId);
    const merged = await call(`/admin/duplicates/${ids.flagId}/merge`, {
      method: 'POST',
      json: { keepDealId: ids.keepDealId, mergeDealId: ids.mergeDealId },
    });
    expect(merged.status).toBe(200);
    // Set up again from scratch: one open flag again.
    const again = (await states[duplicatePactStates.openFlag]!()) as Record<string, string>;
    expect((await json<FlagPage>(await call('/admin/duplicates'))).items.map((flag) => flag.id)).toEqual([
      again.flagId,
    ]);
  });

  it(`'${duplicatePactStates.noFlags}' and '${duplicatePactStates.defaultSettings}'`, async () => {
    await states[duplicatePactStates.noFlags]!();
    expect((await json<FlagPage>(await call('/admin/duplicates'))).total).toBe(0);
    await states[duplicatePactStates.defaultSettings]!();
    expect(await json(await call('/admin/settings/duplicates'))).toEqual({
      closedWithinDays: 365,
      defaults: { closedWithinDays: 365 },
    });
  });

  it(`'${duplicatePactStates.memberDealFlagged}': the owner reads the notice on their deal`, async () => {
    const { dealId } = (await states[duplicatePactStates.memberDealFlagged]!()) as { dealId: string };
    const deal = await json<Deal>(await call(`/deals/${dealId}`));
    expect(deal.possibleDuplicate).toBe(true);
    expect(deal).not.toHaveProperty('duplicateFlagId');
  });

  it(`'${duplicatePactStates.ghlOpportunityMatches}': the matches name the deal, and linking it succeeds`, async () => {
    const ids = (await states[duplicatePactStates.ghlOpportunityMatches]!()) as Record<string, string>;
    const matches = await json<{ items: { deal: { id: string } }[] }>(
      await call('/admin/ghl/import-opportunity/matches', {
        method: 'POST',
        json: { opportunityId: ids.opportunityId },
      }),
    );
    expect(matches.items.map((item) => item.deal.id)).toEqual([ids.dealId]);
    const linked = await call('/admin/ghl/import-opportunity', {
      method: 'POST',
      json: { opportunityId: ids.opportunityId, userId: ids.userId, linkDealId: ids.dealId },
    });
    expect(linked.status).toBe(200);
  });
});
