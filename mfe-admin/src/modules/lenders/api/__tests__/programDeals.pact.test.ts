// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { JSON_CONTENT_TYPE } from '../../../../test/pactBodies';
import { PACT_FITTING_DEAL_PROPERTY, PACT_MEMBER_USERNAME, PlacementPactStates } from '../../../../test/pactStates';
import { fetchProgramDeals, PROGRAM_DEALS_LIMIT } from '../fetchProgramDeals';

const { boolean, eachLike, fromProviderState, integer, number, regex, string } = Matchers;

const DEALS_PATH = '/admin/lenders/${lenderId}/programs/${programId}/deals';

describe('mfe-admin → gateway: the deals that fit a program', () => {
  const pact = createConsumerPact('mfe-admin');

  it('lists the open deal that matches the program, with each criterion judged', () => {
    pact
      .given(PlacementPactStates.programWithFittingDeal)
      .uponReceiving('a request for the open deals that fit a program')
      .withRequest({
        method: 'GET',
        path: fromProviderState(DEALS_PATH, '/admin/lenders/l-1/programs/p-1/deals'),
        query: { limit: String(PROGRAM_DEALS_LIMIT) },
        headers: bearer,
      })
      .willRespondWith({
        status: 200,
        headers: JSON_CONTENT_TYPE,
        body: {
          items: [
            {
              deal: {
                id: string('5b0f3c8e-8a44-4d6e-9a57-3e1f3f1d2a10'),
                dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000001'),
                propertyName: PACT_FITTING_DEAL_PROPERTY,
                propertyAddress: string('500 Congress Ave, Austin, TX 78701'),
                propertyType: 'Multifamily',
                loanAmount: number(5_000_000),
                stage: string('Qualification'),
                createdBy: PACT_MEMBER_USERNAME,
              },
              kind: 'match',
              closeness: number(0),
              // Each criterion the program sets, all met; the figures compared are numbers or lists, so
              // only what the panel reads is pinned.
              criteria: eachLike({
                criterion: string('loanPurpose'),
                status: 'met',
                reason: string('Purpose purchase in purchase, refinance'),
                withinTolerance: boolean(true),
              }),
            },
          ],
          total: integer(1),
          judged: integer(1),
        },
      });
    return pact.executeTest(async (server) => {
      const deals = await fetchProgramDeals(pactClient(server.url), 'l-1', 'p-1');
      expect(deals.total).toBe(1);
      expect(deals.items[0]!.kind).toBe('match');
      expect(deals.items[0]!.deal.propertyName).toBe(PACT_FITTING_DEAL_PROPERTY);
      expect(deals.items[0]!.criteria.every((criterion) => criterion.status === 'met')).toBe(true);
    });
  });
});
