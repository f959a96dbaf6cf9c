import type { AuthUser } from '../../http/context';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { DealRecord } from '../deals/model';
import { DEAL_NOT_FOUND } from '../deals/service';
import type { DocumentRepository } from '../documents/repository';
import { sizeDealOnDefaults } from '../placement/service';
import type { PlacementSettingsStore } from '../placement/settingsStore';
import { renderSummaryPdf } from './renderSummaryPdf';
import { summaryContent, type SummaryForm } from './summaryContent';

/** A deal's summary PDF and the name to save it under. */
export type SummaryPdf = { fileName: string; pdf: Buffer };

/** `<deal id>-summary.pdf`, `-summary-full.pdf` for the full form (the id is the deal's readable one). */
export function summaryFileName(dealId: string, form: SummaryForm): string {
  return `${dealId}-summary${form === 'full' ? '-full' : ''}.pdf`;
}

/**
 * Deal summary PDFs (docs/placement.md#deal-summary-pdf): the deal, its sizing on its purpose's
 * default terms (as its placement shows), its document names, printed one or two pages long.
 */
export function createDealSummaryService(deps: {
  portalName: string;
  clock: Clock;
  settings: Pick<PlacementSettingsStore, 'terms'>;
  documents: Pick<DocumentRepository, 'listByDeal'>;
  /** Any deal by its id, whoever owns it (the e-mails to lenders). */
  findById: (id: string) => Promise<DealRecord | null>;
  /** The deal when the caller may see it (own, or any for admins), as `GET /deals/{id}` decides. */
  findReadable: (user: AuthUser, id: string) => Promise<DealRecord | null>;
  /**
   * The deal's documents that speak of lenders' quotes (the term sheets): the anonymised form,
   * which goes to lenders, never names them.
   */
  quoteDocumentIds?: (deal: DealRecord) => Promise<Set<string>>;
}) {
  async function build(deal: DealRecord, form: SummaryForm): Promise<SummaryPdf> {
    const [settings, documents, hidden] = await Promise.all([
      deps.settings.terms(),
      deps.documents.listByDeal(deal._id),
      form === 'anonymised' && deps.quoteDocumentIds ? deps.quoteDocumentIds(deal) : new Set<string>(),
    ]);
    const content = summaryContent({
      portalName: deps.portalName,
      deal,
      sizing: sizeDealOnDefaults(deal, settings),
      documentNames: documents.filter((document) => !hidden.has(document._id)).map((document) => document.originalName),
      form,
      generatedAt: deps.clock.now(),
    });
    return { fileName: summaryFileName(deal.dealId, form), pdf: await renderSummaryPdf(content) };
  }

  return {
    /**
     * The summary PDF of any deal by its id (`_id`), for the portal's own use such as the e-mails
     * to lenders: no caller is checked here, so the anonymised form is the default. Null when the
     * deal does not exist.
     */
    async summaryPdf(dealId: string, { form = 'anonymised' }: { form?: SummaryForm } = {}): Promise<SummaryPdf | null> {
      const deal = await deps.findById(dealId);
      return deal ? build(deal, form) : null;
    },

    /** The summary PDF of the caller's own deal (admins: any deal); another member's deal is not found. */
    async summaryPdfFor(
      user: AuthUser,
      dealId: string,
      form: SummaryForm,
    ): Promise<Result<SummaryPdf, DomainError<'notFound'>>> {
      const deal = await deps.findReadable(user, dealId);
      if (!deal) return fail('notFound', DEAL_NOT_FOUND);
      return ok(await build(deal, form));
    },
  };
}

export type DealSummaryService = ReturnType<typeof createDealSummaryService>;
