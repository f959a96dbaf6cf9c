import type { ContainerDeps } from './infra';
import type { Deals } from './deals';
import type { Lenders } from './lenders';
import type { Repositories } from './repositories';
import { createDealSummaryHandlers } from '../features/dealSummary/handlers';
import { createDealSummaryService } from '../features/dealSummary/service';
import { dealModel } from '../features/deals/model';
import { lenderModel, programModel } from '../features/lenders/model';
import { createPlacementHandlers } from '../features/placement/handlers';
import { createProgramsCache } from '../features/placement/programsCache';
import { createPlacementRepository } from '../features/placement/repository';
import { createPlacementService } from '../features/placement/service';
import { createPlacementSettings } from '../features/placement/settingsStore';
import { quoteModel, submissionModel } from '../features/submissions/model';
import { createSubmissionRepository } from '../features/submissions/repository';
import { ROOM_UPLOADER_PREFIX } from '../features/submissions/termSheets';

/**
 * Loan sizing and lender matching: the admins' sizing defaults and tolerances, the programs cache
 * kept right on every instance by the directory's `programsVersion`, a deal's placement (its
 * owner's counts) and matches (admins), a program's fitting deals, and a deal's summary PDF.
 */
export function wirePlacement(
  { config, db, clock }: ContainerDeps,
  lenders: Lenders,
  deals: Deals,
  repos: Pick<Repositories, 'deals' | 'documents'>,
) {
  const settings = createPlacementSettings({ db, clock });
  const repository = createPlacementRepository({
    programs: programModel(db),
    lenders: lenderModel(db),
    deals: dealModel(db),
  });
  const cache = createProgramsCache({ repository, programsVersion: lenders.programsVersion });
  const placement = createPlacementService({
    settings,
    cache,
    lenders: lenders.repository,
    deals: repository,
    findReadable: (user, id) => deals.dealService.findReadable(user, id),
  });
  const summaries = createDealSummaryService({
    portalName: config.PRODUCT_NAME,
    clock,
    settings,
    documents: repos.documents,
    findById: (id) => repos.deals.findById(id),
    findReadable: (user, id) => deals.dealService.findReadable(user, id),
    // Term sheets: those lenders uploaded from their rooms, and those any quote names.
    quoteDocumentIds: async (deal) => {
      const [documents, quotes] = await Promise.all([
        repos.documents.listByDeal(deal._id),
        createSubmissionRepository({ submissions: submissionModel(db), quotes: quoteModel(db) }).quotesOf(deal._id),
      ]);
      return new Set([
        ...documents.filter((doc) => doc.userId.startsWith(ROOM_UPLOADER_PREFIX)).map((doc) => doc._id),
        ...quotes.flatMap((quote) => (quote.termSheet ? [quote.termSheet.documentId] : [])),
      ]);
    },
  });
  return {
    settings,
    cache,
    placement,
    summaries,
    handlers: { ...createPlacementHandlers({ settings, placement }), ...createDealSummaryHandlers({ summaries }) },
  };
}

export type Placement = ReturnType<typeof wirePlacement>;
