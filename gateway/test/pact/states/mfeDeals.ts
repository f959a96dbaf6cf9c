import { dealsPactStates, pactIds } from '@portal/mfe-deals/pact-states';
import type { Container } from '../../../src/container';
import type { DealRecord } from '../../../src/features/deals/model';
import { SETTINGS_ID as STALE_THRESHOLDS_ID } from '../../../src/features/staleDeals/model';
import { dealRecord, seedDocument, seedUser, type SeedDeal } from '../../support/seed';
import type { StateContext, StateHandlers } from './context';

/**
 * The deal both mfe-deals states seed: every field filled, a stage with its history and the
 * underwriting figures but a project cost (see the consumer's dealBody).
 */
const pactDealFields = (createdAt: Date): SeedDeal => ({
  propertyName: 'Pact Plaza',
  propertyAddress: '1 Pact Street, Springfield',
  propertyType: 'Multifamily',
  dealType: 'Acquisition',
  propertyVintage: '1998',
  sponsorNetWorth: '5M',
  sponsorLiquidity: '1M',
  loanRequest: '$1.5M',
  additionalInformation: 'Pact note',
  status: 'Open',
  stage: 'Qualification',
  stageLastUpdated: new Date('2026-03-16T09:00:00.000Z'),
  stageHistory: [{ from: null, to: 'Qualification', at: new Date('2026-03-16T09:00:00.000Z'), source: 'import' }],
  propertyState: 'IL',
  propertyValue: 2_400_000,
  netOperatingIncome: 180_000,
  loanPurpose: 'purchase',
  totalProjectCost: null,
  termMonths: 120,
  amortisationMonths: 360,
  interestOnlyMonths: 12,
  createdAt,
  updatedAt: createdAt,
});

/** Removes a user's deals and their documents, and whatever holds the pact's fixed ids. */
async function clearDeals(c: Container, userId: string): Promise<void> {
  const deals = await c.repositories.deals.listByUser(userId);
  const fixed = await c.repositories.deals.findById(pactIds.deal);
  for (const deal of fixed ? [...deals, fixed] : deals) {
    await c.repositories.documents.deleteByDeal(deal._id);
    await c.repositories.deals.delete(deal._id);
  }
  await c.repositories.documents.delete(pactIds.document);
}

/** The default stale thresholds (Qualification: 7 days), under which the pact deal, in its stage since March, is stale. */
async function defaultStaleThresholds(t: StateContext['t']): Promise<void> {
  await t.gateway.db.collection('settings').deleteOne({ _id: STALE_THRESHOLDS_ID } as never);
  await t.gateway.container.infra.settingsCache.changed();
}

/** Provider states of the mfe-deals pacts (exact sentences shared with its consumer tests). */
export function mfeDealsStates({ t, signInAs }: StateContext): StateHandlers {
  const c = t.gateway.container;
  return {
    [dealsPactStates.memberOwnsDealWithDocument]: async () => {
      const { user } = await signInAs('demo-member');
      const owner = { _id: user.id as string, username: 'demo-member' };
      await clearDeals(c, owner._id);
      await defaultStaleThresholds(t);
      const deal: DealRecord = await c.repositories.deals.create({
        ...dealRecord(owner, pactDealFields(new Date('2026-03-10T12:00:00.000Z'))),
        _id: pactIds.deal,
      });
      // seedDocument stores the bytes on the local backend; the record is then re-keyed to the fixed id.
      const document = await seedDocument(c, deal, {
        fileName: 'term-sheet.pdf',
        createdAt: new Date('2026-03-16T10:00:00.000Z'),
      });
      await c.repositories.documents.delete(document._id);
      await c.repositories.documents.insert({ ...document, _id: pactIds.document });
    },

    [dealsPactStates.memberScrollsPastFirstPage]: async () => {
      const { user, token } = await signInAs('demo-member');
      const owner = { _id: user.id as string, username: 'demo-member' };
      await clearDeals(c, owner._id);
      await defaultStaleThresholds(t);
      await c.repositories.deals.create({
        ...dealRecord(owner, pactDealFields(new Date('2026-03-10T12:00:00.000Z'))),
        _id: pactIds.deal,
      });
      await c.repositories.deals.create(dealRecord(owner, pactDealFields(new Date('2026-03-12T12:00:00.000Z'))));
      // The cursor a first page of one row hands out: cursors are signed, so the gateway mints it.
      const response = await fetch(new URL('/deals?limit=1', t.gateway.url), {
        headers: { authorization: `Bearer ${token}` },
      });
      const page = (await response.json()) as { nextCursor: string | null };
      if (!page.nextCursor) throw new Error('the first page of the member’s deals has no next cursor');
      return { cursor: page.nextCursor };
    },

    [dealsPactStates.adminAndMemberDeal]: async () => {
      const member =
        (await c.repositories.users.findByUsername('pact-member')) ??
        (await seedUser(c, { username: 'pact-member', name: 'Pact Member' }));
      await clearDeals(c, member._id);
      await defaultStaleThresholds(t);
      await c.repositories.deals.create(dealRecord(member, pactDealFields(new Date('2026-03-15T12:00:00.000Z'))));
      await signInAs('demo-admin');
      return { memberId: member._id };
    },

    [dealsPactStates.adminWithSavedView]: async () => {
      const { user } = await signInAs('demo-admin');
      const views = t.gateway.db.collection('savedviews');
      await views.deleteMany({});
      const at = new Date('2026-03-20T09:00:00.000Z');
      await views.insertOne({
        _id: pactIds.savedView,
        name: 'Open deals',
        nameLower: 'open deals',
        query: 'q=pact&status=Open',
        createdBy: user.id,
        createdByUsername: 'demo-admin',
        createdAt: at,
        updatedAt: at,
      } as never);
    },
  };
}
