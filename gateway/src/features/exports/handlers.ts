import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { CsvExport, ExportService } from './service';

const csv = ({ total, fileName, stream }: CsvExport) => ({
  status: 200 as const,
  headers: { 'X-Total-Count': String(total), 'Content-Disposition': `attachment; filename="${fileName}"` },
  body: { stream, contentType: 'text/csv; charset=utf-8', fileName },
});

/** The admin's CSV exports, streamed. */
export function createExportHandlers({ exports }: { exports: ExportService }) {
  return {
    async exportDeals({ query }) {
      const result = await exports.exportDeals(query);
      if (!result.ok) return errorResponse(result.error);
      return csv(result.value);
    },

    async exportUsers() {
      return csv(await exports.exportUsers());
    },
  } satisfies Pick<StrictServer, 'exportDeals' | 'exportUsers'>;
}
