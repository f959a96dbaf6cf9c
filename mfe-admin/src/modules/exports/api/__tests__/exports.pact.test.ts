// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { AdminPactStates } from '../../../../test/pactStates';
import { fetchExport } from '../fetchExport';

const { regex } = Matchers;

describe('mfe-admin → gateway: the streamed CSV exports', () => {
  const pact = createConsumerPact('mfe-admin');

  for (const kind of ['deals', 'users'] as const) {
    it(`streams every ${kind === 'deals' ? 'deal' : 'user'} as CSV with the row count up front`, () => {
      pact
        .given(AdminPactStates.memberHasTwoDeals)
        .uponReceiving(`a request for the ${kind} export`)
        .withRequest({ method: 'GET', path: `/admin/export/${kind}`, headers: bearer })
        .willRespondWith({
          status: 200,
          headers: {
            'Content-Type': regex(/^text\/csv; charset=utf-8$/, 'text/csv; charset=utf-8'),
            'X-Total-Count': regex(/^[1-9]\d*$/, '2'),
            'Content-Disposition': regex(
              new RegExp(`^attachment; filename="${kind}-\\d{4}-\\d{2}-\\d{2}\\.csv".*$`),
              `attachment; filename="${kind}-2026-11-23.csv"`,
            ),
          },
        });
      return pact.executeTest(async (server) => {
        const download = await fetchExport(pactClient(server.url), kind);
        expect(download.total).toBe(2);
        expect(download.blob).not.toBeNull();
      });
    });
  }
});
