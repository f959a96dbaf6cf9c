import type { AuthUser } from '../../../src/http/context';
import { seedDeal } from '../../support/seed';
import type { StateContext, StateHandlers } from './context';

/**
 * The provider states of duplicate detection (docs/duplicates-and-fees.md): exact sentences the
 * front ends' consumer pacts name. Each signs in the user the interaction calls as and answers
 * the ids the consumer cannot know, for `fromProviderState`.
 */
export const duplicatePactStates = {
  /** mfe-admin: listDuplicateFlags, dismissDuplicateFlag, mergeDuplicateDeals (admin signed in). */
  openFlag: 'an open duplicate flag exists',
  /** mfe-admin: listDuplicateFlags' empty state (admin signed in). */
  noFlags: 'no duplicate flag exists',
  /** mfe-admin: findGhlImportMatches and importGhlOpportunity with linkDealId (admin signed in, GHL configured). */
  ghlOpportunityMatches: 'a GHL opportunity whose property matches a portal deal',
  /** mfe-admin: getDuplicateSettings and saveDuplicateSettings (admin signed in). */
  defaultSettings: 'the duplicate settings are the shipped defaults',
  /** mfe-deals: getDeal of the member's own deal carrying possibleDuplicate (member signed in). */
  memberDealFlagged: "a member's deal is flagged as a possible duplicate",
} as const;

export const PACT_DUPLICATE_ADMIN = 'demo-admin';
export const PACT_DUPLICATE_OWNER = 'demo-member';
export const PACT_DUPLICATE_OTHER = 'pact-duplicate-other';

/** The property both members brought, spelled two ways. */
const FIRST_SPELLING = '1200 North Lake Shore Drive, Suite 300, Chicago, Illinois 60610';
const SECOND_SPELLING = '1200 N. Lake Shore Dr #300, Chicago IL 60610';

export function duplicateStates({ t, setToken }: StateContext): StateHandlers {
  const container = () => t.gateway.container;
  const collection = (name: string) => t.gateway.db.collection(name);

  async function user(username: string, isAdmin: boolean): Promise<AuthUser> {
    const existing = await container().repositories.users.findByUsername(username);
    const id = existing?._id ?? (await t.signIn(username)).user.id;
    await container().repositories.users.setFlags(id, { isAdmin, isWhitelisted: true });
    return { id, discordId: '', username, isAdmin, isWhitelisted: true };
  }

  async function signInAs(who: AuthUser): Promise<void> {
    setToken((await container().services.auth.openSession(who.id))!.grant.token);
  }

  /** No flags, no keys, and none of the duplicate states' deals (removed the way DELETE removes them). */
  async function clear(): Promise<void> {
    for (const name of ['duplicateflags', 'propertykeys', 'duplicatedismissals']) await collection(name).deleteMany({});
    await collection('settings').deleteOne({ _id: 'duplicateSettings' } as never);
    for (const username of [PACT_DUPLICATE_OWNER, PACT_DUPLICATE_OTHER]) {
      const owner = await container().repositories.users.findByUsername(username);
      if (!owner) continue;
      for (const deal of await container().repositories.deals.listByUser(owner._id)) {
        if (deal.propertyAddress === FIRST_SPELLING || deal.propertyAddress === SECOND_SPELLING)
          await container().services.deals.removeAny(deal._id);
      }
    }
  }

  /** A deal of the property, stored as a create stores it (no GHL push: it has no opportunity). */
  async function propertyDeal(owner: AuthUser, propertyAddress: string): Promise<string> {
    const deal = await seedDeal(
      container(),
      { _id: owner.id, username: owner.username },
      { propertyAddress, propertyState: 'IL', propertyName: null, ghlOpportunityId: null },
    );
    return deal._id;
  }

  /** Two members' deals of one property, the second flagged; answers both ids and the flag's. */
  async function flaggedPair(): Promise<{ flagId: string; dealId: string; matchedDealId: string }> {
    await clear();
    const owner = await user(PACT_DUPLICATE_OWNER, false);
    const other = await user(PACT_DUPLICATE_OTHER, false);
    const first = await propertyDeal(other, FIRST_SPELLING);
    const second = await propertyDeal(owner, SECOND_SPELLING);
    const checker = container().services.duplicates.checker;
    await checker.check(first, 'create');
    await checker.check(second, 'create');
    const stored = await container().repositories.deals.findById(second);
    if (!stored?.duplicateFlagId) throw new Error('state setup: the duplicate was not flagged');
    return { flagId: stored.duplicateFlagId, dealId: second, matchedDealId: first };
  }

  return {
    [duplicatePactStates.openFlag]: async () => {
      const ids = await flaggedPair();
      await signInAs(await user(PACT_DUPLICATE_ADMIN, true));
      return { ...ids, keepDealId: ids.matchedDealId, mergeDealId: ids.dealId };
    },

    [duplicatePactStates.noFlags]: async () => {
      await clear();
      await signInAs(await user(PACT_DUPLICATE_ADMIN, true));
    },

    [duplicatePactStates.defaultSettings]: async () => {
      await collection('settings').deleteOne({ _id: 'duplicateSettings' } as never);
      await signInAs(await user(PACT_DUPLICATE_ADMIN, true));
    },

    [duplicatePactStates.memberDealFlagged]: async () => {
      const ids = await flaggedPair();
      await signInAs(await user(PACT_DUPLICATE_OWNER, false));
      return { dealId: ids.dealId };
    },

    [duplicatePactStates.ghlOpportunityMatches]: async () => {
      await clear();
      if (!t.ghl)
        throw new Error('state setup: the provider gateway runs no GHL sandbox (start it with { ghl: true })');
      const admin = await user(PACT_DUPLICATE_ADMIN, true);
      await signInAs(admin);
      await t.configureGhl((await container().services.auth.openSession(admin.id))!.grant.token);
      const owner = await user(PACT_DUPLICATE_OWNER, false);
      const dealId = await propertyDeal(owner, FIRST_SPELLING);
      await container().services.duplicates.checker.check(dealId, 'create');
      const opportunity = t.ghl.addOpportunity({
        name: 'Lake Shore Tower',
        contact: { firstName: 'Rosa', lastName: 'Diaz', email: 'rosa.lakeshore@clients.example' },
        stageId: t.ghl.stages.qualification.id,
        monetaryValue: 4_000_000,
        customFields: { 'opportunity.property_address': SECOND_SPELLING, 'opportunity.loan_request': '$4M' },
      });
      return { opportunityId: opportunity.id, dealId, userId: owner.id };
    },
  };
}
