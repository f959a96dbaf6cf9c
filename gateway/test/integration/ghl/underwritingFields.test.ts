import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Deal = Record<string, unknown> & { id: string; dealId: string; ghlOpportunityId: string | null };
type Comparison = {
  ourDeal: { id: string };
  hasDifferences: boolean;
  differences: { field: string; ourValue: unknown; ghlValue: unknown; type: string }[];
};

const form = (email: string) => ({
  clientFirstName: 'Katherine',
  clientLastName: 'Johnson',
  clientPhone: '555-0161',
  clientEmail: email,
  propertyAddress: '88 Orbit Way, Hampton, VA 23666',
  propertyType: 'Office',
  dealType: 'Acquisition',
  loanRequest: '$5.5M',
  propertyValue: 10_440_000,
  netOperatingIncome: 522_000,
  loanPurpose: 'cash-out-refinance',
  termMonths: 120,
  amortisationMonths: 360,
});

/**
 * The underwriting fields as GHL custom fields: mapped only when the location has them. This
 * location has six of the eight (an admin added them in GHL's settings); the other two are never
 * sent, compared or imported.
 */
describe('underwriting fields in the GHL custom-field mapping', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestGateway({}, { ghl: true });
    for (const [name, fieldKey, dataType] of [
      ['Property State', 'opportunity.property_state', 'TEXT'],
      ['Property Value', 'opportunity.property_value', 'MONETORY'],
      ['Net Operating Income', 'opportunity.net_operating_income', 'MONETORY'],
      ['Loan Purpose', 'opportunity.loan_purpose', 'SINGLE_OPTIONS'],
      ['Term Months', 'opportunity.term_months', 'NUMERICAL'],
      ['Interest Only Months', 'opportunity.interest_only_months', 'NUMERICAL'],
    ] as const) {
      ids[fieldKey] = t.ghl!.addCustomField({ name, fieldKey, dataType }).id;
    }
    admin = await t.signInAs('uw-ghl-admin', { isAdmin: true });
    member = await t.signInAs('uw-ghl-member');
    await t.configureGhl(admin.token);
  });
  afterAll(() => t.close());

  const read = async (id: string) => (await (await t.request(`/deals/${id}`, { token: member.token })).json()) as Deal;
  const linkedDeal = async (email: string) => {
    const response = await t.request('/deals', { method: 'POST', token: member.token, json: form(email) });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Deal;
    return t.waitFor(async () => {
      const deal = await read(created.id);
      return deal.ghlOpportunityId && deal.status === 'Under Review' ? deal : undefined;
    });
  };
  const compare = async (dealId: string) => {
    const response = await t.request('/deals/compare/ghl', { token: admin.token });
    expect(response.status).toBe(200);
    return ((await response.json()) as Comparison[]).find((c) => c.ourDeal.id === dealId)!;
  };

  it('the push sends the mapped fields the location has, by id: state code, purpose label, numbers', async () => {
    const deal = await linkedDeal('katherine@example.com');
    const opportunity = t.ghl!.opportunity(deal.ghlOpportunityId!)!;
    // Amortisation and project cost have no field in this location, and no interest-only period was given.
    expect(opportunity.customFields).toEqual({
      sbxCfPropertyAddress: '88 Orbit Way, Hampton, VA 23666',
      sbxCfPropertyType: 'Office',
      sbxCfDealType: 'Acquisition',
      sbxCfLoanRequest: '$5.5M',
      [ids['opportunity.property_state']!]: 'VA',
      [ids['opportunity.property_value']!]: '10440000',
      [ids['opportunity.net_operating_income']!]: '522000',
      [ids['opportunity.loan_purpose']!]: 'Cash-out refinance',
      [ids['opportunity.term_months']!]: '120',
    });
    // GHL answers numeric fields as numbers; the comparison reads them as the same values.
    expect(await compare(deal.id)).toMatchObject({ hasDifferences: false, differences: [] });
  });

  it('a clearing edit empties the GHL field', async () => {
    const deal = await linkedDeal('cleared@example.com');
    const opportunityId = deal.ghlOpportunityId!;
    const response = await t.request(`/deals/${deal.id}`, {
      method: 'PUT',
      token: member.token,
      json: { ...form('cleared@example.com'), netOperatingIncome: null },
    });
    expect(response.status).toBe(200);
    await t.waitFor(() =>
      t.ghl!.opportunity(opportunityId)!.customFields[ids['opportunity.net_operating_income']!] === undefined
        ? true
        : undefined,
    );
    expect(await compare(deal.id)).toMatchObject({ hasDifferences: false });
  });

  it('the comparison reads GHL values as values and names the ones that differ', async () => {
    const deal = await linkedDeal('compare-uw@example.com');
    const opportunityId = deal.ghlOpportunityId!;
    // The same values as GHL users type them: no difference.
    t.ghl!.setCustomField(opportunityId, 'opportunity.property_state', 'Virginia');
    t.ghl!.setCustomField(opportunityId, 'opportunity.loan_purpose', 'cash-out-refinance');
    expect(await compare(deal.id)).toMatchObject({ hasDifferences: false });

    t.ghl!.setCustomField(opportunityId, 'opportunity.property_value', '11000000');
    t.ghl!.setCustomField(opportunityId, 'opportunity.loan_purpose', 'Refinance');
    t.ghl!.setCustomField(opportunityId, 'opportunity.term_months', '');
    t.ghl!.setCustomField(opportunityId, 'opportunity.property_state', 'Atlantis');
    const comparison = await compare(deal.id);
    expect(comparison.hasDifferences).toBe(true);
    expect(comparison.differences).toEqual([
      { field: 'opportunity.property_state', ourValue: 'VA', ghlValue: 'Atlantis', type: 'customField' },
      { field: 'opportunity.property_value', ourValue: 10_440_000, ghlValue: 11_000_000, type: 'customField' },
      { field: 'opportunity.loan_purpose', ourValue: 'Cash-out refinance', ghlValue: 'Refinance', type: 'customField' },
      { field: 'opportunity.term_months', ourValue: 120, ghlValue: null, type: 'customField' },
    ]);
  });

  it('an import leaves out an interest-only period longer than the term GHL gives', async () => {
    const opportunity = t.ghl!.addOpportunity({
      name: 'Quay Offices',
      contact: { firstName: 'Dorothy', lastName: 'Vaughan', email: 'dorothy@clients.example' },
      customFields: { 'opportunity.term_months': '24', 'opportunity.interest_only_months': '36' },
    });
    const response = await t.request('/admin/ghl/import-opportunity', {
      method: 'POST',
      token: admin.token,
      json: { opportunityId: opportunity.id, userId: member.user.id },
    });
    const { deal } = (await response.json()) as { deal: Deal };
    expect(deal).toMatchObject({ termMonths: 24, interestOnlyMonths: null });
  });

  it('an import takes the mapped values GHL holds, leaving out what does not read as a valid value', async () => {
    const opportunity = t.ghl!.addOpportunity({
      name: 'Harbor Storage Portfolio',
      contact: { firstName: 'Mary', lastName: 'Jackson', email: 'mary@clients.example' },
      monetaryValue: 3_000_000,
      customFields: {
        'opportunity.property_address': '14 Dock Street, Savannah, GA 31401',
        'opportunity.property_value': '$4,750,000.00',
        'opportunity.net_operating_income': '-20000',
        'opportunity.loan_purpose': 'Bridge',
        'opportunity.term_months': '36',
      },
    });
    const response = await t.request('/admin/ghl/import-opportunity', {
      method: 'POST',
      token: admin.token,
      json: { opportunityId: opportunity.id, userId: member.user.id },
    });
    expect(response.status).toBe(200);
    const { deal } = (await response.json()) as { deal: Deal };
    expect(deal).toMatchObject({
      propertyState: 'GA',
      propertyValue: 4_750_000,
      netOperatingIncome: null,
      loanPurpose: 'bridge',
      termMonths: 36,
      totalProjectCost: null,
      amortisationMonths: null,
      interestOnlyMonths: null,
    });
  });
});
