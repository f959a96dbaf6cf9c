import { parseLoanAmount, type DealPipeline, type PipelineStage } from '@portal/contracts';
import { NO_STAGE, type PipelineRow } from './repository';
import { normaliseStageName } from './stages';

const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * The pipeline's stage headers from the matching deals: per normalised stage (deals without one
 * under NO_STAGE) the count, the summed loan amount (`loanAmount`, else the parsed loan request)
 * and the property types (the application's when the deal's is empty), most frequent first.
 */
export function summarisePipeline(rows: readonly PipelineRow[]): DealPipeline {
  const stages = new Map<string, { count: number; totalAmount: number; types: Map<string, number> }>();
  for (const row of rows) {
    const name = normaliseStageName(row.stage) ?? NO_STAGE;
    let stage = stages.get(name);
    if (!stage) {
      stage = { count: 0, totalAmount: 0, types: new Map() };
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
  }
  return {
    total: rows.length,
    stages: [...stages].map(([stage, { count, totalAmount, types }]): PipelineStage => ({
      stage,
      count,
      totalAmount,
      propertyTypes: [...types]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([name, typeCount]) => ({ name, count: typeCount })),
    })),
  };
}
