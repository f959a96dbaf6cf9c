import type { Deal, DealPipeline } from '@portal/contracts';
import { json, pagedRoute, type FakeGateway } from '@portal/web-kit/testing';
import { dealDisplayFields } from '../src/modules/deals/utils/dealDisplayFields';
import { dealLoanAmount } from '../src/modules/deals/utils/dealLoanAmount';
import { normalizeStage } from '../src/modules/stages/utils/normalizeStage';
import { NO_STAGE } from '../src/modules/stages/utils/pipelineStages';

const stageOf = (deal: Deal) => normalizeStage(deal.stage) ?? NO_STAGE;

/**
 * The stage headers the gateway computes over `deals` (GET /deals/pipeline); with `pageLimit`,
 * each stage's first page too, as `pagedRoute` pages the stage's deals.
 */
export function pipelineOf(deals: readonly Deal[], pageLimit?: number): DealPipeline {
  const byStage = new Map<string, Deal[]>();
  for (const deal of deals) byStage.set(stageOf(deal), [...(byStage.get(stageOf(deal)) ?? []), deal]);
  return {
    total: deals.length,
    stages: [...byStage].map(([stage, stageDeals]) => {
      const types = new Map<string, number>();
      for (const deal of stageDeals) {
        const type = dealDisplayFields(deal).propertyType;
        if (type) types.set(type, (types.get(type) ?? 0) + 1);
      }
      const changes = stageDeals.flatMap((deal) => (deal.stageLastUpdated ? [deal.stageLastUpdated] : [])).sort();
      return {
        stage,
        count: stageDeals.length,
        totalAmount: stageDeals.reduce((sum, deal) => sum + (dealLoanAmount(deal) ?? 0), 0),
        propertyTypes: [...types]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .map(([name, count]) => ({ name, count })),
        lastStageUpdate: changes.at(-1) ?? null,
        ...(pageLimit
          ? {
              firstPage: {
                items: stageDeals.slice(0, pageLimit),
                nextCursor: pageLimit < stageDeals.length ? String(pageLimit) : null,
                total: stageDeals.length,
              },
            }
          : {}),
      };
    }),
  };
}

/** The `pageLimit` a pipeline request asks for, if any. */
export function pageLimitOf(request: Request): number | undefined {
  const value = new URL(request.url).searchParams.get('pageLimit');
  return value ? Number(value) : undefined;
}

/**
 * Serves a member's deals as the gateway does: GET /deals paged (only one stage with `stage=`)
 * and GET /deals/pipeline (the headers, with each stage's first page when asked). `deals` may be a function so a test can change them.
 */
export function serveMemberDeals(gateway: FakeGateway, deals: readonly Deal[] | (() => readonly Deal[])): FakeGateway {
  const read = () => (typeof deals === 'function' ? deals() : deals);
  const paged = pagedRoute(read);
  return gateway
    .on('GET', '/deals', (request) => {
      const stage = new URL(request.url).searchParams.get('stage');
      return stage ? pagedRoute(read().filter((deal) => stageOf(deal) === stage))(request) : paged(request);
    })
    .on('GET', '/deals/pipeline', (request) => json(pipelineOf(read(), pageLimitOf(request))));
}
