// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import { describe, expect, it } from 'vitest';
import { feePactStates, pactIds } from '../../../../test/pactStates';
import { fetchDealFee, fetchMyEarnings, saveDealFee } from '../feesApi';

const { eachLike, integer, like, regex, string } = Matchers;

const json = { 'Content-Type': regex(/^application\/json.*$/, 'application/json; charset=utf-8') };
const isoDay = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);
const feeState = (example: string) => regex(/^(expected|invoiced|received|overdue)$/, example);

/** The seeded fee: 1 point of $1,500,000, the default 50 % share, closing 2026-06-30, invoiced. */
const feeBody = (overrides: Record<string, unknown> = {}) => ({
  feePoints: like(1),
  feeAmount: null,
  loanAmount: like(1_500_000),
  expectedFee: like(15_000),
  brokerSharePercent: like(50),
  brokerSharePercentOverride: null,
  brokerShare: like(7_500),
  expectedClosingOn: isoDay('2026-06-30'),
  dueOn: isoDay('2026-07-30'),
  invoicedOn: isoDay('2026-07-02'),
  receivedOn: null,
  receivedAmount: null,
  state: feeState('overdue'),
  quoteId: null,
  updatedAt: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, '2026-07-02T09:00:00.000Z'),
  ...overrides,
});

/**
 * What every fee line of the earnings holds whatever its state (the payment fields, null in some
 * states and set in others, are left out of the template: each line is matched on these).
 */
const feeLineBody = {
  loanAmount: like(1_500_000),
  expectedFee: like(15_000),
  brokerSharePercent: like(50),
  brokerShare: like(7_500),
  expectedClosingOn: isoDay('2026-06-30'),
  dueOn: isoDay('2026-07-30'),
  state: feeState('expected'),
};

describe('mfe-deals → gateway: broker fees', () => {
  const pact = createConsumerPact('mfe-deals');

  it("reads the fee of the member's own deal, with the share in force and its state", () => {
    pact
      .given(feePactStates.memberDealWithFee)
      .uponReceiving("a request for the fee of the member's deal")
      .withRequest({ method: 'GET', path: `/deals/${pactIds.deal}/fee`, headers: bearer })
      .willRespondWith({ status: 200, headers: json, body: { fee: feeBody() } });
    return pact.executeTest(async (server) => {
      const { fee } = await fetchDealFee(pactClient(server.url), pactIds.deal);
      expect(fee?.expectedFee).toBe(15_000);
      expect(fee?.brokerShare).toBe(7_500);
      expect(fee?.brokerSharePercentOverride).toBeNull();
    });
  });

  it("saves an admin's change of a deal's fee: a share of its own and the payment received", () => {
    const request = { brokerSharePercent: 60, receivedOn: '2026-08-05', receivedAmount: 15_000 };
    pact
      .given(feePactStates.adminDealWithFee)
      .uponReceiving("an admin's change of a deal's fee")
      .withRequest({
        method: 'PUT',
        path: `/admin/deals/${pactIds.deal}/fee`,
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: request,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          fee: feeBody({
            brokerSharePercent: 60,
            brokerSharePercentOverride: 60,
            brokerShare: like(9_000),
            receivedOn: '2026-08-05',
            receivedAmount: like(15_000),
            state: 'received',
          }),
        },
      });
    return pact.executeTest(async (server) => {
      const { fee } = await saveDealFee(pactClient(server.url), pactIds.deal, request);
      expect(fee).toMatchObject({ brokerSharePercentOverride: 60, state: 'received', receivedOn: '2026-08-05' });
    });
  });

  it('a received amount without its day is refused, naming the field', () => {
    pact
      .given(feePactStates.adminDealWithFee)
      .uponReceiving('a received amount without its day')
      .withRequest({
        method: 'PUT',
        path: `/admin/deals/${pactIds.deal}/fee`,
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { receivedAmount: 15000 },
      })
      .willRespondWith({
        status: 400,
        headers: json,
        body: {
          error: string('Bad Request'),
          message: string('Received on is required with a received amount'),
          details: eachLike({
            field: 'body.receivedOn',
            message: string('Received on is required with a received amount'),
          }),
        },
      });
    return pact.executeTest(async (server) => {
      const error: unknown = await saveDealFee(pactClient(server.url), pactIds.deal, { receivedAmount: 15000 }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).body?.details?.[0]?.field).toBe('body.receivedOn');
    });
  });

  it("reads the member's earnings: pipeline, forecast, received this year, overdue and their deals with a fee", () => {
    pact
      .given(feePactStates.memberFeesInEveryState)
      .uponReceiving("a request for the member's earnings")
      .withRequest({ method: 'GET', path: '/earnings', headers: bearer })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          expectedPipeline: like(30_000),
          weightedForecast: like(9_000),
          receivedThisYear: like(7_500),
          year: integer(2026),
          overdue: { count: integer(1), amount: like(7_500) },
          deals: eachLike(
            {
              deal: {
                id: string(pactIds.deal),
                dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000001'),
                propertyName: string('Pact Plaza'),
                propertyAddress: string('1 Pact Street, Springfield'),
                stage: string('Qualification'),
                status: string('Open'),
                owner: null,
              },
              fee: feeLineBody,
            },
            4,
          ),
        },
      });
    return pact.executeTest(async (server) => {
      const earnings = await fetchMyEarnings(pactClient(server.url));
      expect(earnings.deals).toHaveLength(4);
      expect(earnings.deals[0]!.deal.owner).toBeNull();
      expect(earnings.overdue.count).toBe(1);
    });
  });
});
