// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { pactIds, placementPactNames, quotePactStates } from '../../../../test/pactStates';
import { fetchQuoteLenders } from '../fetchQuoteLenders';
import {
  exportDealQuotes,
  fetchDealQuotes,
  fetchSharedDealQuotes,
  recordDealQuote,
  selectDealQuote,
  shareDealQuote,
} from '../quotesApi';

const { boolean, eachLike, fromProviderState, integer, like, regex, string } = Matchers;

const isoDateTime = () => regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, '2026-11-27T09:00:00.000Z');

/** What the comparison reads of every quote, whatever its source and rate type. */
const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  id: string('q_pact'),
  dealId: string(pactIds.deal),
  source: regex(/^(room|admin)$/, 'room'),
  lenderId: string('l-1'),
  lenderName: string(placementPactNames.lender),
  terms: {
    amount: like(1_400_000),
    rateType: regex(/^(fixed|floating)$/, 'fixed'),
    termMonths: integer(120),
    amortisationMonths: integer(360),
    recourse: regex(/^(full|partial|non-recourse)$/, 'partial'),
  },
  figures: {
    ratePercent: like(6.5),
    annualDebtService: like(106_187.52),
    dscr: like(1.7),
    expired: boolean(false),
  },
  shared: boolean(false),
  selected: boolean(false),
  createdAt: isoDateTime(),
  ...overrides,
});

/** The quote an admin records: a fixed rate, with the deal's PDF as its term sheet. */
const recordedTerms = {
  amount: 1_400_000,
  rateType: 'fixed',
  ratePercent: 6.25,
  index: null,
  spreadBps: null,
  termMonths: 120,
  amortisationMonths: 360,
  interestOnlyMonths: 12,
  maxLtvPercent: 65,
  maxLtcPercent: null,
  originationFeePercent: 1,
  exitFeePercent: null,
  recourse: 'non-recourse',
  prepayment: '3-2-1 step-down',
  closingDays: 45,
  conditions: 'Subject to appraisal',
  expiresOn: null,
} as const;

