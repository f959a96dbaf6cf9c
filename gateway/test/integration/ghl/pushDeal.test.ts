import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Deal = { id: string; dealId: string; ghlOpportunityId: string | null; status: string; stage: string | null };

const form = (email: string, extra: Record<string, string> = {}) => ({
  clientFirstName: 'Grace',
  clientLastName: 'Hopper',
  clientPhone: '555-0142',
  clientEmail: email,
  propertyAddress: '12 Compiler Court, Arlington',
  propertyType: 'Office',
  dealType: 'Refinance',
  propertyVintage: '1987',
  sponsorNetWorth: '$20M',
  sponsorLiquidity: '$3M',
  loanRequest: '$2.5M',
  anyAdditionalInformation: 'Needs a quick close',
  ...extra,
});

describe('the GHL push (an Agenda job after a deal is created or edited)', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { ghl: true });
    admin = await t.signInAs('push-admin', { isAdmin: true });
    member = await t.signInAs('push-member');
    await t.configureGhl(admin.token);
  });
  afterAll(() => t.close());
  beforeEach(() => t.ghl!.clearFaults());

  const create = async (body: Record<string, string>) => {
    const response = await t.request('/deals', { method: 'POST', token: member.token, json: body });
    expect(response.status).toBe(201);
    return (await response.json()) as Deal;
  };
  const read = async (id: string) =>
    (await (await t.request(`/deals/${id}`, { token: member.token })).json()) as Deal & Record<string, unknown>;
  const linked = (id: string) => t.waitFor(async () => (await read(id)).ghlOpportunityId ?? undefined);

  it('creates the contact and the opportunity with the custom fields of docs/product.md#records-and-fields, and links the deal', async () => {
    const deal = await create(form('grace@example.com'));
    const opportunityId = await linked(deal.id);

    const contacts = t.ghl!.contacts().filter((c) => c.email === 'grace@example.com');
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', phone: '555-0142' });
    const opportunity = t.ghl!.opportunity(opportunityId)!;
    expect(opportunity).toMatchObject({
      name: `${deal.dealId} · 12 Compiler Court, Arlington`,
      monetaryValue: 2_500_000,
      pipelineId: t.ghl!.pipelineId,
      pipelineStageId: t.ghl!.stages.qualification.id,
      contactId: contacts[0]!.id,
      status: 'open',
    });
    expect(opportunity.customFields).toEqual({
      sbxCfPropertyAddress: '12 Compiler Court, Arlington',
      sbxCfPropertyType: 'Office',
      sbxCfDealType: 'Refinance',
      sbxCfPropertyVintage: '1987',
      sbxCfSponsorNetWorth: '$20M',
      sbxCfSponsorLiquidity: '$3M',
      sbxCfLoanRequest: '$2.5M',
      sbxCfAdditionalInformation: 'Needs a quick close',
    });
    // The opportunity sits in the stage mapped to Under Review; the deal follows GHL.
    const after = await t.waitFor(async () => {
      const current = await read(deal.id);
      return current.status === 'Under Review' ? current : undefined;
    });
    expect(after.stage).toBe('Qualification');
  });

  it('an edit updates the same opportunity; repeated pushes never make a second contact or opportunity', async () => {
    const deal = await create(form('ada@example.com', { clientFirstName: 'Ada', clientLastName: 'Lovelace' }));
    const opportunityId = await linked(deal.id);
    for (const address of ['1 Engine Row', '2 Engine Row', '3 Engine Row']) {
      const response = await t.request(`/deals/${deal.id}`, {
        method: 'PUT',
        token: member.token,
        json: {
          ...form('ada@example.com', { clientFirstName: 'Ada', clientLastName: 'Lovelace' }),
          propertyAddress: address,
          loanRequest: '750K',
        },
      });
      expect(response.status).toBe(200);
    }
    await t.waitFor(() => t.ghl!.opportunity(opportunityId)!.customFields.sbxCfPropertyAddress === '3 Engine Row');
    const opportunity = t.ghl!.opportunity(opportunityId)!;
    expect(opportunity.monetaryValue).toBe(750_000);
    expect(opportunity.customFields.sbxCfLoanRequest).toBe('750K');
    // The name keeps the deal id it was created with.
    expect(opportunity.name).toBe(`${deal.dealId} · 12 Compiler Court, Arlington`);
    expect(t.ghl!.contacts().filter((c) => c.email === 'ada@example.com')).toHaveLength(1);
    expect(t.ghl!.opportunitiesOfEmail('ada@example.com')).toHaveLength(1);
    expect((await read(deal.id)).ghlOpportunityId).toBe(opportunityId);
  });

  it('a 429 storm during the push ends in success with exactly one contact and one opportunity', async () => {
    t.ghl!.failNext(12, 429);
    const deal = await create(form('storm@example.com'));
    const opportunityId = await linked(deal.id);
    expect(t.ghl!.contacts().filter((c) => c.email === 'storm@example.com')).toHaveLength(1);
    expect(t.ghl!.opportunitiesOfEmail('storm@example.com').map((o) => o.id)).toEqual([opportunityId]);
    expect(t.ghl!.requests().filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(12);
  });

  it('a create whose answer GHL lost (500 after doing it) is found again on retry, not duplicated', async () => {
    const before = t.ghl!.requests().length;
    t.ghl!.failNext(1, 500, { afterProcessing: true, method: 'POST', path: '/opportunities/' });
    const deal = await create(form('lost-answer@example.com'));
    const opportunityId = await linked(deal.id);
    expect(
      t
        .ghl!.requests()
        .slice(before)
        .some((r) => r.path === '/opportunities/' && r.status === 500),
    ).toBe(true);
    expect(t.ghl!.opportunitiesOfEmail('lost-answer@example.com').map((o) => o.id)).toEqual([opportunityId]);
  });

  it('with GHL down for a while the deal is still created, and the push lands once GHL is back', async () => {
    t.ghl!.failFor(1_500, 500);
    const deal = await create(form('outage@example.com'));
    expect(deal.ghlOpportunityId).toBeNull();
    const opportunityId = await linked(deal.id);
    expect(t.ghl!.opportunitiesOfEmail('outage@example.com').map((o) => o.id)).toEqual([opportunityId]);
  });
});

describe('the GHL push when GHL is not configured', () => {
  let t: TestGateway;
  afterAll(() => t.close());

  it('creates the deal and calls GHL not at all', async () => {
    t = await startTestGateway({}, { ghl: true });
    const member = await t.signInAs('unconfigured-member');
    const response = await t.request('/deals', { method: 'POST', token: member.token, json: form('none@example.com') });
    expect(response.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.ghl!.requests()).toEqual([]);
  });
});
