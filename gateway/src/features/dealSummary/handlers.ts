import { contentDisposition } from '../../http/contentDisposition';
import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { DealSummaryService } from './service';

/** The deal summary PDF: the caller's own deal (admins any), anonymised unless `form=full`. */
export function createDealSummaryHandlers({ summaries }: { summaries: DealSummaryService }) {
  return {
    async getDealSummaryPdf({ params, query }, { user }) {
      const result = await summaries.summaryPdfFor(user, params.id, query.form ?? 'anonymised');
      if (!result.ok) return errorResponse(result.error);
      const { fileName, pdf } = result.value;
      return {
        status: 200,
        body: { stream: pdf, contentType: 'application/pdf', size: pdf.length },
        headers: { 'Content-Disposition': contentDisposition(fileName), 'X-Content-Type-Options': 'nosniff' },
      };
    },
  } satisfies Pick<StrictServer, 'getDealSummaryPdf'>;
}
