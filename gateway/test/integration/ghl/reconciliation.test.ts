import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_STAGES } from '../../../sandbox/ghl';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Deal = {
  id: string;
  status: string;
  stage: string | null;
  ghlOpportunityId: string | null;
  stageHistory: { from: string | null; to: string | null; source: string }[];
};

describe('the GHL reconciliation job (GHL_RECONCILE_INTERVAL)', () => {
  let t: TestGateway;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({ GHL_RECONCILE_INTERVAL: '1 second' }, { ghl: true });
    const admin = await t.signInAs('reconcile-admin', { isAdmin: true });
    member = await t.signInAs('reconcile-member');
    await t.configureGhl(admin.token);
  });
  afterAll(() => t.close());

  const read = async (id: string) => (await (await t.request(`/deals/${id}`, { token: member.token })).json()) as Deal;

  it('picks up a stage change the webhook missed, through the webhook path (mapping, normalised name, history)', async () => {
    const response = await t.request('/deals', {
      method: 'POST',
      token: member.token,
      json: {
        clientFirstName: 'Dorothy',
        clientLastName: 'Vaughan',
        clientPhone: '555-0177',
        clientEmail: 'dorothy@example.com',
        propertyAddress: '3 Fortran Street',
        loanRequest: '900K',
      },
    });
    const { id } = (await response.json()) as Deal;
    const linked = await t.waitFor(async () => {
      const deal = await read(id);
      return deal.ghlOpportunityId && deal.status === 'Under Review' ? deal : undefined;
    });

    // GHL moves the opportunity, and the webhook never arrives.
    await t.ghl!.moveOpportunity(linked.ghlOpportunityId!, SANDBOX_STAGES.signedProposal.id, { notify: false });
    const after = await t.waitFor(async () => {
      const deal = await read(id);
      return deal.stage === 'Signed Proposal' ? deal : undefined;
    }, 10_000);
    expect(after.status).toBe('Signed Proposal');
    expect(after.stageHistory.at(-1)).toMatchObject({
      from: 'Qualification',
      to: 'Signed Proposal',
      source: 'reconciliation',
    });

    // Later runs with nothing missed change nothing.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await read(id)).toEqual(after);
  });

  it('a run reports what it checked and applied (the same job, run on demand)', async () => {
    const summary = await t.gateway.container.services.ghl.reconcile.reconcile();
    expect(summary.checked).toBeGreaterThanOrEqual(5);
    expect(summary).toMatchObject({ linked: 1, applied: 0, unknownStages: 0 });
  });
});
