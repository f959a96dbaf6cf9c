import type { ContainerDeps } from './infra';
import type { Deals } from './deals';
import type { Repositories } from './repositories';
import { dealModel } from '../features/deals/model';
import { createFeeHandlers } from '../features/fees/handlers';
import { createFeeRepository } from '../features/fees/repository';
import { createFeeService } from '../features/fees/service';

/**
 * Broker fees (docs/duplicates-and-fees.md#fees): stored on the deals, written through the deal
 * repository (the rollups hear of it), read by the `hasFee` indexes, computed with the fee
 * settings the deals area already reads for every deal.
 */
export function wireFees({ db, clock }: ContainerDeps, repos: Repositories, deals: Deals) {
  const fees = createFeeService({
    deals: repos.deals,
    findReadable: (user, id) => deals.dealService.findReadable(user, id),
    fees: createFeeRepository(dealModel(db)),
    users: repos.users,
    activities: repos.activities,
    settings: deals.feeSettings,
    clock,
  });
  return { fees, handlers: createFeeHandlers({ fees }) };
}

export type FeesWiring = ReturnType<typeof wireFees>;
