// @vitest-environment node
import {
  bearer,
  createConsumerPact,
  lastPageOf,
  Matchers,
  pactClient,
  States,
  wholeListQuery,
} from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { dealsPactStates, duplicatePactStates, pactIds } from '../../../../test/pactStates';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import { createDeal } from '../createDeal';
import { deleteDeal } from '../deleteDeal';
import { fetchDeal } from '../fetchDeal';
import { DEALS_NEXT_PAGE_SIZE, DEALS_PAGE_SIZE, fetchDealsPage } from '../fetchDealsPage';
import { fetchUsers } from '../fetchUsers';
import { updateDeal } from '../updateDeal';
import { SEARCH_SUGGESTIONS, searchDeals } from '../../../search/api/searchDeals';

const { like, eachLike, regex, string, boolean, integer, fromProviderState } = Matchers;

const isoDateTime = (example: string) => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, example);
const json = { 'Content-Type': regex(/^application\/json.*$/, 'application/json; charset=utf-8') };

/** The seeded deal's underwriting figures (docs/lenders.md#underwriting-fields). */
const underwritingBody = {
  propertyState: regex(/^[A-Z]{2}$/, 'IL'),
  propertyValue: like(2_400_000),
  netOperatingIncome: like(180_000),
  loanPurpose: regex(/^(purchase|refinance|cash-out-refinance|construction|bridge)$/, 'purchase'),
  totalProjectCost: null,
  termMonths: integer(120),
  amortisationMonths: integer(360),
  interestOnlyMonths: integer(12),
};

/** A deal created without figures: every underwriting field null (its address names no state). */
const noUnderwriting = {
  propertyState: null,
  propertyValue: null,
  netOperatingIncome: null,
  loanPurpose: null,
  totalProjectCost: null,
  termMonths: null,
  amortisationMonths: null,
  interestOnlyMonths: null,
};

/** A deal as the gateway answers it; every field of the contract, nulls where the seed leaves them empty. */
const dealBody = (overrides: Record<string, unknown> = {}) => ({
  id: string(pactIds.deal),
  dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000001'),
  userId: string('a3c1f0d2-0000-4000-8000-000000000001'),
  createdBy: string('demo-member'),
  propertyName: string('Pact Plaza'),
  propertyAddress: string('1 Pact Street, Springfield'),
  propertyType: string('Multifamily'),
  dealType: string('Acquisition'),
  propertyVintage: string('1998'),
  sponsorNetWorth: string('5M'),
  sponsorLiquidity: string('1M'),
  loanRequest: string('$1.5M'),
  loanAmount: like(1_500_000),
  additionalInformation: string('Pact note'),
  contactName: string('Jane Client'),
  contactPhone: string('555-0100'),
  contactEmail: string('jane.client@example.com'),
  status: string('Open'),
  stage: string('Qualification'),
  stageLastUpdated: isoDateTime('2026-03-16T09:00:00.000Z'),
  createdAt: isoDateTime('2026-03-10T12:00:00.000Z'),
  updatedAt: isoDateTime('2026-03-10T12:00:00.000Z'),
  opportunityName: null,
  ghlOpportunityId: null,
  applicationDealType: null,
  applicationPropertyType: null,
  applicationPropertyAddress: null,
  applicationPropertyVintage: null,
  applicationSponsorNetWorth: null,
  applicationSponsorLiquidity: null,
  applicationLoanRequest: null,
  applicationAdditionalInformation: null,
  stageHistory: eachLike({
    from: null,
    to: string('Qualification'),
    at: isoDateTime('2026-03-16T09:00:00.000Z'),
    source: regex(/^(webhook|reconciliation|sync|import|manual)$/, 'import'),
  }),
  ...underwritingBody,
  ...overrides,
});

const form = {
  clientFirstName: 'Jane',
  clientLastName: 'Client',
  clientPhone: '555-0100',
  clientEmail: 'jane.client@example.com',
  dealType: 'Refinance',
  propertyType: 'Office',
  propertyAddress: '2 Pact Avenue, Springfield',
  propertyVintage: '2004',
  sponsorNetWorth: '8M',
  sponsorLiquidity: '2M',
  loanRequest: '$2.5M',
  anyAdditionalInformation: 'Needs a quick close',
};

