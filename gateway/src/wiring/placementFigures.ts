import type { ContainerDeps } from './infra';
import { createPlacementFiguresHandlers } from '../features/placementFigures/handlers';
import { createPlacementFiguresRepository } from '../features/placementFigures/repository';
import { createPlacementFiguresService } from '../features/placementFigures/service';

/**
 * Placement figures per lender (submissions, response rate, median time to first answer, quotes,
 * selected) for the lender's page, the Overview and the CSV: reads only what the submissions
 * feature stored.
 */
export function wirePlacementFigures({ db, clock }: ContainerDeps) {
  const figures = createPlacementFiguresService({ repository: createPlacementFiguresRepository(db), clock });
  return { figures, handlers: createPlacementFiguresHandlers({ figures }) };
}

export type PlacementFiguresWiring = ReturnType<typeof wirePlacementFigures>;
