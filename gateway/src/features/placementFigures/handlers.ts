import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { PlacementFiguresService } from './service';

/** The admins' placement figures and their CSV. */
export function createPlacementFiguresHandlers({ figures }: { figures: PlacementFiguresService }) {
  return {
    async getPlacementFigures({ query }) {
      const result = await figures.figures(query.lenderId);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async exportPlacementFigures() {
      const { total, fileName, stream } = await figures.exportCsv();
      return {
        status: 200,
        headers: { 'X-Total-Count': String(total), 'Content-Disposition': `attachment; filename="${fileName}"` },
        body: { stream, contentType: 'text/csv; charset=utf-8', fileName },
      };
    },
  } satisfies Pick<StrictServer, 'getPlacementFigures' | 'exportPlacementFigures'>;
}
