import {
  DEFAULT_BROKER_SHARE_PERCENT,
  DEFAULT_FEE_OVERDUE_AFTER_DAYS,
  DEFAULT_STAGE_PROBABILITIES,
  type FeeSettings,
  type FeeSettingsRequest,
  type PipelineStageName,
} from '@portal/contracts';
import type { Connection } from 'mongoose';
import type { Clock } from '../../infra/clock';
import { upsertRetried } from '../../infra/mongoErrors';
import type { SettingsCache } from '../../infra/settingsCache';

/** The `settings` document holding what an admin saved; a part absent or null is the shipped default. */
export const FEE_SETTINGS_ID = 'feeSettings';
/** The settings cache's entry of the members' own shares (read from the users). */
const MEMBER_SHARES_KEY = 'memberFeeShares';

type SettingsDocument = {
  _id: string;
  defaultBrokerSharePercent?: number | null;
  overdueAfterDays?: number | null;
  stageProbabilities?: Record<PipelineStageName, number> | null;
  updatedAt?: Date;
};

/** What every fee figure is computed with: the settings in force and each member's own share. */
export type FeeTerms = {
  defaultSharePercent: number;
  overdueAfterDays: number;
  stageProbabilities: Readonly<Record<PipelineStageName, number>>;
  /** Members whose share differs from the default, by user id. */
  memberShares: ReadonlyMap<string, number>;
};

/**
 * The fee settings (default broker share, days before a fee is overdue, stage probabilities) in
 * one `settings` document, and the members' own shares, both read through the settings cache:
 * every deal read computes its fee with them, so they cost no query per request. A save here, or
 * a member's share changed (`sharesChanged`), applies at once on this instance and within
 * SETTINGS_CACHE_MS on the others.
 */
export function createFeeSettings({ db, clock, cache }: { db: Connection; clock: Clock; cache: SettingsCache }) {
  const settings = db.collection<SettingsDocument>('settings');
  const users = db.collection<{ _id: string; brokerSharePercent?: number | null }>('users');

  const saved = () => cache.read(FEE_SETTINGS_ID, () => settings.findOne({ _id: FEE_SETTINGS_ID }));

  // Members are few next to deals; only those with a share of their own are read.
  const memberShares = () =>
    cache.read(MEMBER_SHARES_KEY, async () => {
      const rows = await users
        .find({ brokerSharePercent: { $gte: 0 } }, { projection: { brokerSharePercent: 1 } })
        .toArray();
      return new Map(rows.map((row) => [row._id, row.brokerSharePercent as number]));
    });

  async function current(): Promise<Omit<FeeTerms, 'memberShares'>> {
    const document = await saved();
    return {
      defaultSharePercent: document?.defaultBrokerSharePercent ?? DEFAULT_BROKER_SHARE_PERCENT,
      overdueAfterDays: document?.overdueAfterDays ?? DEFAULT_FEE_OVERDUE_AFTER_DAYS,
      stageProbabilities: document?.stageProbabilities ?? DEFAULT_STAGE_PROBABILITIES,
    };
  }

  async function get(): Promise<FeeSettings> {
    const { defaultSharePercent, overdueAfterDays, stageProbabilities } = await current();
    return {
      defaultBrokerSharePercent: defaultSharePercent,
      overdueAfterDays,
      stageProbabilities: { ...stageProbabilities },
      defaults: {
        defaultBrokerSharePercent: DEFAULT_BROKER_SHARE_PERCENT,
        overdueAfterDays: DEFAULT_FEE_OVERDUE_AFTER_DAYS,
        stageProbabilities: { ...DEFAULT_STAGE_PROBABILITIES },
      },
    };
  }

  return {
    /** The settings and the members' shares every fee figure is computed with. */
    async terms(): Promise<FeeTerms> {
      const [settingsNow, shares] = await Promise.all([current(), memberShares()]);
      return { ...settingsNow, memberShares: shares };
    },

    get,

    /**
     * Sets the parts the request names (null puts the shipped default back); the others keep
     * their value. The contract checks the ranges and that every stage is given before this runs.
     */
    async save(request: FeeSettingsRequest): Promise<FeeSettings> {
      const changes: Partial<SettingsDocument> = { updatedAt: clock.now() };
      if (request.defaultBrokerSharePercent !== undefined)
        changes.defaultBrokerSharePercent = request.defaultBrokerSharePercent;
      if (request.overdueAfterDays !== undefined) changes.overdueAfterDays = request.overdueAfterDays;
      if (request.stageProbabilities !== undefined) {
        changes.stageProbabilities = request.stageProbabilities as Record<PipelineStageName, number> | null;
      }
      await upsertRetried(() => settings.updateOne({ _id: FEE_SETTINGS_ID }, { $set: changes }, { upsert: true }));
      await cache.changed();
      return get();
    },

    /** Call after a member's own share changed (the users feature). */
    sharesChanged: () => cache.changed(),
  };
}

export type FeeSettingsStore = ReturnType<typeof createFeeSettings>;
