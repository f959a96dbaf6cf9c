import { States } from '@portal/contracts/pact';
import type { TestGateway } from './testGateway';
import { seedDeal } from './seed';

const HOUR = 3600 * 1000;

/** Removes a user's deals (and their documents) so a state can be set up again from scratch. */
async function clearDeals(t: TestGateway, userId: string): Promise<void> {
  const c = t.gateway.container;
  for (const deal of await c.repositories.deals.listByUser(userId)) {
    await c.services.documents.removeAllForDeal(deal);
    await c.repositories.deals.delete(deal._id);
  }
}

/**
 * Provider-state handlers for the deal and document operations, built on the same seed functions as
 * the integration tests. `signIn` is the provider test's helper that signs a user in and keeps the
 * token for the request filter; it returns the signed-in user's id and username.
 */
export function dealStateHandlers(
  t: TestGateway,
  signIn: (username: string) => Promise<{ id: string; username: string }>,
): Record<string, () => Promise<unknown>> {
  return {
    [States.memberWithDealsSignedIn]: async () => {
      const member = await signIn('demo-member');
      await clearDeals(t, member.id);
      const now = t.clock.now().getTime();
      for (const [i, stage] of (['Needs Analysis', 'Lender Submission'] as const).entries()) {
        const changedAt = new Date(now - (i + 1) * HOUR);
        await seedDeal(
          t.gateway.container,
          { _id: member.id, username: member.username },
          {
            status: 'Under Review',
            stage,
            stageLastUpdated: changedAt,
            stageHistory: [{ from: 'Qualification', to: stage, at: changedAt, source: 'webhook' }],
            createdAt: new Date(now - (i + 2) * 24 * HOUR),
          },
        );
      }
    },
  };
}
