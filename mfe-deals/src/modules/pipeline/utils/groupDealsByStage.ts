import type { Deal } from '@portal/contracts';
import { dealDisplayFields } from '../../deals/utils/dealDisplayFields';
import { dealLoanAmount } from '../../deals/utils/dealLoanAmount';
import { normalizeStage } from '../../stages/utils/normalizeStage';
import { NO_STAGE, PIPELINE_STAGES } from '../../stages/utils/pipelineStages';

export type StageGroup = {
  stage: string;
  /** One of the six pipeline stages (unknown stages and 'No Stage' are grey extras). */
  known: boolean;
  deals: Deal[];
  /** Sum of loanAmount, or of the parsed loanRequest where loanAmount is absent (spec §9). */
  totalAmount: number;
  /** Distinct property types, most frequent first. */
  propertyTypes: string[];
};

function propertyTypesOf(deals: readonly Deal[]): string[] {
  const counts = new Map<string, number>();
  for (const deal of deals) {
    const type = dealDisplayFields(deal).propertyType;
    if (type) counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([type]) => type);
}

/**
 * The pipeline's sections: the six stages in the spec's order (always present), then unknown
 * stages by name, then 'No Stage' when some deals have none. Deals keep their order.
 */
export function groupDealsByStage(deals: readonly Deal[]): StageGroup[] {
  const byStage = new Map<string, Deal[]>(PIPELINE_STAGES.map((stage) => [stage, []]));
  for (const deal of deals) {
    const stage = normalizeStage(deal.stage) ?? NO_STAGE;
    const list = byStage.get(stage);
    if (list) list.push(deal);
    else byStage.set(stage, [deal]);
  }
  const known = new Set<string>(PIPELINE_STAGES);
  const unknown = [...byStage.keys()].filter((stage) => !known.has(stage) && stage !== NO_STAGE).sort();
  const order = [...PIPELINE_STAGES, ...unknown, ...(byStage.has(NO_STAGE) ? [NO_STAGE] : [])];
  return order.map((stage) => {
    const stageDeals = byStage.get(stage) ?? [];
    return {
      stage,
      known: known.has(stage),
      deals: stageDeals,
      totalAmount: stageDeals.reduce((sum, deal) => sum + (dealLoanAmount(deal) ?? 0), 0),
      propertyTypes: propertyTypesOf(stageDeals),
    };
  });
}
