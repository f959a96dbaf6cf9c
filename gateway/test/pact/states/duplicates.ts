import { dealsPactStates, duplicatePactStates as dealsDuplicateStates, pactIds } from '@portal/mfe-deals/pact-states';
import {
  DuplicatePactStates as AdminDuplicateStates,
  PACT_DUPLICATE_ADDRESS,
} from '../../../../mfe-admin/src/test/pactStates';
import type { AuthUser } from '../../../src/http/context';
import { seedDeal } from '../../support/seed';
import type { StateContext, StateHandlers } from './context';
import { mfeDealsStates } from './mfeDeals';

/**
 * The provider states of duplicate detection (docs/duplicates-and-fees.md), under the exact
 * sentences the front ends' consumer pacts name (mfe-admin/src/test/pactStates.ts,
 * mfe-deals/src/test/pactStates.ts). Each signs in the user the interaction calls as and answers
 * the ids the consumer cannot know, for `fromProviderState`.
 */
export const duplicatePactStates = {
  /** mfe-admin: listDuplicateFlags, dismissDuplicateFlag, mergeDuplicateDeals (admin signed in). */
  openFlag: AdminDuplicateStates.openFlag,
  /** mfe-admin: a merge of a flag already merged answers 409 (admin signed in). */
  mergedFlag: AdminDuplicateStates.mergedFlag,
  /** mfe-admin: findGhlImportMatches and importGhlOpportunity with linkDealId (admin signed in, GHL configured). */
  ghlOpportunityMatches: AdminDuplicateStates.ghlOpportunityMatchesDeal,
  /** mfe-admin: getDuplicateSettings and saveDuplicateSettings (admin signed in). */
  defaultSettings: AdminDuplicateStates.duplicateDefaults,
  /** mfe-deals: getDeal of the member's own deal carrying possibleDuplicate (member signed in). */
  memberDealFlagged: dealsDuplicateStates.memberDealFlagged,
} as const;

export const PACT_DUPLICATE_ADMIN = 'demo-admin';
export const PACT_DUPLICATE_OWNER = 'demo-member';
export const PACT_DUPLICATE_OTHER = 'pact-duplicate-other';

/** The member's deal of the mfe-admin states, and the admin's later deal of the same property. */
const MATCHED_NAME = 'Pact Harbor Lofts';
const RAISED_NAME = 'Harbor Lofts Refinance';
const RAISED_SPELLING = '12 harbor st #4, springfield, illinois 62701';
/** What the mfe-deals pact deal is (gateway/test/pact/states/mfeDeals.ts): another member brought the same property. */
const PACT_DEAL_ADDRESS = '1 Pact Street, Springfield';

type StateWithTeardown = (() => Promise<unknown>) & { setup: () => Promise<unknown>; teardown: () => Promise<unknown> };

const withTeardown = (setup: () => Promise<unknown>, teardown: () => Promise<unknown>): StateWithTeardown =>
  Object.assign(() => setup(), { setup: () => setup(), teardown: () => teardown() });

