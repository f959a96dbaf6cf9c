import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { createDeal } from '../collaboration/helpers';

/**
 * FerretDB rewrites a whole deal document on each `$set`: two writes of different fields of one
 * deal at the same moment (the checklist's item states, the duplicate check's marks, GHL's
 * observed time) could each put back what the other changed. Every writer takes the deal's lock.
 */
describe('writes of different fields of one deal at the same moment', () => {
  let t: TestGateway;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('cw-member');
  });
  afterAll(() => t.close());

  it('all land: the checklist state, the progress, the duplicate marks and GHL’s observed time', async () => {
    const { deals, checklist } = t.gateway.container.repositories;
    const dealId = await createDeal(t, member, '12 Race Row');
    for (let round = 1; round <= 25; round++) {
      const since = new Date(Date.UTC(2026, 0, 1, 0, 0, round));
      const flagId = `flag-${round}`;
      await Promise.all([
        checklist.setDealChecklist(
          dealId,
          [{ id: 'rent-roll', status: 'Uploaded', reason: null, reviewedAt: null, since }],
          { done: round, total: 99 },
        ),
        deals.setDuplicateState(dealId, { duplicateFlagId: flagId }),
        deals.touchGhlObservedAt(dealId, since),
        checklist.markReminded([dealId], since),
      ]);
      const stored = await deals.findById(dealId);
      expect({
        round,
        since: stored?.checklistItems?.[0]?.since,
        progress: stored?.checklist,
        flag: stored?.duplicateFlagId,
        observed: stored?.ghlStageObservedAt,
        reminded: stored?.checklistRemindedAt,
      }).toEqual({
        round,
        since,
        progress: { done: round, total: 99 },
        flag: flagId,
        observed: since,
        reminded: since,
      });
    }
  });
});
