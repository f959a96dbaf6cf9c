import type { JobQueue } from '../../infra/jobs';
import type { Logger } from '../../infra/logger';
import { definePeriodicJob, type PeriodicRuns } from '../../infra/periodicRuns';
import type { GhlClient } from './client';
import type { GhlLinkRepository } from './repository';
import type { GhlSettings } from './settings';
import type { StageSync } from './stageSync';

export const GHL_RECONCILE_JOB = 'ghl-reconcile';

export type ReconcileSummary = { checked: number; linked: number; applied: number; unknownStages: number };

export type GhlReconcileDeps = {
  client: GhlClient;
  settings: GhlSettings;
  stageSync: StageSync;
  links: GhlLinkRepository;
  jobs: JobQueue;
  runs: PeriodicRuns;
  log: Logger;
  /** GHL_RECONCILE_INTERVAL: '10 minutes', … or 'off'. */
  interval: string;
};

/**
 * The periodic job that catches what webhooks missed: it reads all the location's opportunities and
 * applies each linked one's stage through the same path as the webhook (source 'reconciliation').
 * A deal already in that stage is left alone, so a run with nothing missed changes nothing.
 */
export function createGhlReconcile(deps: GhlReconcileDeps) {
  const log = deps.log.child({ component: 'ghl-reconcile' });

  /** One run; throws on GHL or database trouble (the next run tries again). */
  async function reconcile(): Promise<ReconcileSummary> {
    const summary: ReconcileSummary = { checked: 0, linked: 0, applied: 0, unknownStages: 0 };
    const configured = await deps.settings.credentials();
    if (!configured.ok) return summary;
    const credentials = configured.value;
    const readAt = new Date();
    // Page by page to the end of GHL's cursor: one page and its links in memory at a time.
    for await (const page of deps.client.opportunityPages(credentials.auth)) {
      summary.checked += page.opportunities.length;
      const dealIds = await deps.links.dealIdsOf(page.opportunities.map((o) => o.id));
      for (const opportunity of page.opportunities) {
        const dealId = dealIds.get(opportunity.id);
        if (!dealId || !opportunity.pipelineStageId) continue;
        summary.linked++;
        const outcome = await deps.stageSync.apply(
          credentials,
          dealId,
          opportunity.pipelineStageId,
          'reconciliation',
          readAt,
        );
        if (outcome.applied) summary.applied++;
        else if (outcome.reason === 'unknown stage') summary.unknownStages++;
      }
    }
    if (summary.applied > 0 || summary.unknownStages > 0) log.info(summary, 'GHL reconciliation applied changes');
    return summary;
  }

  const job = definePeriodicJob(deps, { name: GHL_RECONCILE_JOB, interval: deps.interval, work: reconcile });

  return {
    reconcile,
    /** The scheduled run: one per interval across all instances (see PeriodicRuns); null when off or another instance had it. */
    runScheduled: job.runScheduled,
    /** Registers the periodic run (or removes it when the interval is 'off'). Call after the queue starts. */
    schedule: job.schedule,
  };
}

export type GhlReconcile = ReturnType<typeof createGhlReconcile>;
