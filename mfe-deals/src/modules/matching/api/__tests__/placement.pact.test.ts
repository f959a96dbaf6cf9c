// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { pactIds, placementPactNames, placementPactStates } from '../../../../test/pactStates';
import { fetchDealMatches } from '../fetchDealMatches';
import { fetchDealPlacement } from '../fetchDealPlacement';

const { arrayContaining, boolean, eachLike, integer, like, regex, string } = Matchers;

const isoDateTime = () => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, '2026-03-20T09:00:00.000Z');
const json = { 'Content-Type': regex(/^application\/json.*$/, 'application/json; charset=utf-8') };

/**
 * The pact deal sized on the purchase terms of Settings: every input is there, LTC does not apply
 * (a purchase without a project cost), so each figure but LTC is a number (docs/lenders.md#formulas).
 */
const sizingBody = {
  ltvPercent: like(62.5),
  ltcPercent: null,
  dscr: like(1.58),
  debtYieldPercent: like(12),
  annualDebtService: like(113_772.06),
  maxLoanBy: { ltv: like(1_680_000), ltc: null, dscr: like(1_897_877), debtYield: like(2_000_000) },
  bindingLimit: regex(/^(ltv|ltc|dscr|debtYield)$/, 'ltv'),
  maxLoan: like(1_680_000),
  missing: [],
};

const termsBody = {
  ratePercent: like(6.5),
  amortisationMonths: integer(360),
  maxLtvPercent: like(70),
  maxLtcPercent: like(80),
  minDscr: like(1.25),
  minDebtYieldPercent: like(9),
};

/** The seeded program as a deal's matches give it (the whole LenderProgram). */
const programBody = {
  id: string('p-1'),
  lenderId: string('l-1'),
  lenderName: placementPactNames.lender,
  name: placementPactNames.program,
  loanPurposes: eachLike('purchase'),
  propertyTypes: eachLike('Multifamily'),
  minLoan: like(1_000_000),
  maxLoan: like(5_000_000),
  maxLtv: like(75),
  maxLtc: null,
  minDscr: like(1.2),
  minDebtYield: like(8),
  states: eachLike('IL'),
  nationwide: false,
  recourse: 'partial',
  termMinMonths: integer(60),
  termMaxMonths: integer(120),
  indicativeRate: like(6.5),
  notes: null,
  active: true,
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
};

const contactBody = {
  id: string('c-1'),
  lenderId: string('l-1'),
  name: placementPactNames.contact,
  email: string('pat@prairie.example'),
  phone: string('+1 555-0199'),
  role: string('Originator'),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
};

describe('mfe-deals → gateway: placement (sizing and matching)', () => {
  const pact = createConsumerPact('mfe-deals');

  it("a member reads their deal's sizing on the Settings terms and how many programs match, naming none", () => {
    pact
      .given(placementPactStates.memberDealMatchesOneProgram)
      .uponReceiving("a request for a member's own deal's placement")
      .withRequest({ method: 'GET', path: `/deals/${pactIds.deal}/placement`, headers: bearer })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          loanPurpose: 'purchase',
          terms: termsBody,
          sizing: sizingBody,
          matches: { match: 1, near: 0, missingFields: [] },
        },
      });
    return pact.executeTest(async (server) => {
      const placement = await fetchDealPlacement(pactClient(server.url), pactIds.deal);
      expect(placement.loanPurpose).toBe('purchase');
      expect(placement.sizing.ltvPercent).toBeGreaterThan(0);
      expect(placement.sizing.maxLoanBy.ltc).toBeNull();
      expect(placement.matches).toEqual({ match: 1, near: 0, missingFields: [] });
      expect(JSON.stringify(placement)).not.toContain(placementPactNames.lender);
    });
  });

  it("an admin reads a deal's matches: the program, its lender and contacts, and each criterion judged", () => {
    pact
      .given(placementPactStates.adminDealMatchesOneProgram)
      .uponReceiving("a request for a deal's lender matches")
      .withRequest({ method: 'GET', path: `/admin/deals/${pactIds.deal}/matches`, headers: bearer })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000001'),
          judged: 1,
          summary: { match: 1, near: 0, missingFields: [] },
          results: eachLike({
            kind: 'match',
            closeness: like(0),
            program: programBody,
            lender: {
              id: string('l-1'),
              name: placementPactNames.lender,
              type: 'bank',
              website: string('https://prairie.example'),
            },
            contacts: eachLike(contactBody),
            criteria: arrayContaining(
              {
                criterion: 'maxLtv',
                status: 'met',
                deal: like(62.5),
                limit: like(75),
                reason: string('LTV 62.5 % ≤ max 75 %'),
                withinTolerance: boolean(false),
                missingFields: [],
              },
              {
                criterion: 'state',
                status: 'met',
                deal: 'IL',
                limit: string('IL'),
                reason: string('State IL in IL'),
                withinTolerance: boolean(false),
                missingFields: [],
              },
            ),
          }),
          sizing: sizingBody,
        },
      });
    return pact.executeTest(async (server) => {
      const matches = await fetchDealMatches(pactClient(server.url), pactIds.deal);
      expect(matches.summary.match).toBe(1);
      const [result] = matches.results;
      expect(result?.kind).toBe('match');
      expect(result?.lender.name).toBe(placementPactNames.lender);
      expect(result?.program.name).toBe(placementPactNames.program);
      expect(result?.contacts[0]?.name).toBe(placementPactNames.contact);
      expect(result?.criteria.find((criterion) => criterion.criterion === 'maxLtv')?.status).toBe('met');
    });
  });
});
