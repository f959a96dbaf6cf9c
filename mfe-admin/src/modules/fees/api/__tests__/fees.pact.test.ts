// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { DEFAULT_STAGE_PROBABILITIES, PIPELINE_STAGES, type FeeSettingsRequest } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { fetchExport } from '../../../exports/api/fetchExport';
import { JSON_CONTENT_TYPE } from '../../../../test/pactBodies';
import { FeePactStates } from '../../../../test/pactStates';
import { fetchFeeReport } from '../fetchFeeReport';
import { fetchFeeSettings } from '../fetchFeeSettings';
import { fetchOverdueFees } from '../fetchOverdueFees';
import { saveFeeSettings } from '../saveFeeSettings';

const { eachLike, integer, like, number, regex, string } = Matchers;

const JSON_REQUEST = { ...bearer, 'Content-Type': 'application/json' };
const SETTINGS_PATH = '/admin/settings/fees';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (example: string) => regex(ISO_DAY, example);

const memberBody = like({
  id: string('4d1c5c1e-0b7a-4f57-9d7c-1f1a3f0c2b11'),
  username: string('demo-member'),
  name: string('Demo Member'),
  email: string('demo-member@sandbox.example'),
});

const probabilitiesBody = (probabilities: Record<string, number> = DEFAULT_STAGE_PROBABILITIES) =>
  Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, number(probabilities[stage] ?? 0)]));

const valuesBody = {
  defaultBrokerSharePercent: number(50),
  overdueAfterDays: integer(30),
  stageProbabilities: probabilitiesBody(),
};

/** The overdue fee of feesInEveryState: 1 % of $1.5M, closed 2026-03-31, not received. */
const overdueFeeBody = {
  feePoints: number(1),
  feeAmount: null,
  loanAmount: number(1500000),
  expectedFee: number(15000),
  brokerSharePercent: number(50),
  brokerSharePercentOverride: null,
  brokerShare: number(7500),
  expectedClosingOn: day('2026-03-31'),
  dueOn: day('2026-04-30'),
  invoicedOn: null,
  receivedOn: null,
  receivedAmount: null,
  state: 'overdue',
  quoteId: null,
  updatedAt: regex(/^\d{4}-\d{2}-\d{2}T.*Z$/, '2026-04-01T10:00:00.000Z'),
};

const reportRowBody = {
  member: memberBody,
  month: regex(/^\d{4}-\d{2}$/, '2026-07'),
  deals: integer(1),
  expectedFees: number(25000),
  brokerShares: number(12500),
  received: number(12500),
  overdue: number(0),
};

