import { definePeriodicJob } from '../infra/periodicRuns';
import { createDuplicateChecker } from '../features/duplicates/checker';
import { createDuplicateHandlers } from '../features/duplicates/handlers';
import { createDuplicateRepository } from '../features/duplicates/repository';
import { createDuplicateService } from '../features/duplicates/service';
import { createDuplicateSettings } from '../features/duplicates/settings';
import type { SampleDuplicates } from '../features/sampleData/duplicateBook';
import { quoteModel, submissionModel } from '../features/submissions/model';
import { createSubmissionRepository } from '../features/submissions/repository';
import type { Deals } from './deals';
import type { Ghl } from './ghl';
import type { ContainerDeps, Infra } from './infra';
import type { Repositories } from './repositories';

/** How often the sweep finishes duplicate checks a stopped process left. */
export const DUPLICATE_SWEEP_INTERVAL = '1 minute';
export const DUPLICATE_SWEEP_JOB = 'duplicate-check-sweep';

/**
 * Duplicate detection (docs/duplicates-and-fees.md): the property-key index and its check, run
 * after creates, edits and GHL imports have answered; the admins' flags, dismissals and merges.
 * Comes after the deals and GHL: a merge moves a deal's records through their repositories,
 * removes it through the deal service, and hands its opportunity over through the GHL push.
 */
export function wireDuplicates(
  { db, clock, log }: ContainerDeps,
  infra: Infra,
  repos: Repositories,
  deals: Deals,
  ghl: Ghl,
) {
  const repository = createDuplicateRepository(db);
  const settings = createDuplicateSettings({ db, clock });
  const checker = createDuplicateChecker({
    repository,
    deals: repos.deals,
    activities: repos.activities,
    settings,
    clock,
    log,
  });
  const submissions = createSubmissionRepository({ submissions: submissionModel(db), quotes: quoteModel(db) });
  const service = createDuplicateService({
    repository,
    checker,
    deals: repos.deals,
    users: repos.users,
    cursors: infra.cursors,
    clock,
    log,
    staleView: deals.staleView,
    removeDeal: (id) => deals.dealService.removeAny(id),
    move: {
      documents: (from, to) => repos.documents.moveToDeal(from, to),
      comments: (from, to) => repos.comments.moveToDeal(from, to),
      checklistReviews: (from, to) => deals.checklist.moveReviews(from, to),
      activities: (from, to) => repos.activities.moveToDeal(from, to),
      submissionsAndQuotes: (from, to) => submissions.moveToDeal(from, to),
    },
    ghl: {
      relink: (opportunityId, dealId) => repos.ghlLinks.set(opportunityId, dealId, clock.now()),
      preparePush: (dealId) => ghl.push.preparePush(dealId),
    },
    recordMerge: (kept, merged, user, notices) => deals.recorder.dealMerged(kept, merged, user, notices),
  });

  /**
   * Where creates, edits and imports start their check once they have answered. One object the
   * deal service and the importer call through, so a test can hold a check back and see that the
   * answer never waits for it.
   */
  const checks = {
    start: (dealId: string, source: 'create' | 'edit' | 'import') => checker.checkLater(dealId, source),
  };
  deals.bindDuplicates({
    check: (dealId, source) => checks.start(dealId, source),
    dealDeleted: (dealId) => checker.dealDeleted(dealId),
  });
  ghl.importer.bindDuplicates({
    matchesFor: (subject, exclude) => service.matchesFor(subject, exclude),
    checkLater: (dealId, source) => checks.start(dealId, source),
    describe: (deal, reason) => service.describe(deal, reason),
  });

  const sweep = definePeriodicJob(
    { jobs: infra.jobs, runs: infra.runs },
    { name: DUPLICATE_SWEEP_JOB, interval: DUPLICATE_SWEEP_INTERVAL, work: () => checker.sweep() },
  );

  /** What the sample book uses to flag its duplicate pairs and to take them away again. */
  const sampleBook: SampleDuplicates = {
    index: (deal) => checker.indexOnly(deal),
    check: (dealId) => checker.check(dealId, 'create'),
    forget: (dealIds) => checker.forget(dealIds),
  };

  return {
    sampleBook,
    repository,
    settings,
    checker,
    service,
    checks,
    sweep,
    handlers: createDuplicateHandlers({ duplicates: service, settings, importer: ghl.importer }),
  };
}

export type Duplicates = ReturnType<typeof wireDuplicates>;
