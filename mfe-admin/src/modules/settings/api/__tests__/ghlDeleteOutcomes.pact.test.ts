// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { isoDateTime } from '../../../../test/pactBodies';
import { AdminPactStates } from '../../../../test/pactStates';
import { DELETE_OUTCOMES_PAGE_SIZE, fetchGhlDeleteOutcomes } from '../fetchGhlDeleteOutcomes';

const { integer, regex, string } = Matchers;

const firstPage = { limit: String(DELETE_OUTCOMES_PAGE_SIZE) };

const outcomeBody = (overrides: Record<string, unknown>) => ({
  id: string('deleted:6f1d2a4e'),
  dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000102'),
  opportunityId: string('opp-123'),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
  ...overrides,
});

describe('mfe-admin → gateway: what deleting linked deals did in GHL', () => {
  const pact = createConsumerPact('mfe-admin');

  it('lists the outcomes newest first: what was done, or GHL’s refusal', () => {
    pact
      .given(AdminPactStates.ghlDeleteOutcomesRecorded)
      .uponReceiving('a request for the first page of delete-policy outcomes')
      .withRequest({ method: 'GET', path: '/admin/ghl/delete-outcomes', query: firstPage, headers: bearer })
      .willRespondWith({
        status: 200,
        body: {
          items: [
            outcomeBody({
              policy: 'markLost',
              state: 'succeeded',
              action: string('opportunity marked lost'),
              error: null,
            }),
            outcomeBody({
              dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000101'),
              policy: 'delete',
              state: 'failed',
              action: null,
              error: string('GHL answered 403: The token does not have access to this location'),
            }),
          ],
          nextCursor: null,
          total: integer(2),
        },
      });
    return pact.executeTest(async (server) => {
      const page = await fetchGhlDeleteOutcomes(pactClient(server.url));
      expect(page.items.map((outcome) => outcome.state)).toEqual(['succeeded', 'failed']);
      expect(page.items[1]?.error).toContain('403');
    });
  });

  it('an empty list while no linked deal has been deleted', () => {
    pact
      .given(AdminPactStates.ghlNoDeleteOutcomes)
      .uponReceiving('a request for delete-policy outcomes when there are none')
      .withRequest({ method: 'GET', path: '/admin/ghl/delete-outcomes', query: firstPage, headers: bearer })
      .willRespondWith({ status: 200, body: { items: [], nextCursor: null, total: 0 } });
    return pact.executeTest(async (server) => {
      const page = await fetchGhlDeleteOutcomes(pactClient(server.url));
      expect(page).toEqual({ items: [], nextCursor: null, total: 0 });
    });
  });
});
