import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_STAGES } from '../../../sandbox/ghl';
import { seedDeal, seedGhlLinkedDeal } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Difference = { field: string; ourValue: unknown; ghlValue: unknown; type: string };
type Comparison = {
  ourDeal: { id: string; dealId: string };
  ghlOpportunity: { id: string; name: string } | null;
  hasDifferences: boolean;
  differences: Difference[];
};
type SyncResult = {
  totalRequested: number;
  successful: number;
  failed: number;
  results: { dealId: string; success: boolean; error?: string }[];
};

const CUSTOM_FIELDS: [string, string, string][] = [
  ['opportunity.property_address', '5 Ledger Lane, Boston', '9 Other Street'],
  ['opportunity.property_type', 'Retail', 'Industrial'],
  ['opportunity.deal_type', 'Acquisition', 'Bridge'],
  ['opportunity.property_vintage', '2004', '1999'],
  ['opportunity.sponsor_net_worth', '$15M', '$1M'],
  ['opportunity.sponsor_liquidity', '$2.5M', '$100K'],
  ['opportunity.loan_request', '$4M', '$9M'],
  ['opportunity.additional_information', 'Anchor tenant signed', 'Changed in GHL'],
];

const form = (email: string) => ({
  clientFirstName: 'Alan',
  clientLastName: 'Turing',
  clientPhone: '555-0112',
  clientEmail: email,
  propertyAddress: CUSTOM_FIELDS[0]![1],
  propertyType: CUSTOM_FIELDS[1]![1],
  dealType: CUSTOM_FIELDS[2]![1],
  propertyVintage: CUSTOM_FIELDS[3]![1],
  sponsorNetWorth: CUSTOM_FIELDS[4]![1],
  sponsorLiquidity: CUSTOM_FIELDS[5]![1],
  loanRequest: CUSTOM_FIELDS[6]![1],
  anyAdditionalInformation: CUSTOM_FIELDS[7]![1],
});

