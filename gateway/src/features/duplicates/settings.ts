import type { DuplicateSettings, DuplicateSettingsRequest } from '@portal/contracts';
import type { Connection } from 'mongoose';
import type { Clock } from '../../infra/clock';

/** The `settings` document of the duplicate check; absent or null: the shipped default. */
export const DUPLICATE_SETTINGS_ID = 'duplicateSettings';

/** A closed deal still counts as a match for a year after it closed, unless an admin says otherwise. */
export const DEFAULT_CLOSED_WITHIN_DAYS = 365;

type SettingsDocument = { _id: string; closedWithinDays?: number | null; updatedAt?: Date };

/** How long a closed deal still counts for the duplicate check, read by `_id` on every check. */
export function createDuplicateSettings({ db, clock }: { db: Connection; clock: Clock }) {
  const settings = db.collection<SettingsDocument>('settings');

  async function current(): Promise<DuplicateSettings> {
    const saved = await settings.findOne({ _id: DUPLICATE_SETTINGS_ID });
    return {
      closedWithinDays: saved?.closedWithinDays ?? DEFAULT_CLOSED_WITHIN_DAYS,
      defaults: { closedWithinDays: DEFAULT_CLOSED_WITHIN_DAYS },
    };
  }

  return {
    current,

    /** Saves the window (the contract bounds it: 0 to 3650 days); null puts the default back. */
    async save(body: DuplicateSettingsRequest): Promise<DuplicateSettings> {
      await settings.updateOne(
        { _id: DUPLICATE_SETTINGS_ID },
        { $set: { closedWithinDays: body.closedWithinDays, updatedAt: clock.now() } },
        { upsert: true },
      );
      return current();
    },
  };
}

export type DuplicateSettingsStore = ReturnType<typeof createDuplicateSettings>;
