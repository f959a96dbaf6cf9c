// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bearer,
  createConsumerPact,
  lastPageOf,
  Matchers,
  pactClient,
  States,
  wholeListQuery,
} from '@portal/contracts/pact';
import { fetchMyDeals } from '../fetchMyDeals';
import { summarizeDeals } from '../../utils/summarizeDeals';

const { eachLike, string, regex } = Matchers;
const isoDate = regex(/^\d{4}-\d{2}-\d{2}T.*Z$/, '2026-11-20T10:00:00.000Z');

describe('shell → gateway: the member’s own deals (home page)', () => {
  const pact = createConsumerPact('shell');

  it('lists the caller’s deals with status, stage and stage history', () => {
    pact
      .given(States.memberWithDealsSignedIn)
      .uponReceiving('a request for my deals')
      .withRequest({ method: 'GET', path: '/deals', query: wholeListQuery, headers: bearer })
      .willRespondWith({
        status: 200,
        body: lastPageOf(
          {
            id: string('6b1f0c2e-3a4d-4c5e-8f70-1a2b3c4d5e6f'),
            dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000001'),
            status: string('Under Review'),
            stage: string('Needs Analysis'),
            createdAt: isoDate,
            stageHistory: eachLike({
              from: string('Qualification'),
              to: string('Needs Analysis'),
              at: isoDate,
              source: string('webhook'),
            }),
          },
          2,
        ),
      });
    return pact.executeTest(async (server) => {
      const deals = await fetchMyDeals(pactClient(server.url));
      const summary = summarizeDeals(deals);
      expect(summary.total).toBe(2);
      expect(summary.recentStageChanges.length).toBe(2);
    });
  });
});
