import { parseLoanAmount, type DealPipeline, type PipelineStage } from '@portal/contracts';
import { NO_STAGE, type PipelineRow } from './repository';
import { normaliseStageName } from './stages';

const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * The pipeline's stage headers from the matching deals: per normalised stage (deals without one
 * under NO_STAGE) the count, the summed loan amount (`loanAmount`, else the parsed loan request),
 * the property types (the application's when the deal's is empty), most frequent first, and the
 * latest stage change (the header's recent-update dot).
 */
export function summarisePipeline(rows: readonly PipelineRow[]): DealPipeline {
  const stages = new Map<
    string,
    { count: number; totalAmount: number; types: Map<string, number>; lastStageUpdate: Date | null }
  >();
  for (const row of rows) {
    const name = normaliseStageName(row.stage) ?? NO_STAGE;
    let stage = stages.get(name);
    if (!stage) {
      stage = { count: 0, totalAmount: 0, types: new Map(), lastStageUpdate: null };
      stages.set(name, stage);
    }
    stage.count++;
    const amount =
      typeof row.loanAmount === 'number' && Number.isFinite(row.loanAmount)
        ? row.loanAmount
        : parseLoanAmount(text(row.loanRequest) ?? text(row.applicationLoanRequest));
    stage.totalAmount += amount ?? 0;
    const type = text(row.propertyType) ?? text(row.applicationPropertyType);
    if (type) stage.types.set(type, (stage.types.get(type) ?? 0) + 1);
    const changed = row.stageLastUpdated ? new Date(row.stageLastUpdated) : null;
    if (changed && !Number.isNaN(changed.getTime()) && (!stage.lastStageUpdate || changed > stage.lastStageUpdate)) {
      stage.lastStageUpdate = changed;
    }
  }
  return {
    total: rows.length,
    stages: [...stages].map(([stage, { count, totalAmount, types, lastStageUpdate }]): PipelineStage => ({
      stage,
      count,
      totalAmount,
      propertyTypes: [...types]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([name, typeCount]) => ({ name, count: typeCount })),
      lastStageUpdate: lastStageUpdate?.toISOString() ?? null,
    })),
  };
}
