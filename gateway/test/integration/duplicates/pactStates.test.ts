import { pactIds } from '@portal/mfe-deals/pact-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACT_DUPLICATE_ADDRESS } from '../../../../mfe-admin/src/test/pactStates';
import { duplicatePactStates, duplicateStates } from '../../pact/states/duplicates';
import { startTestGateway, type TestGateway } from '../../support/testGateway';
import { json, type Deal, type ErrorBody, type FlagPage } from './support';

/** The duplicate provider states seed what their sentences say, for the token they set. */
describe('the duplicate provider states', () => {
  let t: TestGateway;
  let token: string | null = null;
  let states: ReturnType<typeof duplicateStates>;
  const call = (path: string, init: { method?: string; json?: unknown } = {}) =>
    t.request(path, { ...init, ...(token ? { token } : {}) });

  beforeAll(async () => {
    t = await startTestGateway({}, { ghl: true });
    // As the provider verification runs them: demo-member on the auto-access list.
    await t.gateway.container.repositories.autoAccess.add({
      discordUsername: 'demo-member',
      notes: 'pact',
      addedBy: null,
      addedByUsername: null,
    });
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
    const page = await json<FlagPage>(await call('/admin/duplicates?status=open'));
    expect(page.items.map((flag) => flag.id)).toEqual([ids.flagId]);
    const [flag] = page.items;
    expect(flag!.deal).toMatchObject({ id: ids.raisedDealId, propertyName: expect.any(String) });
    expect(flag!.deal.owner).toMatchObject({
      username: 'demo-admin',
      name: expect.any(String),
      email: expect.any(String),
    });
    expect(flag!.matches[0]!.deal).toMatchObject({
      id: ids.matchedDealId,
      propertyName: 'Pact Harbor Lofts',
      propertyAddress: PACT_DUPLICATE_ADDRESS,
      owner: { username: 'demo-member', name: expect.any(String), email: expect.any(String) },
    });
    const merged = await call(`/admin/duplicates/${ids.flagId}/merge`, {
      method: 'POST',
      json: { keepDealId: ids.matchedDealId, mergeDealId: ids.raisedDealId },
    });
    expect(merged.status).toBe(200);
    // Set up again from scratch: one open flag again.
    const again = (await states[duplicatePactStates.openFlag]!()) as Record<string, string>;
    expect((await json<FlagPage>(await call('/admin/duplicates'))).items.map((item) => item.id)).toEqual([
      again.flagId,
    ]);
  });

  it(`'${duplicatePactStates.mergedFlag}': merging it again answers 409`, async () => {
    const ids = (await states[duplicatePactStates.mergedFlag]!()) as Record<string, string>;
    const again = await call(`/admin/duplicates/${ids.flagId}/merge`, {
      method: 'POST',
      json: { keepDealId: ids.keepDealId, mergeDealId: ids.mergeDealId },
    });
    expect(again.status).toBe(409);
    expect(await json<ErrorBody>(again, 409)).toMatchObject({ error: 'This flag is already resolved' });
  });

  it(`'${duplicatePactStates.defaultSettings}'`, async () => {
    await states[duplicatePactStates.defaultSettings]!();
    expect(await json(await call('/admin/settings/duplicates'))).toEqual({
      closedWithinDays: 365,
      defaults: { closedWithinDays: 365 },
    });
  });

  it(`'${duplicatePactStates.memberDealFlagged}': the owner reads the notice on the pact deal`, async () => {
    await states[duplicatePactStates.memberDealFlagged]!();
    const deal = await json<Deal>(await call(`/deals/${pactIds.deal}`));
    expect(deal.possibleDuplicate).toBe(true);
    expect(deal).not.toHaveProperty('duplicateFlagId');
  });

  it(`'${duplicatePactStates.ghlOpportunityMatches}': the matches name the deal, and linking it succeeds`, async () => {
    const ids = (await states[duplicatePactStates.ghlOpportunityMatches]!()) as Record<string, string>;
    const matches = await json<{ items: { deal: { id: string; propertyName: string } }[] }>(
      await call('/admin/ghl/import-opportunity/matches', {
        method: 'POST',
        json: { opportunityId: ids.opportunityId },
      }),
    );
    expect(matches.items.map((item) => item.deal.id)).toEqual([ids.matchedDealId]);
    const linked = await call('/admin/ghl/import-opportunity', {
      method: 'POST',
      json: { opportunityId: ids.opportunityId, userId: ids.memberId, linkDealId: ids.matchedDealId },
    });
    expect(linked.status).toBe(200);
  });
});