describe('mfe-admin → gateway: broker fees', () => {
  const pact = createConsumerPact('mfe-admin');

  it('reads the fee report by member and month, with totals', () => {
    pact
      .given(FeePactStates.feesInEveryState)
      .uponReceiving('a request for the whole fee report')
      .withRequest({ method: 'GET', path: '/admin/fees/report', headers: bearer })
      .willRespondWith({
        status: 200,
        headers: JSON_CONTENT_TYPE,
        body: {
          rows: eachLike(reportRowBody),
          totals: {
            deals: integer(4),
            expectedFees: number(70000),
            brokerShares: number(35000),
            received: number(12500),
            overdue: number(7500),
          },
        },
      });
    return pact.executeTest(async (server) => {
      const report = await fetchFeeReport(pactClient(server.url), {});
      expect(report.rows[0]?.member.username).toBe('demo-member');
      expect(report.totals.deals).toBe(4);
    });
  });

  it('reads the fee report of a range of months', () => {
    pact
      .given(FeePactStates.feesInEveryState)
      .uponReceiving('a request for the fee report from March to July 2026')
      .withRequest({
        method: 'GET',
        path: '/admin/fees/report',
        query: { from: '2026-03', to: '2026-07' },
        headers: bearer,
      })
      .willRespondWith({
        status: 200,
        headers: JSON_CONTENT_TYPE,
        body: {
          rows: eachLike(reportRowBody),
          totals: {
            deals: integer(2),
            expectedFees: number(40000),
            brokerShares: number(20000),
            received: number(12500),
            overdue: number(7500),
          },
        },
      });
    return pact.executeTest(async (server) => {
      const report = await fetchFeeReport(pactClient(server.url), { from: '2026-03', to: '2026-07' });
      expect(report.rows[0]?.month).toMatch(/^2026-0[3-7]$/);
    });
  });

  it('a month that is not yyyy-MM answers 400 naming the field', () => {
    pact
      .given(FeePactStates.feesInEveryState)
      .uponReceiving('a request for the fee report from month 13')
      .withRequest({ method: 'GET', path: '/admin/fees/report', query: { from: '2026-13' }, headers: bearer })
      .willRespondWith({
        status: 400,
        body: {
          error: string('Invalid request'),
          message: string('Invalid request'),
          details: eachLike({ field: string('query.from'), message: string('must match pattern') }),
        },
      });
    return pact.executeTest(async (server) => {
      const failure = fetchFeeReport(pactClient(server.url), { from: '2026-13' });
      await expect(failure).rejects.toMatchObject({ status: 400 });
      await expect(failure).rejects.toHaveProperty('body.details.0.field', 'query.from');
    });
  });

  it('streams the fee report of a range of months as CSV with the row count up front', () => {
    pact
      .given(FeePactStates.feesInEveryState)
      .uponReceiving('a request for the fee report export of 2026')
      .withRequest({
        method: 'GET',
        path: '/admin/fees/report/export',
        query: { from: '2026-01', to: '2026-12' },
        headers: bearer,
      })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': regex(/^text\/csv; charset=utf-8$/, 'text/csv; charset=utf-8'),
          'X-Total-Count': regex(/^[1-9]\d*$/, '2'),
          'Content-Disposition': regex(/^attachment; filename="fees.*\.csv".*$/, 'attachment; filename="fees.csv"'),
        },
      });
    return pact.executeTest(async (server) => {
      const download = await fetchExport(pactClient(server.url), 'fees', undefined, { from: '2026-01', to: '2026-12' });
      expect(download.total).toBe(2);
      expect(download.blob).not.toBeNull();
    });
  });

  it('lists the overdue fees with their count and sum', () => {
    pact
      .given(FeePactStates.feesInEveryState)
      .uponReceiving('a request for the overdue fees')
      .withRequest({ method: 'GET', path: '/admin/fees/overdue', headers: bearer })
      .willRespondWith({
        status: 200,
        headers: JSON_CONTENT_TYPE,
        body: {
          items: eachLike({
            deal: {
              id: string('5b0f3c8e-8a44-4d6e-9a57-3e1f3f1d2a10'),
              dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000004'),
              propertyName: string('Pact Overdue Plaza'),
              propertyAddress: string('4 Market Street, Austin, TX'),
              stage: string('Closed'),
              status: string('Closed'),
              owner: memberBody,
            },
            fee: overdueFeeBody,
            daysOverdue: integer(211),
          }),
          count: 1,
          amount: number(7500),
        },
      });
    return pact.executeTest(async (server) => {
      const overdue = await fetchOverdueFees(pactClient(server.url));
      expect(overdue.count).toBe(1);
      expect(overdue.items[0]?.fee.state).toBe('overdue');
      expect(overdue.items[0]?.deal.owner?.username).toBe('demo-member');
    });
  });

  it('answers no overdue fee with an empty list', () => {
    pact
      .given(FeePactStates.noOverdueFees)
      .uponReceiving('a request for the overdue fees when none is overdue')
      .withRequest({ method: 'GET', path: '/admin/fees/overdue', headers: bearer })
      .willRespondWith({ status: 200, headers: JSON_CONTENT_TYPE, body: { items: [], count: 0, amount: 0 } });
    return pact.executeTest(async (server) => {
      const overdue = await fetchOverdueFees(pactClient(server.url));
      expect(overdue).toEqual({ items: [], count: 0, amount: 0 });
    });
  });

  it('reads the fee settings with the shipped values', () => {
    pact
      .given(FeePactStates.feeDefaults)
      .uponReceiving('a request for the fee settings')
      .withRequest({ method: 'GET', path: SETTINGS_PATH, headers: bearer })
      .willRespondWith({ status: 200, headers: JSON_CONTENT_TYPE, body: { ...valuesBody, defaults: valuesBody } });
    return pact.executeTest(async (server) => {
      const settings = await fetchFeeSettings(pactClient(server.url));
      expect(settings.defaultBrokerSharePercent).toBe(50);
      expect(Object.keys(settings.stageProbabilities).sort()).toEqual([...PIPELINE_STAGES].sort());
    });
  });

  it('saves every part and answers the settings now in force', () => {
    const request: FeeSettingsRequest = {
      defaultBrokerSharePercent: 60,
      overdueAfterDays: 45,
      stageProbabilities: { ...DEFAULT_STAGE_PROBABILITIES, Proposal: 50 },
    };
    pact
      .given(FeePactStates.feeDefaults)
      .uponReceiving('a request to save a 60 % share, 45 overdue days and a 50 % Proposal probability')
      .withRequest({ method: 'PUT', path: SETTINGS_PATH, headers: JSON_REQUEST, body: request })
      .willRespondWith({
        status: 200,
        body: {
          defaultBrokerSharePercent: 60,
          overdueAfterDays: 45,
          stageProbabilities: probabilitiesBody({ ...DEFAULT_STAGE_PROBABILITIES, Proposal: 50 }),
          defaults: valuesBody,
        },
      });
    return pact.executeTest(async (server) => {
      const saved = await saveFeeSettings(pactClient(server.url), request);
      expect(saved.overdueAfterDays).toBe(45);
      expect(saved.stageProbabilities.Proposal).toBe(50);
    });
  });

  it('puts the shipped values back with null', () => {
    const request: FeeSettingsRequest = {
      defaultBrokerSharePercent: null,
      overdueAfterDays: null,
      stageProbabilities: null,
    };
    pact
      .given(FeePactStates.feeDefaults)
      .uponReceiving('a request to restore every default fee setting')
      .withRequest({ method: 'PUT', path: SETTINGS_PATH, headers: JSON_REQUEST, body: request })
      .willRespondWith({ status: 200, body: { ...valuesBody, defaults: valuesBody } });
    return pact.executeTest(async (server) => {
      const saved = await saveFeeSettings(pactClient(server.url), request);
      expect(saved.defaultBrokerSharePercent).toBe(saved.defaults.defaultBrokerSharePercent);
    });
  });
});
