import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_OTHER_PIPELINE, SANDBOX_STAGES, type SandboxOpportunity } from '../../../sandbox/ghl';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Opportunity = {
  id: string;
  name: string;
  pipelineId: string;
  pipelineName: string | null;
  createdAt: string | null;
  contact: { name: string | null; email: string | null } | null;
  customFields: { key: string; field_value: string | null }[];
};
type Deal = Record<string, unknown> & { id: string; dealId: string; userId: string };

describe('GHL Import: listing opportunities and importing one as a deal', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let broker: SignedIn;
  let other: SignedIn;
  let fresh: SandboxOpportunity;

  beforeAll(async () => {
    t = await startTestGateway({}, { ghl: true });
    admin = await t.signInAs('import-admin', { isAdmin: true });
    broker = await t.signInAs('import-broker');
    other = await t.signInAs('import-other');
    await t.configureGhl(admin.token);
    fresh = t.ghl!.addOpportunity({
      name: 'Maple Court Apartments',
      contact: { firstName: 'Rosa', lastName: 'Parks Diaz', email: 'rosa@clients.example', phone: '+15550123' },
      stageId: SANDBOX_STAGES.lenderSubmission.id,
      monetaryValue: 6_000_000,
      customFields: {
        'opportunity.property_address': '44 Maple Court, Dayton',
        'opportunity.property_type': 'Multifamily',
        'opportunity.deal_type': 'Acquisition',
        'opportunity.property_vintage': '1972',
        'opportunity.sponsor_net_worth': '$30M',
        'opportunity.sponsor_liquidity': '$4M',
        'opportunity.loan_request': '$6M',
        'opportunity.additional_information': 'Value-add, 120 units',
      },
    });
  });
  afterAll(() => t.close());

  const call = (path: string, init: { method?: string; json?: unknown } = {}) =>
    t.request(path, { token: admin.token, ...init });
  const importIt = (json: unknown) => call('/admin/ghl/import-opportunity', { method: 'POST', json });

  it('GET /admin/ghl/opportunities lists every pipeline, newest first, with pipeline names and custom fields by key', async () => {
    const response = await call('/admin/ghl/opportunities');
    expect(response.status).toBe(200);
    const { opportunities, nextCursor, total } = (await response.json()) as {
      opportunities: Opportunity[];
      nextCursor: string | null;
      total: number;
    };
    expect(opportunities).toHaveLength(5);
    expect({ nextCursor, total }).toEqual({ nextCursor: null, total: 5 });
    expect(opportunities[0]!.id).toBe(fresh.id);
    const times = opportunities.map((o) => Date.parse(o.createdAt!));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(opportunities.map((o) => o.pipelineName))).toEqual(new Set(['Commercial Loans', 'Referrals']));
    expect(opportunities[0]).toMatchObject({
      name: 'Maple Court Apartments',
      pipelineName: 'Commercial Loans',
      contact: { name: 'Rosa Parks Diaz', email: 'rosa@clients.example' },
    });
    expect(opportunities[0]!.customFields).toEqual(
      expect.arrayContaining([{ key: 'opportunity.property_address', field_value: '44 Maple Court, Dayton' }]),
    );
  });

  it('GET /admin/ghl/pipeline/{id}/opportunities lists one pipeline; an unknown pipeline is 404', async () => {
    const one = (await (await call(`/admin/ghl/pipeline/${SANDBOX_OTHER_PIPELINE.id}/opportunities`)).json()) as {
      opportunities: Opportunity[];
    };
    expect(one.opportunities.map((o) => o.name)).toEqual(['Referral from Lakeside Capital']);
    const loans = (await (await call(`/admin/ghl/pipeline/${t.ghl!.pipelineId}/opportunities`)).json()) as {
      opportunities: Opportunity[];
    };
    expect(loans.opportunities).toHaveLength(4);
    const unknown = await call('/admin/ghl/pipeline/no-such-pipeline/opportunities');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe('Pipeline not found');
  });

  it('imports an opportunity as a deal owned by the chosen user, from GHL (not the posted copy)', async () => {
    const response = await importIt({
      opportunityId: fresh.id,
      userId: broker.user.id,
      opportunity: {
        id: fresh.id,
        name: 'A tampered name',
        contact: null,
        monetaryValue: 1,
        status: 'open',
        pipelineId: 'x',
        pipelineName: null,
        pipelineStageId: null,
        createdAt: null,
        customFields: [],
      },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; created: boolean; deal: Deal };
    expect(body.created).toBe(true);
    expect(body.deal).toMatchObject({
      userId: broker.user.id,
      createdBy: 'import-broker',
      propertyName: 'Maple Court Apartments',
      opportunityName: 'Maple Court Apartments',
      ghlOpportunityId: fresh.id,
      propertyAddress: '44 Maple Court, Dayton',
      propertyType: 'Multifamily',
      dealType: 'Acquisition',
      propertyVintage: '1972',
      sponsorNetWorth: '$30M',
      sponsorLiquidity: '$4M',
      loanRequest: '$6M',
      loanAmount: 6_000_000,
      additionalInformation: 'Value-add, 120 units',
      contactName: 'Rosa Parks Diaz',
      contactEmail: 'rosa@clients.example',
      contactPhone: '+15550123',
      stage: 'Lender Submission',
      status: 'LOE Sent',
    });
    expect(body.deal.stageHistory).toEqual([
      { from: null, to: 'Lender Submission', at: t.clock.now().toISOString(), source: 'import' },
    ]);
    expect(body.deal.dealId).toMatch(/^DL-\d{4}-\d{6}$/);
    // The member sees it as their own deal.
    const own = ((await (await t.request('/deals', { token: broker.token })).json()) as { items: Deal[] }).items;
    expect(own.map((d) => d.id)).toEqual([body.deal.id]);
  });

  it('importing the same opportunity again updates that deal (no duplicate), even for another user', async () => {
    const [first] = ((await (await t.request('/deals', { token: broker.token })).json()) as { items: Deal[] }).items;
    t.ghl!.setCustomField(fresh.id, 'opportunity.property_address', '46 Maple Court, Dayton');
    await t.ghl!.moveOpportunity(fresh.id, SANDBOX_STAGES.proposal.id);
    t.clock.advance(3_600_000);

    const response = await importIt({ opportunityId: fresh.id, userId: other.user.id });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { created: boolean; deal: Deal };
    expect(body.created).toBe(false);
    expect(body.deal).toMatchObject({
      id: first!.id,
      dealId: first!.dealId,
      userId: other.user.id,
      createdBy: 'import-other',
      propertyAddress: '46 Maple Court, Dayton',
      stage: 'Proposal',
      status: 'Closed',
    });
    expect(body.deal.stageHistory).toEqual([
      expect.objectContaining({ from: null, to: 'Lender Submission', source: 'import' }),
      { from: 'Lender Submission', to: 'Proposal', at: t.clock.now().toISOString(), source: 'import' },
    ]);
    const all = ((await (await call('/admin/deals')).json()) as { items: Deal[] }).items;
    expect(all.filter((d) => d.ghlOpportunityId === fresh.id)).toHaveLength(1);
  });

  it('two imports of one opportunity at once still make one deal', async () => {
    const [seeded] = t.ghl!.opportunities().filter((o) => o.name === 'Harbor Point office acquisition');
    const results = await Promise.all(
      [0, 1, 2].map(async () => (await importIt({ opportunityId: seeded!.id, userId: broker.user.id })).json()),
    );
    const created = (results as { created: boolean; deal: Deal }[]).filter((r) => r.created);
    expect(created).toHaveLength(1);
    expect(new Set((results as { deal: Deal }[]).map((r) => r.deal.id)).size).toBe(1);
    const all = ((await (await call('/admin/deals')).json()) as { items: Deal[] }).items;
    expect(all.filter((d) => d.ghlOpportunityId === seeded!.id)).toHaveLength(1);
  });

  it('an opportunity in a stage no mapping names keeps the default status; its stage name is normalised', async () => {
    const [siteVisit] = t.ghl!.opportunities().filter((o) => o.pipelineStageId === SANDBOX_STAGES.siteVisit.id);
    const body = (await (await importIt({ opportunityId: siteVisit!.id, userId: broker.user.id })).json()) as {
      deal: Deal;
    };
    expect(body.deal).toMatchObject({
      stage: 'Site Visit',
      status: 'Open',
      loanRequest: '1.75M',
      loanAmount: 1_750_000,
    });
  });

  it('404 for an unknown user or opportunity; 400 without the ids', async () => {
    const noUser = await importIt({ opportunityId: fresh.id, userId: 'no-such-user' });
    expect(noUser.status).toBe(404);
    expect(((await noUser.json()) as { error: string }).error).toBe('User not found');
    const noOpportunity = await importIt({ opportunityId: 'no-such-opportunity', userId: broker.user.id });
    expect(noOpportunity.status).toBe(404);
    expect(((await noOpportunity.json()) as { error: string }).error).toBe('Opportunity not found');
    expect((await importIt({ userId: broker.user.id })).status).toBe(400);
  });

  it('502 when GHL fails', async () => {
    t.ghl!.failFor(30_000, 500);
    try {
      expect((await importIt({ opportunityId: fresh.id, userId: broker.user.id })).status).toBe(502);
      expect((await call(`/admin/ghl/pipeline/${t.ghl!.pipelineId}/opportunities`)).status).toBe(502);
    } finally {
      t.ghl!.clearFaults();
    }
  });
});

describe('GHL Import before GHL is configured', () => {
  let t: TestGateway;
  afterAll(() => t.close());

  it('answers 409', async () => {
    t = await startTestGateway({}, { ghl: true });
    const admin = await t.signInAs('import-early-admin', { isAdmin: true });
    const response = await t.request('/admin/ghl/import-opportunity', {
      method: 'POST',
      token: admin.token,
      json: { opportunityId: 'o', userId: admin.user.id },
    });
    expect(response.status).toBe(409);
    expect((await t.request('/admin/ghl/pipeline/p/opportunities', { token: admin.token })).status).toBe(409);
  });
});
