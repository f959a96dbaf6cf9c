import {
  quoteFigures,
  type IndexRates,
  type LenderQuote,
  type LenderQuoteTerms,
  type SharedQuote,
} from '@portal/contracts';
import type { DealRecord } from '../deals/model';
import type { QuoteRecord } from '../submissions/model';
import { rateText } from '../submissions/rules';

/** What a quote's figures and selected mark are read against: its deal, the index rates, now. */
export type QuoteView = {
  deal: Pick<DealRecord, 'netOperatingIncome' | 'selectedQuote'>;
  indexRates: IndexRates;
  now: Date;
};

/** A stored quote with the fields older documents lack filled in (a room's quote, not shared). */
export function withDefaults(row: QuoteRecord): Required<QuoteRecord> {
  return {
    ...row,
    submissionId: row.submissionId ?? null,
    contactName: row.contactName ?? null,
    source: row.source ?? 'room',
    termSheet: row.termSheet ?? null,
    shared: row.shared === true,
    selectedAt: row.selectedAt ?? null,
    recordedBy: row.recordedBy ?? null,
  };
}

/** Whether the deal names this quote as its selected one (the deal is the only record of it). */
export const isSelected = (row: Pick<QuoteRecord, '_id'>, view: Pick<QuoteView, 'deal'>) =>
  view.deal.selectedQuote?.quoteId === row._id;

const figuresOf = (row: QuoteRecord, view: QuoteView) =>
  quoteFigures(row.terms, {
    netOperatingIncome: view.deal.netOperatingIncome ?? null,
    indexRates: view.indexRates,
    today: view.now,
  });

/** The admins' view of a quote: its lender contact, term sheet, figures, shared and selected marks. */
export function toLenderQuoteDto(stored: QuoteRecord, view: QuoteView): LenderQuote {
  const row = withDefaults(stored);
  const selected = isSelected(row, view);
  return {
    id: row._id,
    dealId: row.dealId,
    submissionId: row.submissionId,
    source: row.source,
    lenderId: row.lenderId,
    lenderName: row.lenderName,
    contactName: row.contactName,
    terms: row.terms,
    termSheet: row.termSheet,
    figures: figuresOf(row, view),
    // The selected quote is always shared, even while a concurrent unshare was written.
    shared: row.shared || selected,
    selected,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Whether the deal's owner sees the quote. */
export const isSharedWithOwner = (stored: QuoteRecord, view: Pick<QuoteView, 'deal'>) =>
  stored.shared === true || isSelected(stored, view);

/** The owner's view of a shared quote: the lender and terms, never the contact or the room. */
export function toSharedQuoteDto(stored: QuoteRecord, view: QuoteView): SharedQuote {
  return {
    id: stored._id,
    lenderName: stored.lenderName,
    terms: stored.terms,
    figures: figuresOf(stored, view),
    selected: isSelected(stored, view),
    createdAt: new Date(stored.createdAt).toISOString(),
  };
}

const money = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

/** The terms in one plain-text line: "$5,000,000 at SOFR + 275 bps, 120 months, 360-month amortisation". */
export function termsLine(terms: LenderQuoteTerms): string {
  const amortisation =
    terms.amortisationMonths === 0 ? 'interest only' : `${terms.amortisationMonths}-month amortisation`;
  return `${money(terms.amount)} at ${rateText(terms)}, ${terms.termMonths} months, ${amortisation}`;
}
