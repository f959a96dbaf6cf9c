import type { ContainerDeps, Infra } from './infra';
import type { Deals } from './deals';
import type { FeesWiring } from './fees';
import type { Ghl } from './ghl';
import type { Placement } from './placement';
import type { Lenders } from './lenders';
import type { Messaging } from './messaging';
import type { Repositories } from './repositories';
import { createSharedRateLimiter } from '../infra/sharedRateLimiter';
import { createSubmissionHandlers } from '../features/submissions/handlers';
import { quoteModel, submissionModel } from '../features/submissions/model';
import { createSubmissionRepository } from '../features/submissions/repository';
import { createSubmissionService, SUBMISSION_EMAIL_KIND } from '../features/submissions/service';
import { createTermSheetUploads } from '../features/submissions/termSheets';
import { createQuoteHandlers } from '../features/quotes/handlers';
import { createQuoteService } from '../features/quotes/service';

/**
 * Submissions of deals to lender contacts and the lenders' deal rooms: one outbox e-mail per
 * contact (finished at delivery by the service: the sealed link, the summary attachment), the
 * rooms' rate limits per link and per address, shared by every instance.
 */
export function wireSubmissions(
  { config, db, clock, log }: ContainerDeps,
  infra: Infra,
  repos: Repositories,
  messaging: Messaging,
  deals: Deals,
  lenders: Lenders,
  ghl: Ghl,
  placement: Placement,
  fees: FeesWiring,
) {
  const repository = createSubmissionRepository({ submissions: submissionModel(db), quotes: quoteModel(db) });
  // A deal's quotes: from the rooms and recorded by admins, compared, selected and shared.
  const quotes = createQuoteService({
    quotes: repository,
    deals: {
      findById: (id) => repos.deals.findById(id),
      findReadable: (user, id) => deals.dealService.findReadable(user, id),
      update: (id, changes) => repos.deals.update(id, changes),
    },
    lenders: lenders.repository,
    documents: repos.documents,
    indexRates: () => placement.settings.indexRates(),
    timeline: deals.recorder,
    // The deal's fee takes the selected quote's amount and days to close.
    onSelected: (admin, deal, quote) => fees.fees.fillFromQuote(admin, deal, quote),
    clock,
  });
  const submissions = createSubmissionService({
    submissions: repository,
    lenders: lenders.repository,
    deals: repos.deals,
    documents: repos.documents,
    files: deals.documentService,
    activities: repos.activities,
    outbox: messaging.outbox,
    secrets: infra.secrets,
    roomUrl: (token) => `${config.SHELL_URL.replace(/\/+$/, '')}/rooms/${token}`,
    // The anonymised summary PDF, made at send time (never stored in the outbox).
    summaryAttachment: async (dealId) => {
      const summary = await placement.summaries.summaryPdf(dealId, { form: 'anonymised' });
      return summary ? [{ fileName: summary.fileName, content: summary.pdf, contentType: 'application/pdf' }] : [];
    },
    afterSend: async (dealId) => {
      if (await placement.settings.moveToLenderSubmissionOnSend()) await ghl.lenderSubmissionMove.request(dealId);
    },
    productName: config.PRODUCT_NAME,
    onQuote: (deal, quote, lender) => quotes.announceRoomQuote(deal, quote, lender),
    clock,
    log,
  });
  messaging.email.registerKind(SUBMISSION_EMAIL_KIND, (message) => submissions.prepareEmail(message));
  const termSheets = createTermSheetUploads({
    reachRoom: (token) => submissions.reachRoom(token),
    submissions: repository,
    documents: deals.documentService,
    spoolDir: deals.localStore.spoolDir,
  });
  const roomHandlers = createSubmissionHandlers({
    submissions,
    termSheets,
    limiters: {
      perToken: createSharedRateLimiter(db, {
        name: 'room-token',
        points: config.ROOM_RATE_LIMIT_PER_MINUTE_PER_LINK,
        durationSeconds: 60,
      }),
      perAddress: createSharedRateLimiter(db, {
        name: 'room-address',
        points: config.ROOM_RATE_LIMIT_PER_MINUTE_PER_ADDRESS,
        durationSeconds: 60,
      }),
    },
  });
  const handlers = { ...roomHandlers, ...createQuoteHandlers({ quotes }) };
  return { submissions, quotes, handlers };
}

export type Submissions = ReturnType<typeof wireSubmissions>;
