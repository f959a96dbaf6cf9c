// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { isoDateTime, JSON_CONTENT_TYPE } from '../../../../test/pactBodies';
import { PACT_FIGURES_LENDER_NAME, PlacementFiguresPactStates } from '../../../../test/pactStates';
import { fetchExport } from '../../../exports/api/fetchExport';
import { fetchPlacementFigures } from '../fetchPlacementFigures';

const { eachLike, fromProviderState, integer, number, regex, string } = Matchers;

const PATH = '/admin/placement/figures';

/** The seeded lender's figures: two submissions, one answered with a quote after 4 hours, selected. */
const answeredRow = {
  lenderId: string('l-1'),
  lenderName: string(PACT_FIGURES_LENDER_NAME),
  submissions: integer(2),
  responses: integer(1),
  responseRatePercent: number(50),
  medianHoursToFirstAnswer: number(4),
  quotes: integer(1),
  selected: integer(1),
  lastSentAt: isoDateTime(),
};

const answeredTotals = {
  lenders: integer(1),
  submissions: integer(2),
  responses: integer(1),
  responseRatePercent: number(50),
  medianHoursToFirstAnswer: number(4),
  quotes: integer(1),
  selected: integer(1),
};

describe('mfe-admin → gateway: placement figures', () => {
  const pact = createConsumerPact('mfe-admin');

  it("reads every lender's figures and their totals (the Overview)", () => {
    pact
      .given(PlacementFiguresPactStates.lenderAnsweredWithSelectedQuote)
      .uponReceiving('a request for the placement figures of every lender')
      .withRequest({ method: 'GET', path: PATH, headers: bearer })
      .willRespondWith({
        status: 200,
        headers: JSON_CONTENT_TYPE,
        body: { lenders: eachLike(answeredRow), totals: answeredTotals },
      });
    return pact.executeTest(async (server) => {
      const figures = await fetchPlacementFigures(pactClient(server.url));
      expect(figures.lenders[0]!.lenderName).toBe(PACT_FIGURES_LENDER_NAME);
      expect(figures.totals).toMatchObject({ submissions: 2, responses: 1, quotes: 1, selected: 1 });
    });
  });

  it("reads one lender's figures (its page)", () => {
    pact
      .given(PlacementFiguresPactStates.lenderAnsweredWithSelectedQuote)
      .uponReceiving("a request for one lender's placement figures")
      .withRequest({
        method: 'GET',
        path: PATH,
        query: { lenderId: fromProviderState('${lenderId}', 'l-1') },
        headers: bearer,
      })
      .willRespondWith({
        status: 200,
        headers: JSON_CONTENT_TYPE,
        body: { lenders: eachLike(answeredRow, 1), totals: answeredTotals },
      });
    return pact.executeTest(async (server) => {
      const figures = await fetchPlacementFigures(pactClient(server.url), 'l-1');
      expect(figures.lenders).toHaveLength(1);
      expect(figures.lenders[0]!.medianHoursToFirstAnswer).toBe(4);
    });
  });

  it('answers empty figures when no deal was sent', () => {
    pact
      .given(PlacementFiguresPactStates.nothingSent)
      .uponReceiving('a request for the placement figures when nothing was sent')
      .withRequest({ method: 'GET', path: PATH, headers: bearer })
      .willRespondWith({
        status: 200,
        headers: JSON_CONTENT_TYPE,
        body: {
          lenders: [],
          totals: {
            lenders: 0,
            submissions: 0,
            responses: 0,
            responseRatePercent: null,
            medianHoursToFirstAnswer: null,
            quotes: 0,
            selected: 0,
          },
        },
      });
    return pact.executeTest(async (server) => {
      const figures = await fetchPlacementFigures(pactClient(server.url));
      expect(figures.lenders).toEqual([]);
      expect(figures.totals.responseRatePercent).toBeNull();
    });
  });

  it('an unknown lender answers 404', () => {
    pact
      .given(PlacementFiguresPactStates.nothingSent)
      .uponReceiving('a request for the placement figures of an unknown lender')
      .withRequest({ method: 'GET', path: PATH, query: { lenderId: 'no-such-lender' }, headers: bearer })
      .willRespondWith({
        status: 404,
        body: { error: string('Lender not found'), message: string('Lender not found') },
      });
    return pact.executeTest(async (server) => {
      await expect(fetchPlacementFigures(pactClient(server.url), 'no-such-lender')).rejects.toMatchObject({
        status: 404,
      });
    });
  });

  it('downloads the figures as CSV, one row per lender', () => {
    pact
      .given(PlacementFiguresPactStates.lenderAnsweredWithSelectedQuote)
      .uponReceiving('a request for the placement figures export')
      .withRequest({ method: 'GET', path: '/admin/placement/export', headers: bearer })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': regex(/^text\/csv; charset=utf-8$/, 'text/csv; charset=utf-8'),
          'X-Total-Count': regex(/^[1-9]\d*$/, '1'),
          'Content-Disposition': regex(
            /^attachment; filename="placement-figures-\d{4}-\d{2}-\d{2}\.csv".*$/,
            'attachment; filename="placement-figures-2026-11-27.csv"',
          ),
        },
      });
    return pact.executeTest(async (server) => {
      const download = await fetchExport(pactClient(server.url), 'placement');
      expect(download.total).toBe(1);
      expect(download.blob).not.toBeNull();
    });
  });
});