describe('mfe-deals → gateway: deals', () => {
  const pact = createConsumerPact('mfe-deals');

  it("reads the next page of the member's deals as the list scrolls (keyset cursor)", () => {
    pact
      .given(dealsPactStates.memberScrollsPastFirstPage)
      .uponReceiving("a request for the page of the member's deals after a cursor")
      .withRequest({
        method: 'GET',
        path: '/deals',
        query: { limit: String(DEALS_NEXT_PAGE_SIZE), cursor: fromProviderState('${cursor}', 'pact-cursor') },
        headers: bearer,
      })
      .willRespondWith({ status: 200, headers: json, body: lastPageOf(dealBody()) });
    return pact.executeTest(async (server) => {
      const page = await fetchDealsPage(pactClient(server.url), { kind: 'mine' }, 'pact-cursor');
      expect(page.items[0]?.id).toBe(pactIds.deal);
      expect(page.items[0]?.stageHistory[0]?.to).toBe('Qualification');
      expect(page.nextCursor).toBeNull();
    });
  });

  it("reads the member's deals a page at a time", () => {
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving("a request for the first page of the member's deals")
      .withRequest({ method: 'GET', path: '/deals', query: { limit: String(DEALS_PAGE_SIZE) }, headers: bearer })
      .willRespondWith({ status: 200, headers: json, body: lastPageOf(dealBody()) });
    return pact.executeTest(async (server) => {
      const page = await fetchDealsPage(pactClient(server.url), { kind: 'mine' });
      expect(page.items[0]?.id).toBe(pactIds.deal);
      expect(page.nextCursor).toBeNull();
      expect(page.total).toBeGreaterThanOrEqual(1);
    });
  });

  it("reads one stage of the member's deals a page at a time", () => {
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving("a request for the first page of the member's Qualification deals")
      .withRequest({
        method: 'GET',
        path: '/deals',
        query: { limit: String(DEALS_PAGE_SIZE), stage: 'Qualification' },
        headers: bearer,
      })
      .willRespondWith({ status: 200, headers: json, body: lastPageOf(dealBody()) });
    return pact.executeTest(async (server) => {
      const page = await fetchDealsPage(pactClient(server.url), { kind: 'mine', stage: 'Qualification' });
      expect(page.items[0]?.stage).toBe('Qualification');
      expect(page.total).toBe(1);
    });
  });

  it('creates a deal from the create form', () => {
    pact
      .given(States.memberSignedIn)
      .uponReceiving('a new deal from the create form')
      .withRequest({
        method: 'POST',
        path: '/deals',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { discordUsername: 'demo-member', ...form },
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: dealBody({
          id: string('9b2e51f4-0000-4000-8000-00000000c0de'),
          propertyName: null,
          propertyAddress: string(form.propertyAddress),
          propertyType: string(form.propertyType),
          dealType: string(form.dealType),
          loanRequest: string(form.loanRequest),
          loanAmount: like(2_500_000),
          additionalInformation: string(form.anyAdditionalInformation),
          status: string('Open'),
          stage: string('Qualification'),
          stageLastUpdated: null,
          stageHistory: [],
          ...noUnderwriting,
        }),
      });
    return pact.executeTest(async (server) => {
      const deal = await createDeal(pactClient(server.url), { discordUsername: 'demo-member', ...form });
      expect(deal.id).toBeTruthy();
      expect(deal.loanAmount).toBe(2_500_000);
      expect(deal.propertyValue).toBeNull();
    });
  });

  it('creates a deal with underwriting figures; the state is filled from the address', () => {
    const withFigures = {
      discordUsername: 'demo-member',
      ...form,
      propertyAddress: '2 Pact Avenue, Springfield, IL 62701',
      propertyValue: 3_600_000,
      netOperatingIncome: 270_000,
      loanPurpose: 'refinance',
      termMonths: 84,
      amortisationMonths: 300,
      interestOnlyMonths: 24,
    } as const;
    pact
      .given(States.memberSignedIn)
      .uponReceiving('a new deal with underwriting figures and no state')
      .withRequest({
        method: 'POST',
        path: '/deals',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: withFigures,
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: dealBody({
          id: string('9b2e51f4-0000-4000-8000-00000000c0de'),
          propertyName: null,
          propertyAddress: string(withFigures.propertyAddress),
          propertyType: string(form.propertyType),
          dealType: string(form.dealType),
          loanRequest: string(form.loanRequest),
          loanAmount: like(2_500_000),
          additionalInformation: string(form.anyAdditionalInformation),
          stageLastUpdated: null,
          stageHistory: [],
          propertyState: 'IL',
          propertyValue: like(3_600_000),
          netOperatingIncome: like(270_000),
          loanPurpose: 'refinance',
          totalProjectCost: null,
          termMonths: 84,
          amortisationMonths: 300,
          interestOnlyMonths: 24,
        }),
      });
    return pact.executeTest(async (server) => {
      const deal = await createDeal(pactClient(server.url), withFigures);
      expect(deal.propertyState).toBe('IL');
      expect(deal.propertyValue).toBe(3_600_000);
      expect(deal.loanPurpose).toBe('refinance');
    });
  });

  it("a create without the required fields is refused with the product's messages (docs/product.md#deal-form-validation)", () => {
    pact
      .given(States.memberSignedIn)
      .uponReceiving('a new deal with no client first name')
      .withRequest({
        method: 'POST',
        path: '/deals',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { discordUsername: 'demo-member', ...form, clientFirstName: '' },
      })
      .willRespondWith({
        status: 400,
        headers: json,
        body: {
          error: 'First Name is required',
          message: string('First Name is required'),
          details: [{ field: 'body.clientFirstName', message: 'First Name is required' }],
        },
      });
    return pact.executeTest(async (server) => {
      const attempt = createDeal(pactClient(server.url), {
        discordUsername: 'demo-member',
        ...form,
        clientFirstName: '',
      });
      const error: unknown = await attempt.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).body?.details?.[0]?.field).toBe('body.clientFirstName');
    });
  });

  it('saves the edit form', () => {
    const edit = { ...form }; // the update payload: the create form's fields without discordUsername
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving('an edit of the member’s deal')
      .withRequest({
        method: 'PUT',
        path: `/deals/${pactIds.deal}`,
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { ...edit, loanRequest: '' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: dealBody({
          propertyAddress: string(form.propertyAddress),
          propertyType: string(form.propertyType),
          loanRequest: null,
          loanAmount: null,
          additionalInformation: string(form.anyAdditionalInformation),
        }),
      });
    return pact.executeTest(async (server) => {
      const deal = await updateDeal(pactClient(server.url), pactIds.deal, { ...edit, loanRequest: '' });
      expect(deal.propertyAddress).toBe(form.propertyAddress);
      expect(deal.loanRequest).toBeNull();
      // Figures left out stay as they were.
      expect(deal.termMonths).toBe(120);
    });
  });

  it('an edit changes and clears underwriting figures, leaving out the ones not sent', () => {
    const edit = {
      ...form,
      propertyState: 'TX',
      propertyValue: 2_750_000,
      netOperatingIncome: null,
      interestOnlyMonths: 0,
    };
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving('an edit of the member’s underwriting figures')
      .withRequest({
        method: 'PUT',
        path: `/deals/${pactIds.deal}`,
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: edit,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: dealBody({
          propertyAddress: string(form.propertyAddress),
          propertyType: string(form.propertyType),
          dealType: string(form.dealType),
          loanRequest: string(form.loanRequest),
          loanAmount: like(2_500_000),
          additionalInformation: string(form.anyAdditionalInformation),
          propertyState: 'TX',
          propertyValue: like(2_750_000),
          netOperatingIncome: null,
          interestOnlyMonths: 0,
        }),
      });
    return pact.executeTest(async (server) => {
      const deal = await updateDeal(pactClient(server.url), pactIds.deal, edit);
      expect(deal).toMatchObject({ propertyState: 'TX', propertyValue: 2_750_000, netOperatingIncome: null });
      expect(deal.loanPurpose).toBe('purchase');
    });
  });

  it('an edit whose interest-only period is longer than the stored term is refused, naming the field', () => {
    const edit = { ...form, interestOnlyMonths: 180 };
    const message = 'Interest-only period (180 months) cannot be longer than the term (120 months)';
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving('an edit with an interest-only period longer than the term')
      .withRequest({
        method: 'PUT',
        path: `/deals/${pactIds.deal}`,
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: edit,
      })
      .willRespondWith({
        status: 400,
        headers: json,
        body: {
          error: message,
          message: string(message),
          details: [{ field: 'body.interestOnlyMonths', message }],
        },
      });
    return pact.executeTest(async (server) => {
      const error: unknown = await updateDeal(pactClient(server.url), pactIds.deal, edit).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).body?.details?.[0]?.field).toBe('body.interestOnlyMonths');
    });
  });

  it("reads the member's deal flagged as a possible duplicate: the flag and nothing of the other deal", () => {
    pact
      .given(duplicatePactStates.memberDealFlagged)
      .uponReceiving("a request for the member's deal flagged as a possible duplicate")
      .withRequest({ method: 'GET', path: `/deals/${pactIds.deal}`, headers: bearer })
      .willRespondWith({ status: 200, headers: json, body: dealBody({ possibleDuplicate: true }) });
    return pact.executeTest(async (server) => {
      const deal = await fetchDeal(pactClient(server.url), pactIds.deal);
      expect(deal.possibleDuplicate).toBe(true);
    });
  });

  it('deletes the member’s deal', () => {
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving('a deletion of the member’s deal')
      .withRequest({ method: 'DELETE', path: `/deals/${pactIds.deal}`, headers: bearer })
      .willRespondWith({ status: 200, headers: json, body: { message: like('Deal deleted successfully') } });
    return pact.executeTest(async (server) => {
      await expect(deleteDeal(pactClient(server.url), pactIds.deal)).resolves.toBeUndefined();
    });
  });

  const adminDeal = () =>
    dealBody({
      id: string('5c7d3e21-0000-4000-8000-000000000aaa'),
      createdBy: string('pact-member'),
      createdAt: isoDateTime('2026-03-15T12:00:00.000Z'),
      updatedAt: isoDateTime('2026-03-15T12:00:00.000Z'),
      createdByUser: {
        id: string('a3c1f0d2-0000-4000-8000-000000000002'),
        username: string('pact-member'),
        name: string('Pact Member'),
        email: string('pact-member@seed.example'),
      },
    });

  it("searches the member's own deals by part of the address (the type-ahead)", () => {
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving("a search of the member's deals")
      .withRequest({
        method: 'GET',
        path: '/deals',
        query: { q: 'pact str', limit: String(SEARCH_SUGGESTIONS) },
        headers: bearer,
      })
      .willRespondWith({ status: 200, headers: json, body: lastPageOf(dealBody()) });
    return pact.executeTest(async (server) => {
      const deals = await searchDeals(pactClient(server.url), 'pact str', false);
      expect(deals[0]?.propertyAddress).toBe('1 Pact Street, Springfield');
    });
  });

  it("reads the first page of the member's list filtered by a search", () => {
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving("a request for the first page of the member's deals matching a search")
      .withRequest({
        method: 'GET',
        path: '/deals',
        query: { limit: String(DEALS_PAGE_SIZE), q: 'springfield' },
        headers: bearer,
      })
      .willRespondWith({ status: 200, headers: json, body: lastPageOf(dealBody()) });
    return pact.executeTest(async (server) => {
      const page = await fetchDealsPage(pactClient(server.url), { kind: 'mine', q: 'springfield' });
      expect(page.items[0]?.id).toBe(pactIds.deal);
    });
  });

  it('searches every deal for the admin, combined with a filter', () => {
    pact
      .given(dealsPactStates.adminAndMemberDeal)
      .uponReceiving('a search of all deals with a status filter')
      .withRequest({
        method: 'GET',
        path: '/admin/deals',
        query: { status: 'Open', q: 'Pact Plaza', limit: String(DEALS_PAGE_SIZE) },
        headers: bearer,
      })
      .willRespondWith({ status: 200, headers: json, body: lastPageOf(adminDeal()) });
    return pact.executeTest(async (server) => {
      const page = await fetchDealsPage(pactClient(server.url), {
        kind: 'all',
        query: { status: 'Open', q: 'Pact Plaza' },
      });
      expect(page.items[0]?.createdByUser?.username).toBe('pact-member');
    });
  });

  it('the admin type-ahead asks for a few deals of every member', () => {
    pact
      .given(dealsPactStates.adminAndMemberDeal)
      .uponReceiving('a type-ahead search of all deals')
      .withRequest({
        method: 'GET',
        path: '/admin/deals',
        query: { q: 'pact', limit: String(SEARCH_SUGGESTIONS) },
        headers: bearer,
      })
      .willRespondWith({ status: 200, headers: json, body: lastPageOf(adminDeal()) });
    return pact.executeTest(async (server) => {
      const deals = await searchDeals(pactClient(server.url), 'pact', true);
      expect(deals[0]?.createdByUser?.username).toBe('pact-member');
    });
  });

  it("reads the first page of the admin's list filtered on the server by status, property type and a day", () => {
    pact
      .given(dealsPactStates.adminAndMemberDeal)
      .uponReceiving('a request for the first page of the Open Multifamily deals of a day')
      .withRequest({
        method: 'GET',
        path: '/admin/deals',
        query: {
          status: 'Open',
          propertyType: 'Multifamily',
          startDate: '2026-03-15',
          endDate: '2026-03-15',
          limit: String(DEALS_PAGE_SIZE),
        },
        headers: bearer,
      })
      .willRespondWith({ status: 200, headers: json, body: lastPageOf(adminDeal()) });
    return pact.executeTest(async (server) => {
      const page = await fetchDealsPage(pactClient(server.url), {
        kind: 'all',
        query: { status: 'Open', propertyType: 'Multifamily', startDate: '2026-03-15', endDate: '2026-03-15' },
      });
      expect(page.items[0]?.createdByUser?.username).toBe('pact-member');
    });
  });

  it("reads one stage of the admin's filtered deals a page at a time", () => {
    pact
      .given(dealsPactStates.adminAndMemberDeal)
      .uponReceiving("a request for the first page of one user's Qualification deals")
      .withRequest({
        method: 'GET',
        path: '/admin/deals',
        query: {
          userId: fromProviderState('${memberId}', 'a3c1f0d2-0000-4000-8000-000000000002'),
          limit: String(DEALS_PAGE_SIZE),
          stage: 'Qualification',
        },
        headers: bearer,
      })
      .willRespondWith({ status: 200, headers: json, body: lastPageOf(adminDeal()) });
    return pact.executeTest(async (server) => {
      const page = await fetchDealsPage(pactClient(server.url), {
        kind: 'all',
        query: { userId: 'a3c1f0d2-0000-4000-8000-000000000002' },
        stage: 'Qualification',
      });
      expect(page.items.map((deal) => deal.stage)).toEqual(['Qualification']);
    });
  });

  it("reads the first page of one user's deals for the admin (User filter)", () => {
    pact
      .given(dealsPactStates.adminAndMemberDeal)
      .uponReceiving("a request for the first page of one user's deals")
      .withRequest({
        method: 'GET',
        path: '/admin/deals',
        query: {
          userId: fromProviderState('${memberId}', 'a3c1f0d2-0000-4000-8000-000000000002'),
          limit: String(DEALS_PAGE_SIZE),
        },
        headers: bearer,
      })
      .willRespondWith({ status: 200, headers: json, body: lastPageOf(adminDeal()) });
    return pact.executeTest(async (server) => {
      const page = await fetchDealsPage(pactClient(server.url), {
        kind: 'all',
        query: { userId: 'a3c1f0d2-0000-4000-8000-000000000002' },
      });
      expect(page.items).toHaveLength(1);
      expect(page.total).toBe(1);
    });
  });

  /** What a stale deal adds: in Qualification since 2026-03-16, well past that stage's threshold. */
  const staleFields = {
    stageEnteredAt: isoDateTime('2026-03-16T09:00:00.000Z'),
    daysInStage: integer(30),
    stale: true,
  };

  it("reads the first page of the member's stale deals ('Stale only')", () => {
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving("a request for the first page of the member's stale deals")
      .withRequest({
        method: 'GET',
        path: '/deals',
        query: { limit: String(DEALS_PAGE_SIZE), stale: 'true' },
        headers: bearer,
      })
      .willRespondWith({ status: 200, headers: json, body: lastPageOf(dealBody(staleFields)) });
    return pact.executeTest(async (server) => {
      const page = await fetchDealsPage(pactClient(server.url), { kind: 'mine', stale: true });
      expect(page.items[0]?.stale).toBe(true);
    });
  });

  it("reads the first page of every member's stale deals for the admin ('Stale only' filter)", () => {
    pact
      .given(dealsPactStates.adminAndMemberDeal)
      .uponReceiving('a request for the first page of all stale deals')
      .withRequest({
        method: 'GET',
        path: '/admin/deals',
        query: { stale: 'true', limit: String(DEALS_PAGE_SIZE) },
        headers: bearer,
      })
      .willRespondWith({ status: 200, headers: json, body: lastPageOf({ ...adminDeal(), ...staleFields }) });
    return pact.executeTest(async (server) => {
      const page = await fetchDealsPage(pactClient(server.url), { kind: 'all', query: { stale: 'true' } });
      expect(page.items[0]?.stale).toBe(true);
      expect(page.items[0]?.createdByUser?.username).toBe('pact-member');
    });
  });

  it('lists the users for the admin’s User filter', () => {
    pact
      .given(dealsPactStates.adminAndMemberDeal)
      .uponReceiving('a request for every user (deal filter)')
      .withRequest({ method: 'GET', path: '/admin/users', query: wholeListQuery, headers: bearer })
      .willRespondWith({
        status: 200,
        headers: json,
        body: lastPageOf({
          id: string('a3c1f0d2-0000-4000-8000-000000000002'),
          discordId: regex(/^\d+$/, '180000000000000002'),
          username: string('pact-member'),
          name: like('Pact Member'),
          email: like('pact-member@seed.example'),
          avatar: null,
          isAdmin: boolean(false),
          isWhitelisted: boolean(true),
        }),
      });
    return pact.executeTest(async (server) => {
      const users = await fetchUsers(pactClient(server.url));
      expect(users[0]?.username).toBeTruthy();
    });
  });
});
