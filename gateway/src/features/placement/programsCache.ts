import type { CreditBox } from '@portal/contracts';
import type { ProgramRecord } from '../lenders/model';
import type { ProgramsVersionStore } from '../lenders/programsVersion';
import { toCreditBox } from './creditBox';
import type { LenderCard, PlacementRepository } from './repository';

/** An active program as matching judges it, with the record and lender a match shows. */
export type CachedProgram = CreditBox & { id: string; record: ProgramRecord; lender: LenderCard };

/** How long a check of the stored version holds before the next request reads it again. */
export const VERSION_CHECK_MS = 1000;

type Loaded = { version: string; generation: number; checkedAt: number; programs: readonly CachedProgram[] };

/**
 * The active programs with their lenders, kept in memory on each instance. Before use it compares
 * the stored `programsVersion` (one read by `_id`, at most once every VERSION_CHECK_MS) with the
 * version it loaded and reloads when they differ, so a change made on another instance is seen
 * within about a second. A change made here (`programsVersion.onChange`) drops the programs at once.
 *
 * The version is read BEFORE the programs: a change landing during the load then leaves a newer
 * stored version than the one kept, and the next check reloads. Concurrent requests share one load.
 */
export function createProgramsCache({
  repository,
  programsVersion,
  checkEveryMs = VERSION_CHECK_MS,
  now = () => performance.now(),
}: {
  repository: Pick<PlacementRepository, 'activePrograms'>;
  programsVersion: Pick<ProgramsVersionStore, 'current' | 'onChange'>;
  checkEveryMs?: number;
  /** Monotonic milliseconds: the check interval is about database load, not the business clock. */
  now?: () => number;
}) {
  let loaded: Loaded | null = null;
  // Bumped by each change made on this instance: programs loaded under an older generation are stale.
  let generation = 0;
  let refreshing: { generation: number; promise: Promise<Loaded> } | null = null;

  programsVersion.onChange(() => {
    generation += 1;
  });

  async function load(current: Loaded | null, startedIn: number): Promise<Loaded> {
    const { version } = await programsVersion.current();
    const checkedAt = now();
    if (current && current.generation === startedIn && current.version === version) {
      return { ...current, checkedAt };
    }
    const { programs, lenders } = await repository.activePrograms();
    const byId = new Map(lenders.map((lender) => [lender.id, lender]));
    const entries: CachedProgram[] = [];
    for (const record of programs) {
      const lender = byId.get(record.lenderId);
      if (lender) entries.push({ ...toCreditBox(record), record, lender });
    }
    return { version, generation: startedIn, checkedAt, programs: entries };
  }

  return {
    /** The active programs, checked against the stored version first (see above). */
    async programs(): Promise<readonly CachedProgram[]> {
      const current = loaded;
      if (current && current.generation === generation && now() - current.checkedAt < checkEveryMs) {
        return current.programs;
      }
      // A load begun before a change made here cannot stand for after it: start another.
      if (!refreshing || refreshing.generation !== generation) {
        const startedIn = generation;
        const promise = load(current, startedIn)
          .then((result) => {
            if (!loaded || result.checkedAt >= loaded.checkedAt) loaded = result;
            return result;
          })
          .finally(() => {
            if (refreshing?.promise === promise) refreshing = null;
          });
        refreshing = { generation: startedIn, promise };
      }
      return (await refreshing.promise).programs;
    },
  };
}

export type ProgramsCache = ReturnType<typeof createProgramsCache>;