export function duplicateStates(context: StateContext): StateHandlers {
  const { t, setToken } = context;
  const container = () => t.gateway.container;
  const collection = (name: string) => t.gateway.db.collection(name);
  // The pact deal (and its document) owned by the demo member, who is signed in: mfe-deals' own state.
  const seedMemberDeal = mfeDealsStates(context)[dealsPactStates.memberOwnsDealWithDocument]!;
  /** The GHL opportunities the states added, deleted again on teardown. */
  const opportunities: string[] = [];

  async function user(username: string, isAdmin: boolean): Promise<AuthUser> {
    const existing = await container().repositories.users.findByUsername(username);
    const id = existing?._id ?? (await t.signIn(username)).user.id;
    await container().repositories.users.setFlags(id, { isAdmin, isWhitelisted: true });
    return { id, discordId: '', username, isAdmin, isWhitelisted: true };
  }

  async function signInAs(who: AuthUser): Promise<void> {
    setToken((await container().services.auth.openSession(who.id))!.grant.token);
  }

  const admin = () => user(PACT_DUPLICATE_ADMIN, true);

  /**
   * No flags, no keys, the shipped settings, and none of the duplicate states' deals (removed the
   * way DELETE removes them): every deal of the other member, the admin's and the member's at
   * the states' property.
   */
  async function clear(): Promise<void> {
    for (const name of ['duplicateflags', 'propertykeys', 'duplicatedismissals']) await collection(name).deleteMany({});
    await collection('settings').deleteOne({ _id: 'duplicateSettings' } as never);
    const ours = new Set([PACT_DUPLICATE_ADDRESS, RAISED_SPELLING]);
    for (const username of [PACT_DUPLICATE_OWNER, PACT_DUPLICATE_ADMIN, PACT_DUPLICATE_OTHER]) {
      const owner = await container().repositories.users.findByUsername(username);
      if (!owner) continue;
      for (const deal of await container().repositories.deals.listByUser(owner._id)) {
        if (username === PACT_DUPLICATE_OTHER || ours.has(deal.propertyAddress ?? ''))
          await container().services.deals.removeAny(deal._id);
      }
    }
  }

  /** A deal of the property, stored as a create stores it (no GHL push: it has no opportunity). */
  async function propertyDeal(owner: AuthUser, propertyAddress: string, propertyName: string): Promise<string> {
    const deal = await seedDeal(
      container(),
      { _id: owner.id, username: owner.username },
      { propertyAddress, propertyState: 'IL', propertyName, ghlOpportunityId: null },
    );
    return deal._id;
  }

  /** Checks `first` then `second` as creates do; `second` must come out flagged. Answers its flag's id. */
  async function flag(first: string, second: string): Promise<string> {
    const checker = container().services.duplicates.checker;
    await checker.check(first, 'create');
    await checker.check(second, 'create');
    const stored = await container().repositories.deals.findById(second);
    if (!stored?.duplicateFlagId) throw new Error('state setup: the duplicate was not flagged');
    return stored.duplicateFlagId;
  }

  /**
   * The demo member's "Pact Harbor Lofts" at PACT_DUPLICATE_ADDRESS, then a deal of the demo admin
   * at another spelling of it, which raised the flag on create. Signs the admin in.
   */
  async function flaggedPair(): Promise<{
    admin: AuthUser;
    flagId: string;
    raisedDealId: string;
    matchedDealId: string;
  }> {
    await clear();
    const owner = await user(PACT_DUPLICATE_OWNER, false);
    const signedIn = await admin();
    const matchedDealId = await propertyDeal(owner, PACT_DUPLICATE_ADDRESS, MATCHED_NAME);
    const raisedDealId = await propertyDeal(signedIn, RAISED_SPELLING, RAISED_NAME);
    const flagId = await flag(matchedDealId, raisedDealId);
    await signInAs(signedIn);
    return { admin: signedIn, flagId, raisedDealId, matchedDealId };
  }

  return {
    [duplicatePactStates.openFlag]: withTeardown(async () => {
      const { flagId, raisedDealId, matchedDealId } = await flaggedPair();
      return { flagId, raisedDealId, matchedDealId };
    }, clear),

    [duplicatePactStates.mergedFlag]: withTeardown(async () => {
      const pair = await flaggedPair();
      const merged = await container().services.duplicates.service.merge(pair.admin, pair.flagId, {
        keepDealId: pair.matchedDealId,
        mergeDealId: pair.raisedDealId,
      });
      if (!merged.ok) throw new Error(`state setup: the merge failed (${merged.error.message})`);
      return { flagId: pair.flagId, keepDealId: pair.matchedDealId, mergeDealId: pair.raisedDealId };
    }, clear),

    // A save replayed here must not leak into another interaction: the defaults come back after.
    [duplicatePactStates.defaultSettings]: withTeardown(async () => {
      await collection('settings').deleteOne({ _id: 'duplicateSettings' } as never);
      await signInAs(await admin());
    }, clear),

    [duplicatePactStates.memberDealFlagged]: withTeardown(async () => {
      await clear();
      await seedMemberDeal();
      const other = await user(PACT_DUPLICATE_OTHER, false);
      const otherDealId = await propertyDeal(other, PACT_DEAL_ADDRESS, 'Pact Plaza Refinance');
      await flag(otherDealId, pactIds.deal);
      await signInAs(await user(PACT_DUPLICATE_OWNER, false));
      return { dealId: pactIds.deal };
    }, clear),

    [duplicatePactStates.ghlOpportunityMatches]: withTeardown(
      async () => {
        await clear();
        if (!t.ghl)
          throw new Error('state setup: the provider gateway runs no GHL sandbox (start it with { ghl: true })');
        const signedIn = await admin();
        await signInAs(signedIn);
        await t.configureGhl((await container().services.auth.openSession(signedIn.id))!.grant.token);
        const owner = await user(PACT_DUPLICATE_OWNER, false);
        const matchedDealId = await propertyDeal(owner, PACT_DUPLICATE_ADDRESS, MATCHED_NAME);
        await container().services.duplicates.checker.check(matchedDealId, 'create');
        const opportunity = t.ghl.addOpportunity({
          name: RAISED_NAME,
          contact: { firstName: 'Jane', lastName: 'Client', email: 'jane@clients.example' },
          stageId: t.ghl.stages.qualification.id,
          monetaryValue: 2_400_000,
          customFields: { 'opportunity.property_address': PACT_DUPLICATE_ADDRESS, 'opportunity.loan_request': '$2.4M' },
        });
        opportunities.push(opportunity.id);
        return { opportunityId: opportunity.id, matchedDealId, memberId: owner.id };
      },
      async () => {
        await clear();
        for (const id of opportunities.splice(0)) t.ghl?.deleteOpportunity(id);
        await collection('settings').deleteOne({ _id: 'ghl' } as never);
        await container().infra.settingsCache.changed();
      },
    ),
  };
}
