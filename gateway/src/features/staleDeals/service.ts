import type { StaleThresholds, StaleThresholdsRequest } from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import { upsertRetried } from '../../infra/mongoErrors';
import type { SettingsCache } from '../../infra/settingsCache';
import { SETTINGS_ID, type StaleThresholdsModel, type StaleThresholdsRecord } from './model';
import {
  DEFAULT_THRESHOLDS,
  MAX_DAYS,
  MIN_DAYS,
  isStaleStage,
  toThresholdRows,
  type StaleView,
  type Thresholds,
} from './staleness';

export const unknownStage = (stage: string) => `Unknown stage: ${stage}`;
export const repeatedStage = (stage: string) => `${stage} is listed more than once`;
export const invalidDays = (stage: string) =>
  `${stage}: days in stage must be a whole number from ${MIN_DAYS} to ${MAX_DAYS}, or empty for never stale`;

/** The saved thresholds over the defaults (stages never saved keep their default). */
function thresholdsOf(saved: StaleThresholdsRecord | null): Thresholds {
  const thresholds = { ...DEFAULT_THRESHOLDS };
  for (const row of saved?.stages ?? []) if (isStaleStage(row.stage)) thresholds[row.stage] = row.days ?? null;
  return thresholds;
}

/**
 * The admins' per-stage thresholds of stale deals, and the view every deal read judges staleness
 * by (read through the settings cache: a saved change applies to the next read on this instance,
 * and within SETTINGS_CACHE_MS on the others).
 */
export function createStaleThresholds(deps: { settings: StaleThresholdsModel; clock: Clock; cache: SettingsCache }) {
  async function stored(): Promise<StaleThresholdsRecord | null> {
    return deps.settings.findById(SETTINGS_ID).lean<StaleThresholdsRecord>().exec();
  }
  const saved = () => deps.cache.read(SETTINGS_ID, stored);

  const toDto = (record: StaleThresholdsRecord | null): StaleThresholds => ({
    stages: toThresholdRows(thresholdsOf(record)),
    updatedAt: record?.updatedAt ? new Date(record.updatedAt).toISOString() : null,
  });

  return {
    async current(): Promise<Thresholds> {
      return thresholdsOf(await saved());
    },

    /** The time of this read and the thresholds in force. */
    async view(): Promise<StaleView> {
      return { now: deps.clock.now(), thresholds: thresholdsOf(await saved()) };
    },

    async get(): Promise<StaleThresholds> {
      return toDto(await saved());
    },

    /** Sets the thresholds of the stages named; others keep theirs. */
    async save(request: StaleThresholdsRequest): Promise<Result<StaleThresholds, DomainError<'validation'>>> {
      const seen = new Set<string>();
      for (const [index, row] of request.stages.entries()) {
        const field = `body.stages.${index}`;
        if (!isStaleStage(row.stage)) return invalid(`${field}.stage`, unknownStage(row.stage));
        if (seen.has(row.stage)) return invalid(`${field}.stage`, repeatedStage(row.stage));
        seen.add(row.stage);
        const days = row.days;
        if (days !== null && !(Number.isInteger(days) && days >= MIN_DAYS && days <= MAX_DAYS)) {
          return invalid(`${field}.days`, invalidDays(row.stage));
        }
      }
      const thresholds = thresholdsOf(await stored());
      for (const row of request.stages) if (isStaleStage(row.stage)) thresholds[row.stage] = row.days;
      const record = await upsertRetried(() =>
        deps.settings
          .findByIdAndUpdate(
            SETTINGS_ID,
            { $set: { stages: toThresholdRows(thresholds), updatedAt: deps.clock.now() } },
            { upsert: true, returnDocument: 'after' },
          )
          .lean<StaleThresholdsRecord>()
          .exec(),
      );
      await deps.cache.changed();
      return ok(toDto(record));
    },

    /** Forgets the saved thresholds: the defaults apply again, from the next read of a deal. */
    async reset(): Promise<StaleThresholds> {
      await deps.settings.deleteOne({ _id: SETTINGS_ID }).exec();
      await deps.cache.changed();
      return toDto(await saved());
    },
  };
}

const invalid = (field: string, message: string) => fail('validation', message, [{ field, message }]);

export type StaleThresholdService = ReturnType<typeof createStaleThresholds>;
