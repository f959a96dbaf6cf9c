import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { QuoteService } from './service';

/** A deal's quotes: the admins' comparison, recording, selection, sharing and CSV; the owner's shared list. */
export function createQuoteHandlers({ quotes }: { quotes: QuoteService }) {
  return {
    async listDealQuotes({ params }) {
      const result = await quotes.list(params.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: { items: result.value } };
    },

    async recordDealQuote({ params, body }, { user }) {
      const result = await quotes.record(user, params.id, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 201, body: result.value };
    },

    async selectDealQuote({ params }, { user }) {
      const result = await quotes.select(user, params.id, params.quoteId);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: { items: result.value } };
    },

    async shareDealQuote({ params, body }) {
      const result = await quotes.share(params.id, params.quoteId, body.shared);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async listSharedDealQuotes({ params }, { user }) {
      const result = await quotes.listShared(user, params.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: { items: result.value } };
    },

    async exportDealQuotes({ params }) {
      const result = await quotes.exportCsv(params.id);
      if (!result.ok) return errorResponse(result.error);
      const { total, fileName, stream } = result.value;
      return {
        status: 200,
        headers: { 'X-Total-Count': String(total), 'Content-Disposition': `attachment; filename="${fileName}"` },
        body: { stream, contentType: 'text/csv; charset=utf-8', fileName },
      };
    },
  } satisfies Pick<
    StrictServer,
    | 'listDealQuotes'
    | 'recordDealQuote'
    | 'selectDealQuote'
    | 'shareDealQuote'
    | 'listSharedDealQuotes'
    | 'exportDealQuotes'
  >;
}
