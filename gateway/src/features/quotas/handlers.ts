import type { StrictServer } from '../../http/strict';
import type { QuotaService } from './service';

/** The admins' Settings card of per-member quotas. */
export function createQuotaHandlers({ quotas }: { quotas: QuotaService }) {
  return {
    async getQuotas() {
      return { status: 200, body: await quotas.get() };
    },

    async saveQuotas({ body }) {
      return { status: 200, body: await quotas.save(body) };
    },
  } satisfies Pick<StrictServer, 'getQuotas' | 'saveQuotas'>;
}
