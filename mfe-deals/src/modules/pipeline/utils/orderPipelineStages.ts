import type { DealPipeline } from '@portal/contracts';
import { NO_STAGE, PIPELINE_STAGES } from '../../stages/utils/pipelineStages';

export type StageHeader = {
  /** The stage name as the gateway filters by it (normalised; 'No Stage' for deals without one). */
  stage: string;
  /** One of the six pipeline stages (unknown stages and 'No Stage' are grey extras). */
  known: boolean;
  count: number;
  /**
   * Sum of loanAmount, or of the parsed loanRequest where loanAmount is absent
   * (docs/product.md#loan-amounts).
   */
  totalAmount: number;
  /** Distinct property types, most frequent first. */
  propertyTypes: string[];
  /** The latest stage change among the stage's deals (the green dot). */
  lastStageUpdate: string | null;
};

/**
 * The pipeline's sections from the gateway's stage headers (stage names already normalised): the
 * six stages in the order of docs/product.md#pipeline-stages (always present, empty ones with zero
 * figures), then unknown stages by name, then 'No Stage' when some deals have none.
 */
export function orderPipelineStages(pipeline: DealPipeline): StageHeader[] {
  const byStage = new Map(pipeline.stages.map((stage) => [stage.stage, stage]));
  const known = new Set<string>(PIPELINE_STAGES);
  const unknown = [...byStage.keys()].filter((stage) => !known.has(stage) && stage !== NO_STAGE).sort();
  const order = [...PIPELINE_STAGES, ...unknown, ...(byStage.has(NO_STAGE) ? [NO_STAGE] : [])];
  return order.map((stage) => {
    const header = byStage.get(stage);
    return {
      stage,
      known: known.has(stage),
      count: header?.count ?? 0,
      totalAmount: header?.totalAmount ?? 0,
      propertyTypes: header?.propertyTypes.map((type) => type.name) ?? [],
      lastStageUpdate: header?.lastStageUpdate ?? null,
    };
  });
}
