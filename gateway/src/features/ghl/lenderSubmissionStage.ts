import { normaliseStageName } from '@portal/contracts';
import type { JobQueue } from '../../infra/jobs';
import type { Logger } from '../../infra/logger';
import type { GhlCatalog } from './catalog';
import type { GhlClient } from './client';
import type { GhlSettings } from './settings';
import type { StageSync } from './stageSync';

export const GHL_LENDER_SUBMISSION_JOB = 'ghl-move-to-lender-submission';
export const LENDER_SUBMISSION_STAGE = 'Lender Submission';

/**
 * Moves a deal's GHL opportunity to the Lender Submission stage of the configured pipeline (a
 * deal sent to lenders, when Settings asks for it), as a job with retries: GHL being down never
 * fails the send. A deal without an opportunity, GHL not configured, or a pipeline without that
 * stage leaves nothing to do. The portal's stage follows, as for any stage read from GHL.
 */
export function createLenderSubmissionMove(deps: {
  settings: Pick<GhlSettings, 'credentials'>;
  catalog: Pick<GhlCatalog, 'pipelines'>;
  client: Pick<GhlClient, 'updateOpportunity'>;
  stageSync: Pick<StageSync, 'apply'>;
  findOpportunityId: (dealId: string) => Promise<string | null>;
  jobs: Pick<JobQueue, 'define' | 'enqueue'>;
  log: Logger;
}) {
  const log = deps.log.child({ component: 'ghl-lender-submission' });

  deps.jobs.define<{ dealId: string }>(GHL_LENDER_SUBMISSION_JOB, async ({ dealId }) => {
    const configured = await deps.settings.credentials();
    if (!configured.ok) return;
    const credentials = configured.value;
    const opportunityId = await deps.findOpportunityId(dealId);
    if (!opportunityId || !credentials.pipelineId) return;
    const pipeline = (await deps.catalog.pipelines(credentials.auth)).find((p) => p.id === credentials.pipelineId);
    const stage = pipeline?.stages?.find((s) => normaliseStageName(s.name) === LENDER_SUBMISSION_STAGE);
    if (!stage) {
      log.warn({ dealId, pipelineId: credentials.pipelineId }, 'the GHL pipeline has no Lender Submission stage');
      return;
    }
    // Setting the stage again is harmless: a retry after a lost answer changes nothing more.
    await deps.client.updateOpportunity(credentials.auth, opportunityId, { pipelineStageId: stage.id });
    await deps.stageSync.apply(credentials, dealId, stage.id, 'sync', new Date());
  });

  return {
    /** Queues the move of a deal just sent to lenders. */
    async request(dealId: string): Promise<void> {
      await deps.jobs.enqueue(GHL_LENDER_SUBMISSION_JOB, { dealId });
    },
  };
}

export type LenderSubmissionMove = ReturnType<typeof createLenderSubmissionMove>;