describe('GET /deals/compare/ghl and POST /deals/sync/ghl', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { ghl: true });
    admin = await t.signInAs('compare-admin', { isAdmin: true });
    member = await t.signInAs('compare-member');
  });
  afterAll(() => t.close());
  beforeEach(() => t.ghl!.clearFaults());

  const compare = async () => {
    const response = await t.request('/deals/compare/ghl', { token: admin.token });
    expect(response.status).toBe(200);
    return (await response.json()) as Comparison[];
  };
  const sync = async (dealIds: string[]) => {
    const response = await t.request('/deals/sync/ghl', { method: 'POST', token: admin.token, json: { dealIds } });
    expect(response.status).toBe(200);
    return (await response.json()) as SyncResult;
  };
  /** A member's deal, pushed to GHL and settled (linked, status taken from GHL's stage). */
  const linkedDeal = async (email: string) => {
    const response = await t.request('/deals', { method: 'POST', token: member.token, json: form(email) });
    const created = (await response.json()) as { id: string };
    return t.waitFor(async () => {
      const deal = (await (await t.request(`/deals/${created.id}`, { token: member.token })).json()) as {
        id: string;
        dealId: string;
        status: string;
        ghlOpportunityId: string | null;
      };
      return deal.ghlOpportunityId && deal.status === 'Under Review' ? deal : undefined;
    });
  };

  it('409 before GHL is configured', async () => {
    expect((await t.request('/deals/compare/ghl', { token: admin.token })).status).toBe(409);
    const response = await t.request('/deals/sync/ghl', {
      method: 'POST',
      token: admin.token,
      json: { dealIds: ['x'] },
    });
    expect(response.status).toBe(409);
    await t.configureGhl(admin.token);
  });

  it('no linked deals: an empty comparison', async () => {
    expect(await compare()).toEqual([]);
  });

  it('a deal just pushed matches its opportunity: no differences', async () => {
    const deal = await linkedDeal('in-sync@example.com');
    const [comparison] = (await compare()).filter((c) => c.ourDeal.id === deal.id);
    expect(comparison).toMatchObject({ hasDifferences: false, differences: [] });
    expect(comparison!.ghlOpportunity).toMatchObject({
      id: deal.ghlOpportunityId,
      name: `${deal.dealId} · 5 Ledger Lane, Boston`,
    });
  });

  it('reports a difference for every custom-field key that differs, and for name, value and status', async () => {
    const deal = await linkedDeal('drift@example.com');
    const opportunityId = deal.ghlOpportunityId!;
    for (const [key, , theirs] of CUSTOM_FIELDS) t.ghl!.setCustomField(opportunityId, key, theirs);
    const opportunity = t.ghl!.opportunity(opportunityId)!;
    opportunity.name = 'Renamed in GHL';
    opportunity.monetaryValue = 123;
    await t.ghl!.moveOpportunity(opportunityId, SANDBOX_STAGES.lenderSubmission.id);

    const [comparison] = (await compare()).filter((c) => c.ourDeal.id === deal.id);
    expect(comparison!.hasDifferences).toBe(true);
    expect(comparison!.differences).toEqual([
      {
        field: 'name',
        ourValue: `${deal.dealId} · 5 Ledger Lane, Boston`,
        ghlValue: 'Renamed in GHL',
        type: 'standard',
      },
      { field: 'status', ourValue: 'Under Review', ghlValue: 'LOE Sent', type: 'standard' },
      { field: 'monetaryValue', ourValue: 4_000_000, ghlValue: 123, type: 'standard' },
      ...CUSTOM_FIELDS.map(([field, ours, theirs]) => ({
        field,
        ourValue: ours,
        ghlValue: theirs,
        type: 'customField',
      })),
    ]);
    // A field emptied in GHL is a difference too.
    t.ghl!.setCustomField(opportunityId, 'opportunity.property_vintage', '');
    const [again] = (await compare()).filter((c) => c.ourDeal.id === deal.id);
    expect(again!.differences).toContainEqual({
      field: 'opportunity.property_vintage',
      ourValue: '2004',
      ghlValue: null,
      type: 'customField',
    });

    // Sync pushes our values and takes GHL's stage; afterwards nothing differs.
    const result = await sync([deal.id]);
    expect(result).toEqual({
      totalRequested: 1,
      successful: 1,
      failed: 0,
      results: [{ dealId: deal.id, success: true }],
    });
    const [after] = (await compare()).filter((c) => c.ourDeal.id === deal.id);
    expect(after).toMatchObject({ hasDifferences: false, differences: [] });
    expect(t.ghl!.opportunity(opportunityId)).toMatchObject({
      name: `${deal.dealId} · 5 Ledger Lane, Boston`,
      monetaryValue: 4_000_000,
    });
    const synced = (await (await t.request(`/deals/${deal.id}`, { token: member.token })).json()) as {
      stage: string;
      status: string;
      stageHistory: { to: string; source: string }[];
    };
    expect(synced).toMatchObject({ stage: 'Lender Submission', status: 'LOE Sent' });
    expect(synced.stageHistory.at(-1)).toMatchObject({ to: 'Lender Submission', source: 'sync' });
  });

  it('an opportunity deleted in GHL shows as missing, and its sync fails with a reason', async () => {
    const deal = await linkedDeal('gone@example.com');
    t.ghl!.deleteOpportunity(deal.ghlOpportunityId!);
    const [comparison] = (await compare()).filter((c) => c.ourDeal.id === deal.id);
    expect(comparison).toEqual({
      ourDeal: expect.objectContaining({ id: deal.id }),
      ghlOpportunity: null,
      hasDifferences: true,
      differences: [{ field: 'ghlOpportunityId', ourValue: deal.ghlOpportunityId, ghlValue: null, type: 'missing' }],
    });
    expect(await sync([deal.id])).toEqual({
      totalRequested: 1,
      successful: 0,
      failed: 1,
      results: [{ dealId: deal.id, success: false, error: 'The linked GHL opportunity no longer exists' }],
    });
  });

  it('reports per-deal failures (unknown deal, deal not linked) beside successes', async () => {
    const good = await linkedDeal('mixed@example.com');
    // A deal GHL never saw (seeded directly, not pushed).
    const owner = await t.gateway.container.repositories.users.findById(member.user.id);
    const unlinked = await seedDeal(t.gateway.container, owner!);
    const result = await sync([good.id, 'no-such-deal', unlinked._id, good.id]);
    expect(result).toEqual({
      totalRequested: 3,
      successful: 1,
      failed: 2,
      results: [
        { dealId: good.id, success: true },
        { dealId: 'no-such-deal', success: false, error: 'Deal not found' },
        { dealId: unlinked._id, success: false, error: 'Deal is not linked to a GHL opportunity' },
      ],
    });
  });

  it('a deal linked by the seed helpers (as provider states seed one) differs only in status until synced', async () => {
    const owner = (await t.gateway.container.repositories.users.findById(member.user.id))!;
    const { deal, opportunityId } = await seedGhlLinkedDeal(
      t.gateway.container,
      t.ghl!,
      owner,
      {},
      { stageId: SANDBOX_STAGES.needsAnalysis.id },
    );
    const [comparison] = (await compare()).filter((c) => c.ourDeal.id === deal._id);
    expect(comparison!.ghlOpportunity!.id).toBe(opportunityId);
    expect(comparison!.differences).toEqual([
      { field: 'status', ourValue: 'Open', ghlValue: 'In Underwriting', type: 'standard' },
    ]);
    expect(await sync([deal._id])).toMatchObject({ successful: 1 });
    const [after] = (await compare()).filter((c) => c.ourDeal.id === deal._id);
    expect(after!.differences).toEqual([]);
  });

  it('a 429 storm during the sync ends in success with exactly one contact and one opportunity', async () => {
    const deals = [await linkedDeal('storm-a@example.com'), await linkedDeal('storm-b@example.com')];
    for (const deal of deals) t.ghl!.setCustomField(deal.ghlOpportunityId!, 'opportunity.loan_request', 'stale');
    t.ghl!.failNext(15, 429);
    const result = await sync(deals.map((d) => d.id));
    expect(result).toMatchObject({ totalRequested: 2, successful: 2, failed: 0 });
    for (const [i, email] of ['storm-a@example.com', 'storm-b@example.com'].entries()) {
      expect(t.ghl!.contacts().filter((c) => c.email === email)).toHaveLength(1);
      const opportunities = t.ghl!.opportunitiesOfEmail(email);
      expect(opportunities.map((o) => o.id)).toEqual([deals[i]!.ghlOpportunityId]);
      expect(opportunities[0]!.customFields.sbxCfLoanRequest).toBe('$4M');
    }
    expect(t.ghl!.requests().filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(15);
  });

  it('an empty selection is a 400 with the reason', async () => {
    for (const json of [{ dealIds: [] }, {}]) {
      const response = await t.request('/deals/sync/ghl', { method: 'POST', token: admin.token, json });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('Select at least one deal to sync');
    }
  });

  it('502 for the comparison when GHL fails', async () => {
    t.ghl!.failFor(30_000, 500);
    expect((await t.request('/deals/compare/ghl', { token: admin.token })).status).toBe(502);
  });
});

describe('POST /deals/sync/ghl with jobs still running when the wait ends', () => {
  let t: TestGateway;
  afterAll(() => t.close());

  it('answers within the bound and reports the deal as still syncing, with the last error', async () => {
    t = await startTestGateway({ GHL_SYNC_WAIT_MS: '1500' }, { ghl: true });
    const admin = await t.signInAs('slow-admin', { isAdmin: true });
    const member = await t.signInAs('slow-member');
    await t.configureGhl(admin.token);
    const created = (await (
      await t.request('/deals', { method: 'POST', token: member.token, json: form('slow@example.com') })
    ).json()) as { id: string };
    await t.waitFor(async () => (await t.gateway.container.repositories.deals.findById(created.id))?.ghlOpportunityId);

    t.ghl!.failFor(60_000, 500);
    const started = Date.now();
    const response = await t.request('/deals/sync/ghl', {
      method: 'POST',
      token: admin.token,
      json: { dealIds: [created.id] },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    const body = (await response.json()) as SyncResult;
    expect(body).toMatchObject({ totalRequested: 1, successful: 0, failed: 1 });
    expect(body.results[0]!.error).toMatch(/^Still syncing in the background \(last attempt: GHL failed \(500\)/);
    t.ghl!.clearFaults();
  });
});
