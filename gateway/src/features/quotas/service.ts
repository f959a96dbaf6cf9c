import type { Quotas, QuotasRequest } from '@portal/contracts';
import type { Clock } from '../../infra/clock';
import { upsertRetried } from '../../infra/mongoErrors';
import type { SettingsCache } from '../../infra/settingsCache';
import { QUOTAS_ID, type QuotasModel, type QuotasRecord } from './model';

export type QuotaLimits = Quotas['limits'];

const NAMES = [
  'notificationStreamsPerMember',
  'writesPerMinutePerMember',
  'storedBytesPerMember',
  'storedBytesPerDeal',
] as const satisfies readonly (keyof QuotaLimits)[];

/**
 * The per-member quotas: the deployment's defaults (config) under what an admin saved in
 * Settings. Read through the settings cache where a quota is applied: a change holds at once on
 * this instance and within SETTINGS_CACHE_MS on the others.
 */
export function createQuotas(deps: {
  settings: QuotasModel;
  defaults: QuotaLimits;
  clock: Clock;
  cache: SettingsCache;
}) {
  const saved = () => deps.cache.read(QUOTAS_ID, () => deps.settings.findById(QUOTAS_ID).lean<QuotasRecord>().exec());

  const limitsOf = (record: QuotasRecord | null): QuotaLimits => {
    const limits = { ...deps.defaults };
    for (const name of NAMES) {
      const value = record?.[name];
      if (typeof value === 'number') limits[name] = value;
    }
    return limits;
  };

  const toDto = (record: QuotasRecord | null): Quotas => ({
    limits: limitsOf(record),
    defaults: { ...deps.defaults },
    updatedAt: record?.updatedAt ? new Date(record.updatedAt).toISOString() : null,
  });

  return {
    /** The quotas in force now. */
    async current(): Promise<QuotaLimits> {
      return limitsOf(await saved());
    },

    async get(): Promise<Quotas> {
      return toDto(await saved());
    },

    /** Sets the quotas named (null: back to the default); the others keep theirs. */
    async save(request: QuotasRequest): Promise<Quotas> {
      const set: Record<string, unknown> = { updatedAt: deps.clock.now() };
      for (const name of NAMES) if (request[name] !== undefined) set[name] = request[name];
      const record = await upsertRetried(() =>
        deps.settings
          .findByIdAndUpdate(QUOTAS_ID, { $set: set }, { upsert: true, returnDocument: 'after' })
          .lean<QuotasRecord>()
          .exec(),
      );
      await deps.cache.changed();
      return toDto(record);
    },
  };
}

export type QuotaService = ReturnType<typeof createQuotas>;
