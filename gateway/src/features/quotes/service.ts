import { randomUUID } from 'node:crypto';
import {
  quoteFigures,
  type IndexRates,
  type LenderQuote,
  type LenderQuoteRecordRequest,
  type SharedQuote,
} from '@portal/contracts';
import type { Readable } from 'node:stream';
import type { AuthUser } from '../../http/context';
import { fail, ok, type DomainError, type ErrorDetail, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { ActorRecord } from '../activity/model';
import { actorOf, type ActivityRecorder, type QuoteEventDetail } from '../activity/recorder';
import type { DealRecord } from '../deals/model';
import { DEAL_NOT_FOUND } from '../deals/service';
import type { DocumentRecord } from '../documents/model';
import type { LenderRecord } from '../lenders/model';
import type { QuoteRecord } from '../submissions/model';
import type { SubmissionRepository } from '../submissions/repository';
import { checkQuoteTerms, plainText } from '../submissions/rules';
import { quotesCsv } from './quotesCsv';
import {
  isSelected,
  isSharedWithOwner,
  termsLine,
  toLenderQuoteDto,
  toSharedQuoteDto,
  withDefaults,
  type QuoteView,
} from './records';

export const QUOTE_NOT_FOUND = 'Quote not found';
export const QUOTE_EXPIRED = 'This quote has expired';
export const TERM_SHEET_NOT_PDF = 'The term sheet must be a PDF';

export type QuoteServiceDeps = {
  quotes: Pick<SubmissionRepository, 'quotesOf' | 'findQuote' | 'insertQuote' | 'setQuoteShared' | 'markQuoteSelected'>;
  deals: {
    findById(id: string): Promise<DealRecord | null>;
    /** The deal when the caller may read it (own deal; any deal for admins). */
    findReadable(user: AuthUser, id: string): Promise<DealRecord | null>;
    update(id: string, changes: Partial<DealRecord>): Promise<DealRecord | null>;
  };
  lenders: { findLender(id: string): Promise<Pick<LenderRecord, '_id' | 'name'> | null> };
  documents: { findById(id: string): Promise<DocumentRecord | null> };
  indexRates: () => Promise<IndexRates>;
  timeline: Pick<ActivityRecorder, 'quoteReceived' | 'quoteSelected'>;
  /** After a selection is recorded (the deal's fee takes the quote's figures: features/fees). */
  onSelected?: (admin: AuthUser, deal: DealRecord, quote: QuoteRecord) => Promise<void>;
  clock: Clock;
};

/** A deal that exists and is not being deleted. */
const live = (deal: DealRecord | null): deal is DealRecord => deal !== null && !deal.deletingSince;

/** What a notification says of a quote (plain text; the notification flattens it to one line). */
const eventDetail = (quote: QuoteRecord): QuoteEventDetail => ({
  lenderName: quote.lenderName,
  terms: termsLine(quote.terms),
  conditions: quote.terms.conditions ?? null,
});

/**
 * A deal's quotes (docs/placement.md#quotes): the admins' comparison with figures computed on
 * read, quotes recorded by admins, the one selected quote (kept on the deal), sharing with the
 * deal's owner, and the CSV of the comparison.
 */
export function createQuoteService(deps: QuoteServiceDeps) {
  async function viewOf(deal: DealRecord): Promise<QuoteView> {
    return { deal, indexRates: await deps.indexRates(), now: deps.clock.now() };
  }

  async function dtosOf(deal: DealRecord): Promise<LenderQuote[]> {
    const [rows, view] = await Promise.all([deps.quotes.quotesOf(deal._id), viewOf(deal)]);
    return rows.map((row) => toLenderQuoteDto(row, view));
  }

  /** The live deal and one of its quotes, or the not-found answer naming which is missing. */
  async function dealAndQuote(
    dealId: string,
    quoteId: string,
  ): Promise<Result<{ deal: DealRecord; quote: QuoteRecord }, DomainError<'notFound'>>> {
    const deal = await deps.deals.findById(dealId);
    if (!live(deal)) return fail('notFound', DEAL_NOT_FOUND);
    const quote = await deps.quotes.findQuote(quoteId);
    if (!quote || quote.dealId !== deal._id) return fail('notFound', QUOTE_NOT_FOUND);
    return ok({ deal, quote });
  }

  return {
    /** A deal's quotes, newest first, each with its figures on the deal's NOI and the index rates. */
    async list(dealId: string): Promise<Result<LenderQuote[], DomainError<'notFound'>>> {
      const deal = await deps.deals.findById(dealId);
      if (!live(deal)) return fail('notFound', DEAL_NOT_FOUND);
      return ok(await dtosOf(deal));
    },

    /**
     * Records a quote a lender gave outside the portal. Every field is checked first (the lender in
     * the directory, the terms as a room's quote, the term sheet a PDF of this deal) and nothing is
     * stored on any error. The timeline records it and the deal's owner is notified.
     */
    async record(
      admin: AuthUser,
      dealId: string,
      body: LenderQuoteRecordRequest,
    ): Promise<Result<LenderQuote, DomainError<'notFound' | 'validation'>>> {
      const deal = await deps.deals.findById(dealId);
      if (!live(deal)) return fail('notFound', DEAL_NOT_FOUND);
      const now = deps.clock.now();
      const details: ErrorDetail[] = [];
      const lender = await deps.lenders.findLender(body.lenderId);
      if (!lender) details.push({ field: 'body.lenderId', message: `Unknown lender ${body.lenderId}` });
      const checked = checkQuoteTerms(body.terms, now, 'terms');
      if (!checked.ok) details.push(...checked.details);
      let termSheet: QuoteRecord['termSheet'] = null;
      if (body.termSheetDocumentId) {
        const doc = await deps.documents.findById(body.termSheetDocumentId);
        const field = 'body.termSheetDocumentId';
        if (!doc || doc.dealId !== deal._id) {
          details.push({ field, message: `Document ${body.termSheetDocumentId} is not a document of this deal` });
        } else if (doc.mimeType !== 'application/pdf') details.push({ field, message: TERM_SHEET_NOT_PDF });
        else termSheet = { documentId: doc._id, fileName: doc.originalName };
      }
      if (details.length > 0 || !lender || !checked.ok) {
        return fail('validation', details[0]?.message ?? 'The quote is not valid', details);
      }
      const record: QuoteRecord = {
        _id: randomUUID(),
        dealId: deal._id,
        submissionId: null,
        lenderId: lender._id,
        lenderName: lender.name,
        contactName: plainText(body.contactName),
        terms: checked.terms,
        createdAt: now,
        source: 'admin',
        termSheet,
        shared: false,
        selectedAt: null,
        recordedBy: admin.id,
      };
      await deps.quotes.insertQuote(record);
      await deps.timeline.quoteReceived(deal, actorOf(admin), eventDetail(record), {
        summary: `${admin.username} recorded ${lender.name}'s quote: ${termsLine(record.terms)}`,
        submissionId: null,
      });
      return ok(toLenderQuoteDto(record, await viewOf(deal)));
    },

    /** A lender's quote from its deal room reached the deal: the owner hears of it. */
    async announceRoomQuote(deal: DealRecord, quote: QuoteRecord, lender: ActorRecord): Promise<void> {
      await deps.timeline.quoteReceived(deal, lender, eventDetail(quote), null);
    },

    /**
     * Selects a quote: the deal's `selectedQuote` takes its lender and terms. The deal is the one
     * record of which quote is selected, written in one single-document update, so selections
     * racing on any number of instances end with exactly one (the last written) and no
     * multi-document transaction is needed. The quote is shared, the timeline records it and the
     * owner is notified. Selecting the selected quote again changes nothing; an expired one is
     * refused.
     */
    async select(
      admin: AuthUser,
      dealId: string,
      quoteId: string,
    ): Promise<Result<LenderQuote[], DomainError<'notFound' | 'conflict'>>> {
      const found = await dealAndQuote(dealId, quoteId);
      if (!found.ok) return found;
      const { deal, quote } = found.value;
      if (isSelected(quote, { deal })) return ok(await dtosOf(deal));
      const now = deps.clock.now();
      const figures = quoteFigures(quote.terms, {
        netOperatingIncome: deal.netOperatingIncome ?? null,
        indexRates: await deps.indexRates(),
        today: now,
      });
      if (figures.expired) return fail('conflict', QUOTE_EXPIRED);
      // Shared first: once the deal names it, its owner lists it.
      await deps.quotes.markQuoteSelected(quote._id, now);
      const after = await deps.deals.update(deal._id, {
        selectedQuote: { quoteId: quote._id, lenderName: quote.lenderName, terms: quote.terms, selectedAt: now },
      });
      if (!after) return fail('notFound', DEAL_NOT_FOUND);
      await deps.timeline.quoteSelected(after, admin, eventDetail(quote), {
        summary: `${admin.username} selected ${quote.lenderName}'s quote: ${termsLine(quote.terms)}`,
        submissionId: withDefaults(quote).submissionId,
      });
      await deps.onSelected?.(admin, after, quote);
      return ok(await dtosOf(after));
    },

    /** Shares a quote with the deal's owner or stops sharing it; the selected quote stays shared. */
    async share(
      dealId: string,
      quoteId: string,
      shared: boolean,
    ): Promise<Result<LenderQuote, DomainError<'notFound'>>> {
      const found = await dealAndQuote(dealId, quoteId);
      if (!found.ok) return found;
      const { deal, quote } = found.value;
      if (shared || !isSelected(quote, { deal })) await deps.quotes.setQuoteShared(quote._id, shared);
      const now = (await deps.quotes.findQuote(quote._id)) ?? quote;
      return ok(toLenderQuoteDto(now, await viewOf(deal)));
    },

    /**
     * The quotes shared with the deal's owner, newest first (the caller's own deal; admins any):
     * never a quote not shared, never a lender's contact. Another member's deal is not found.
     */
    async listShared(user: AuthUser, dealId: string): Promise<Result<SharedQuote[], DomainError<'notFound'>>> {
      const deal = await deps.deals.findReadable(user, dealId);
      if (!live(deal)) return fail('notFound', DEAL_NOT_FOUND);
      const [rows, view] = await Promise.all([deps.quotes.quotesOf(deal._id), viewOf(deal)]);
      return ok(rows.filter((row) => isSharedWithOwner(row, view)).map((row) => toSharedQuoteDto(row, view)));
    },

    /** The comparison as CSV (`<deal id>-quotes.csv`), with its row count. */
    async exportCsv(
      dealId: string,
    ): Promise<Result<{ total: number; fileName: string; stream: Readable }, DomainError<'notFound'>>> {
      const deal = await deps.deals.findById(dealId);
      if (!live(deal)) return fail('notFound', DEAL_NOT_FOUND);
      const quotes = await dtosOf(deal);
      return ok({ total: quotes.length, fileName: `${deal.dealId}-quotes.csv`, stream: quotesCsv(quotes) });
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
