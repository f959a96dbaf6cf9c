import type { StageChangeSource } from '@portal/contracts';
import type { DealService, StageOutcome } from '../deals/service';
import type { GhlCatalog } from './catalog';
import { statusForStage, type GhlCredentials } from './settings';

export type StageSyncOutcome = StageOutcome | { applied: false; reason: 'unknown stage' };

/**
 * The one path by which GHL's stage reaches a deal, shared by the webhook, reconciliation, sync and
 * import: the stage id is looked up in the location's pipelines, its name normalised
 * (docs/product.md#pipeline-stages), the status taken from the six stage mappings, and the deal
 * service applies and records it.
 */
export function createStageSync({ deals, catalog }: { deals: DealService; catalog: GhlCatalog }) {
  return {
    /** The GHL name of a stage id, or null when no pipeline of the location has it. */
    async stageName(credentials: GhlCredentials, stageId: string): Promise<string | null> {
      return (await catalog.findStage(credentials.auth, stageId))?.stage.name ?? null;
    },

    async apply(
      credentials: GhlCredentials,
      dealId: string,
      stageId: string,
      source: StageChangeSource,
      /** When this was true in GHL: a webhook's timestamp, or when a pull read the opportunity. */
      observedAt: Date | null = null,
    ): Promise<StageSyncOutcome> {
      const found = await catalog.findStage(credentials.auth, stageId);
      if (!found) return { applied: false, reason: 'unknown stage' };
      return deals.applyStageChange(dealId, {
        stageName: found.stage.name,
        status: statusForStage(credentials, stageId),
        source,
        observedAt,
      });
    },
  };
}

export type StageSync = ReturnType<typeof createStageSync>;
