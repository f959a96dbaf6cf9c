// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { pactIds, summaryPdfPactStates } from '../../../../test/pactStates';
import { fetchDealSummaryPdf } from '../fetchDealSummaryPdf';

const { regex } = Matchers;

const pdfHeaders = (fileName: RegExp, example: string) => ({
  'Content-Type': regex(/^application\/pdf$/, 'application/pdf'),
  'Content-Disposition': regex(fileName, `attachment; filename="${example}"; filename*=UTF-8''${example}`),
});

describe('mfe-deals → gateway: the deal summary PDF', () => {
  const pact = createConsumerPact('mfe-deals');

  it("a member downloads their deal's anonymised summary PDF", () => {
    pact
      .given(summaryPdfPactStates.memberOwnsDealToSummarise)
      .uponReceiving("a request for a member's own deal's anonymised summary PDF")
      .withRequest({
        method: 'GET',
        path: `/deals/${pactIds.deal}/summary.pdf`,
        query: { form: 'anonymised' },
        headers: bearer,
      })
      .willRespondWith({
        status: 200,
        headers: pdfHeaders(/^attachment; filename="DL-\d{4}-\d{6}-summary\.pdf".*$/, 'DL-2026-000001-summary.pdf'),
      });
    return pact.executeTest(async (server) => {
      const summary = await fetchDealSummaryPdf(pactClient(server.url), pactIds.deal, 'anonymised');
      expect(summary.fileName).toBe('DL-2026-000001-summary.pdf');
      expect(summary.bytes).toBeInstanceOf(Uint8Array);
    });
  });

  it("a member downloads their deal's full summary PDF", () => {
    pact
      .given(summaryPdfPactStates.memberOwnsDealToSummarise)
      .uponReceiving("a request for a member's own deal's full summary PDF")
      .withRequest({
        method: 'GET',
        path: `/deals/${pactIds.deal}/summary.pdf`,
        query: { form: 'full' },
        headers: bearer,
      })
      .willRespondWith({
        status: 200,
        headers: pdfHeaders(
          /^attachment; filename="DL-\d{4}-\d{6}-summary-full\.pdf".*$/,
          'DL-2026-000001-summary-full.pdf',
        ),
      });
    return pact.executeTest(async (server) => {
      const summary = await fetchDealSummaryPdf(pactClient(server.url), pactIds.deal, 'full');
      expect(summary.fileName).toBe('DL-2026-000001-summary-full.pdf');
    });
  });
});
