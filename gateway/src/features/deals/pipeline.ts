import {
  NO_STAGE,
  normaliseStageName,
  parseLoanAmount,
  type DealPipeline,
  type PipelineStage,
} from '@portal/contracts';
import type { DealRecord } from './model';
import type { PipelineRow } from './repository';

const text = (value: string | null | undefined) => value?.trim() || null;

/** The deal fields a stage header reads. */
export type PipelineFields = Pick<
  DealRecord,
  | 'stage'
  | 'stageLastUpdated'
  | 'loanAmount'
  | 'loanRequest'
  | 'applicationLoanRequest'
  | 'propertyType'
  | 'applicationPropertyType'
>;

/**
 * What one deal adds to its stage header: the normalised stage (NO_STAGE when none), the loan
 * amount in cents (`loanAmount`, else the parsed loan request; cents keep sums exact, as the
 * rollups keep them), the property type (the application's when the deal's is empty) and the
 * latest stage change. The rollups (analytics/rollups.ts) count the same.
 */
export function pipelineFieldsOf(deal: Partial<PipelineFields>): {
  stage: string;
  cents: number;
  propertyType: string | null;
  stageLastUpdated: Date | null;
} {
  const amount =
    typeof deal.loanAmount === 'number' && Number.isFinite(deal.loanAmount)
      ? deal.loanAmount
      : parseLoanAmount(text(deal.loanRequest) ?? text(deal.applicationLoanRequest));
  const changed = deal.stageLastUpdated ? new Date(deal.stageLastUpdated) : null;
  return {
    stage: normaliseStageName(deal.stage) ?? NO_STAGE,
    cents: typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : 0,
    propertyType: text(deal.propertyType) ?? text(deal.applicationPropertyType),
    stageLastUpdated: changed && !Number.isNaN(changed.getTime()) ? changed : null,
  };
}

/** One stage header as it is summed: counts, cents, types and the latest change. */
export type StageTally = { count: number; cents: number; types: Map<string, number>; lastStageUpdate: Date | null };

/** The headers from per-stage tallies (stages without deals left out). */
export function pipelineOf(stages: Map<string, StageTally>): DealPipeline {
  let total = 0;
  const rows: PipelineStage[] = [];
  for (const [stage, { count, cents, types, lastStageUpdate }] of stages) {
    if (count <= 0) continue;
    total += count;
    rows.push({
      stage,
      count,
      totalAmount: cents / 100,
      propertyTypes: [...types]
        .filter(([, typeCount]) => typeCount > 0)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([name, typeCount]) => ({ name, count: typeCount })),
      lastStageUpdate: lastStageUpdate?.toISOString() ?? null,
    });
  }
  return { total, stages: rows };
}

/**
 * The pipeline's stage headers from the matching deals: per normalised stage (deals without one
 * under NO_STAGE) the count, the summed loan amount (`loanAmount`, else the parsed loan request),
 * the property types (the application's when the deal's is empty), most frequent first, and the
 * latest stage change (the header's recent-update dot).
 */
export function summarisePipeline(rows: Iterable<PipelineRow>): DealPipeline {
  const tally = createPipelineTally();
  for (const row of rows) tally.add(row);
  return tally.result();
}

/** Stage headers summed one deal at a time (a streamed pass over the deals). */
export function createPipelineTally() {
  const stages = new Map<string, StageTally>();
  return {
    add(row: Partial<PipelineFields>): void {
      const fields = pipelineFieldsOf(row);
      let stage = stages.get(fields.stage);
      if (!stage) stages.set(fields.stage, (stage = { count: 0, cents: 0, types: new Map(), lastStageUpdate: null }));
      stage.count++;
      stage.cents += fields.cents;
      if (fields.propertyType) stage.types.set(fields.propertyType, (stage.types.get(fields.propertyType) ?? 0) + 1);
      const changed = fields.stageLastUpdated;
      if (changed && (!stage.lastStageUpdate || changed > stage.lastStageUpdate)) stage.lastStageUpdate = changed;
    },
    result: () => pipelineOf(stages),
  };
}
