// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { isoDateTime } from '../../../../test/pactBodies';
import { AdminPactStates } from '../../../../test/pactStates';
import { fetchBacklog } from '../fetchBacklog';

const { eachLike, integer, string } = Matchers;

describe('mfe-admin → gateway: background work', () => {
  const pact = createConsumerPact('mfe-admin');

  it('reads what background work waits and how long the oldest has waited', () => {
    pact
      .given(AdminPactStates.backlogWaiting)
      .uponReceiving('a request for the background backlog')
      .withRequest({ method: 'GET', path: '/admin/backlog', headers: bearer })
      .willRespondWith({
        status: 200,
        body: {
          jobs: eachLike({
            name: string('job-of-another-version'),
            waiting: integer(2),
            oldestAgeSeconds: integer(600),
          }),
          outbox: { waiting: integer(0), oldestAgeSeconds: integer(0) },
          ghlPushes: { waiting: integer(0), oldestAgeSeconds: integer(0) },
          checkedAt: isoDateTime(),
        },
      });
    return pact.executeTest(async (server) => {
      const backlog = await fetchBacklog(pactClient(server.url));
      expect(backlog.jobs[0]).toEqual({ name: 'job-of-another-version', waiting: 2, oldestAgeSeconds: 600 });
      expect(backlog.outbox.waiting).toBe(0);
    });
  });
});
