import { sampleDataPactStates } from '@portal/mfe-deals/pact-states';
import { SampleDataPactStates } from '../../../../mfe-admin/src/test/pactStates';
import { seedDeal } from '../../support/seed';
import type { StateContext, StateHandlers } from './context';

/**
 * Provider states of the sample-data pacts (docs/sample-data.md). The provider runs every
 * service as the sandbox; these states empty the deals (through the repositories, so the rollups
 * follow) and set the sample book's record. A full 150-deal load is the integration test's.
 */
export function sampleDataStates({ t, signInAs }: StateContext): StateHandlers {
  const c = t.gateway.container;

  async function emptyPortal(): Promise<void> {
    for (const deal of await c.repositories.deals.list({})) {
      await c.services.documents.removeAllForDeal(deal);
      await c.repositories.deals.delete(deal._id);
    }
    await t.gateway.db.collection('samplebooks').deleteMany({});
  }

  return {
    [sampleDataPactStates.emptyPortal]: async () => {
      await emptyPortal();
      await signInAs('demo-member');
    },

    [SampleDataPactStates.loadedByAdmin]: async () => {
      await emptyPortal();
      const { user } = await signInAs('demo-admin');
      const deal = await seedDeal(c, { _id: user.id as string, username: 'demo-admin' });
      await t.gateway.db.collection('samplebooks').insertOne({
        _id: 'book',
        state: 'loaded',
        loadedBy: user.id,
        loadedAt: t.clock.now(),
        dealIds: [deal._id],
        userIds: [],
        ghlOpportunityIds: [],
      } as never);
    },
  };
}