describe("mfe-deals → gateway: a deal's quotes", () => {
  const pact = createConsumerPact('mfe-deals');

  it("lists the deal's quotes with the server's figures (admins)", () => {
    pact
      .given(quotePactStates.adminDealHasTwoQuotes)
      .uponReceiving("a request for a deal's quotes")
      .withRequest({ method: 'GET', path: `/admin/deals/${pactIds.deal}/quotes`, headers: bearer })
      .willRespondWith({ status: 200, body: { items: eachLike(quoteBody(), 2) } });
    return pact.executeTest(async (server) => {
      const quotes = await fetchDealQuotes(pactClient(server.url), pactIds.deal);
      expect(quotes).toHaveLength(2);
      expect(quotes[0]!.lenderName).toBe(placementPactNames.lender);
    });
  });

  it('records a quote given outside the portal, with a deal PDF as its term sheet', () => {
    pact
      .given(quotePactStates.adminDealHasNoQuote)
      .uponReceiving('a quote recorded by an admin')
      .withRequest({
        method: 'POST',
        path: `/admin/deals/${pactIds.deal}/quotes`,
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: {
          lenderId: fromProviderState('${lenderId}', 'l-1'),
          contactName: 'Pat Prairie',
          terms: recordedTerms,
          termSheetDocumentId: fromProviderState('${documentId}', pactIds.document),
        },
      })
      .willRespondWith({
        status: 201,
        body: quoteBody({
          source: 'admin',
          submissionId: null,
          contactName: string('Pat Prairie'),
          terms: {
            amount: like(1_400_000),
            rateType: 'fixed',
            ratePercent: like(6.25),
            termMonths: integer(120),
            amortisationMonths: integer(360),
            recourse: 'non-recourse',
          },
          termSheet: { documentId: string(pactIds.document), fileName: string('term-sheet.pdf') },
        }),
      });
    return pact.executeTest(async (server) => {
      const quote = await recordDealQuote(pactClient(server.url), pactIds.deal, {
        lenderId: 'l-1',
        contactName: 'Pat Prairie',
        terms: recordedTerms,
        termSheetDocumentId: pactIds.document,
      });
      expect(quote.source).toBe('admin');
      expect(quote.termSheet?.fileName).toBe('term-sheet.pdf');
    });
  });

  it('selects a quote, answering the quotes as they are now', () => {
    pact
      .given(quotePactStates.adminDealHasTwoQuotes)
      .uponReceiving("the selection of a deal's quote")
      .withRequest({
        method: 'POST',
        path: fromProviderState(
          `/admin/deals/${pactIds.deal}/quotes/\${roomQuoteId}/select`,
          `/admin/deals/${pactIds.deal}/quotes/q_room/select`,
        ),
        headers: bearer,
      })
      .willRespondWith({ status: 200, body: { items: eachLike(quoteBody(), 2) } });
    return pact.executeTest(async (server) => {
      const quotes = await selectDealQuote(pactClient(server.url), pactIds.deal, 'q_room');
      expect(quotes).toHaveLength(2);
    });
  });

  it('shares a quote with the deal’s owner', () => {
    pact
      .given(quotePactStates.adminDealHasTwoQuotes)
      .uponReceiving('a quote shared with the deal owner')
      .withRequest({
        method: 'PUT',
        path: fromProviderState(
          `/admin/deals/${pactIds.deal}/quotes/\${roomQuoteId}/shared`,
          `/admin/deals/${pactIds.deal}/quotes/q_room/shared`,
        ),
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { shared: true },
      })
      .willRespondWith({ status: 200, body: quoteBody({ shared: true }) });
    return pact.executeTest(async (server) => {
      const quote = await shareDealQuote(pactClient(server.url), pactIds.deal, 'q_room', true);
      expect(quote.shared).toBe(true);
    });
  });

  it('exports the comparison as CSV under the deal’s name', () => {
    pact
      .given(quotePactStates.adminDealHasTwoQuotes)
      .uponReceiving("an export of a deal's quotes")
      .withRequest({ method: 'GET', path: `/admin/deals/${pactIds.deal}/quotes/export`, headers: bearer })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': regex(/^text\/csv.*$/, 'text/csv; charset=utf-8'),
          'Content-Disposition': regex(
            /^attachment; filename=.+-quotes\.csv.*$/,
            'attachment; filename="DL-2026-000001-quotes.csv"',
          ),
          'X-Total-Count': regex(/^\d+$/, '2'),
        },
      });
    return pact.executeTest(async (server) => {
      const csv = await exportDealQuotes(pactClient(server.url), pactIds.deal, 'fallback-quotes.csv');
      expect(csv.fileName).toMatch(/-quotes\.csv$/);
      expect(csv.blob).toBeInstanceOf(Blob);
    });
  });

  it('offers the directory’s active lenders for a recorded quote', () => {
    pact
      .given(quotePactStates.adminDealHasNoQuote)
      .uponReceiving('a request for the active lenders to record a quote from')
      .withRequest({ method: 'GET', path: '/admin/lenders', query: { active: 'true', limit: '20' }, headers: bearer })
      .willRespondWith({
        status: 200,
        body: {
          items: eachLike({ id: string('l-1'), name: string(placementPactNames.lender), active: true }),
          nextCursor: null,
          total: integer(1),
        },
      });
    return pact.executeTest(async (server) => {
      const lenders = await fetchQuoteLenders(pactClient(server.url), '');
      expect(lenders[0]!.name).toBe(placementPactNames.lender);
    });
  });

  it('lists to the deal’s owner only the quote shared with them, marked selected', () => {
    pact
      .given(quotePactStates.memberDealHasSharedQuote)
      .uponReceiving("a request for a deal's shared quotes by its owner")
      .withRequest({ method: 'GET', path: `/deals/${pactIds.deal}/quotes`, headers: bearer })
      .willRespondWith({
        status: 200,
        body: {
          items: [
            {
              id: string('q_pact'),
              lenderName: string(placementPactNames.lender),
              terms: quoteBody().terms,
              figures: quoteBody().figures,
              selected: true,
              createdAt: isoDateTime(),
            },
          ],
        },
      });
    return pact.executeTest(async (server) => {
      const quotes = await fetchSharedDealQuotes(pactClient(server.url), pactIds.deal);
      expect(quotes).toHaveLength(1);
      expect(quotes[0]!.selected).toBe(true);
    });
  });
});
