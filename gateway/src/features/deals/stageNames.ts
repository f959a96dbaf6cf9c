import type { Connection } from 'mongoose';
import type { Logger } from '../../infra/logger';
import { normaliseStageName } from '@portal/contracts';

/** Marks the migration done (in `settings`, by `_id`), so later starts skip the scan. */
const MIGRATION_ID = 'migration:stageNames';

/**
 * Stores every deal's stage under its normalised name ('Proposal Stage', ' proposal  STAGE ' →
 * 'Proposal'; 'Initial Qualification Stage' → 'Qualification'), as every write has since stage
 * names were normalised. Older data and early GHL imports kept GHL's spelling; once they are
 * rewritten, a stage filter is one equality that an index serves (`userId, stage, createdAt`)
 * and FerretDB on PostgreSQL pushes down, instead of a pattern matched against every deal.
 * One `updateMany` per distinct stored spelling (a handful), once per database; safe to run on
 * several instances at once (each rewrite is idempotent).
 */
export async function normaliseStoredStageNames(db: Connection, log: Logger): Promise<number> {
  const settings = db.collection<{ _id: string; at?: Date }>('settings');
  if (await settings.findOne({ _id: MIGRATION_ID })) return 0;
  const deals = db.collection<{ _id: string; stage?: string | null }>('deals');
  const spellings = (await deals.distinct('stage')).filter((stage): stage is string => typeof stage === 'string');
  let rewritten = 0;
  for (const stored of spellings) {
    const stage = normaliseStageName(stored);
    if (stage === stored) continue;
    const { modifiedCount } = await deals.updateMany({ stage: stored }, { $set: { stage } });
    rewritten += modifiedCount;
  }
  await settings.updateOne({ _id: MIGRATION_ID }, { $set: { at: new Date() } }, { upsert: true });
  if (rewritten > 0) log.info({ deals: rewritten }, 'stage names of older deals stored normalised');
  return rewritten;
}
