import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { FeeCsv, FeeService } from './service';

/** The report's CSV as a download: the row count (the admin's progress bar) and its file name. */
function attachment({ total, fileName, stream }: FeeCsv) {
  const headers = { 'X-Total-Count': String(total), 'Content-Disposition': `attachment; filename="${fileName}"` };
  return { status: 200 as const, headers, body: { stream, contentType: 'text/csv; charset=utf-8', fileName } };
}

/** Broker fees: a deal's fee, the caller's earnings, the admins' report, overdue fees and settings. */
export function createFeeHandlers({ fees }: { fees: FeeService }) {
  return {
    async getDealFee({ params }, { user }) {
      const result = await fees.get(user, params.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async saveDealFee({ params, body }, { user }) {
      const result = await fees.save(user, params.id, body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async getMyEarnings(_request, { user }) {
      return { status: 200, body: await fees.earnings(user) };
    },

    async getFeeReport({ query }) {
      const result = await fees.report(query);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async exportFeeReport({ query }) {
      const result = await fees.exportReport(query);
      return result.ok ? attachment(result.value) : errorResponse(result.error);
    },

    async listOverdueFees() {
      return { status: 200, body: await fees.overdue() };
    },

    async getFeeSettings() {
      return { status: 200, body: await fees.getSettings() };
    },

    async saveFeeSettings({ body }) {
      return { status: 200, body: await fees.saveSettings(body) };
    },
  } satisfies Pick<
    StrictServer,
    | 'getDealFee'
    | 'saveDealFee'
    | 'getMyEarnings'
    | 'getFeeReport'
    | 'exportFeeReport'
    | 'listOverdueFees'
    | 'getFeeSettings'
    | 'saveFeeSettings'
  >;
}
