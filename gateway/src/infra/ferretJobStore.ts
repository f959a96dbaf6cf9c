import { ObjectId, type MongoJobRepository } from '@agendajs/mongo-backend';
import { createKeyedMutex } from './keyedMutex';

/** Due jobs of a name read in one go, then locked one by one by `_id`. */
const CANDIDATES_PER_READ = 25;
/** How long a read's candidates are used before the collection is read again. */
const CANDIDATES_TTL_MS = 2_000;

type JobDocument = {
  _id: ObjectId;
  name: string;
  lockedAt?: Date | null;
  nextRunAt?: Date | null;
  disabled?: boolean | null;
};

type JobState = {
  _id?: unknown;
  name: string;
  lockedAt?: Date | string | null;
  nextRunAt?: Date | string | null;
  lastRunAt?: Date | string | null;
  progress?: number | null;
  failReason?: string | null;
  failCount?: number | null;
  failedAt?: Date | string | null;
  lastFinishedAt?: Date | string | null;
};

const dateOrNull = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
const sameTime = (a: Date | string | null | undefined, b: Date | string | null | undefined) =>
  (a ? new Date(a).getTime() : null) === (b ? new Date(b).getTime() : null);

/**
 * Agenda's job store, adapted to FerretDB. Agenda locks a job with a find-and-modify on
 * `{ name, $or: [...] }` and saves its state with `{ _id, name }`; on FerretDB/SQLite every such
 * filter reads the whole job collection, so each job run cost three reads of the entire backlog
 * and a backlog of thousands drained at a few jobs a minute. FerretDB runs those commands as a
 * read followed by a write anyway (not atomically), so here they become exactly that, keyed by
 * `_id`: one read finds up to CANDIDATES_PER_READ due jobs of a name, and each is checked and
 * locked by `_id`. The guarantees are FerretDB's own (two instances may rarely both run a job,
 * which is why every job is idempotent); on MongoDB the store is left as Agenda wrote it.
 */
export function adaptJobStoreToFerretDb(repository: MongoJobRepository, isFerretDb: () => Promise<boolean>): void {
  const original = {
    getNextJobToRun: repository.getNextJobToRun.bind(repository),
    lockJob: repository.lockJob.bind(repository),
    unlockJob: repository.unlockJob.bind(repository),
    saveJobState: repository.saveJobState.bind(repository),
  };
  const candidates = new Map<string, { ids: ObjectId[]; readAt: number }>();
  // A lock is a read then a write: two of this process's lockers of one name at once (the queue
  // fills after every finished run) could both read a job as free and both run it. One at a time
  // per name here; across instances the jobs themselves are idempotent.
  const lockers = createKeyedMutex();
  const jobs = () => repository.collection;

  const lockable = (doc: JobDocument | null, nextScanAt: Date, lockDeadline: Date): doc is JobDocument =>
    !!doc &&
    doc.disabled !== true &&
    ((!doc.lockedAt && !!doc.nextRunAt && doc.nextRunAt <= nextScanAt) ||
      (!!doc.lockedAt && doc.lockedAt <= lockDeadline));

  async function nextCandidate(name: string, nextScanAt: Date, lockDeadline: Date): Promise<ObjectId | undefined> {
    let batch = candidates.get(name);
    if (!batch || batch.ids.length === 0 || Date.now() - batch.readAt > CANDIDATES_TTL_MS) {
      const rows = await jobs()
        .find(
          {
            name,
            disabled: { $ne: true },
            $or: [{ lockedAt: null, nextRunAt: { $lte: nextScanAt } }, { lockedAt: { $lte: lockDeadline } }],
          },
          { projection: { _id: 1 }, sort: { nextRunAt: 1, priority: -1 }, limit: CANDIDATES_PER_READ },
        )
        .toArray();
      batch = { ids: rows.map((row) => row._id as ObjectId), readAt: Date.now() };
      candidates.set(name, batch);
    }
    return batch.ids.shift();
  }

  const store = repository as unknown as Record<string, unknown>;

  store.getNextJobToRun = async (
    name: string,
    nextScanAt: Date,
    lockDeadline: Date,
    now?: Date,
    options?: { lastModifiedBy?: string },
  ) => {
    if (!(await isFerretDb())) return original.getNextJobToRun(name, nextScanAt, lockDeadline, now, options);
    return lockers.run(name, () => lockNextCandidate(name, nextScanAt, lockDeadline, now, options));
  };

  async function lockNextCandidate(
    name: string,
    nextScanAt: Date,
    lockDeadline: Date,
    now?: Date,
    options?: { lastModifiedBy?: string },
  ) {
    // A candidate taken or changed since it was read is skipped; the list is read again when empty.
    for (let tries = 0; tries < CANDIDATES_PER_READ * 2; tries++) {
      const id = await nextCandidate(name, nextScanAt, lockDeadline);
      if (!id) return undefined;
      const doc = (await jobs().findOne({ _id: id })) as JobDocument | null;
      if (doc?.name !== name || !lockable(doc, nextScanAt, lockDeadline)) continue;
      await jobs().updateOne(
        { _id: id },
        { $set: { lockedAt: now ?? new Date(), lastModifiedBy: options?.lastModifiedBy ?? null } },
      );
      return repository.getJobById(id.toHexString());
    }
    return undefined;
  }

  store.lockJob = async (job: JobState, options?: { lastModifiedBy?: string }) => {
    if (!(await isFerretDb()) || !job._id) return original.lockJob(job as never, options);
    return lockers.run(String(job.name), () => lockById(job, options));
  };

  async function lockById(job: JobState, options?: { lastModifiedBy?: string }) {
    const id = new ObjectId(String(job._id));
    const doc = (await jobs().findOne({ _id: id })) as JobDocument | null;
    if (!doc || doc.name !== job.name || doc.lockedAt || doc.disabled === true) return undefined;
    if (!sameTime(doc.nextRunAt, job.nextRunAt)) return undefined;
    await jobs().updateOne(
      { _id: id },
      { $set: { lockedAt: new Date(), lastModifiedBy: options?.lastModifiedBy ?? null } },
    );
    return repository.getJobById(id.toHexString());
  }

  store.unlockJob = async (job: JobState) => {
    if (!(await isFerretDb()) || !job._id) return original.unlockJob(job as never);
    const id = new ObjectId(String(job._id));
    // Only a job that is not running (it has a next run) is unlocked, as Agenda does.
    const doc = (await jobs().findOne({ _id: id })) as JobDocument | null;
    if (doc?.nextRunAt) await jobs().updateOne({ _id: id }, { $unset: { lockedAt: true } });
  };

  store.saveJobState = async (job: JobState, options?: { lastModifiedBy?: string }) => {
    if (!(await isFerretDb()) || !job._id) return original.saveJobState(job as never, options);
    const result = await jobs().updateOne(
      { _id: new ObjectId(String(job._id)) },
      {
        $set: {
          lockedAt: dateOrNull(job.lockedAt),
          nextRunAt: dateOrNull(job.nextRunAt),
          lastRunAt: dateOrNull(job.lastRunAt),
          progress: job.progress ?? null,
          failReason: job.failReason ?? null,
          failCount: job.failCount ?? null,
          failedAt: dateOrNull(job.failedAt),
          lastFinishedAt: dateOrNull(job.lastFinishedAt),
          lastModifiedBy: options?.lastModifiedBy ?? null,
        },
      },
    );
    if (!result.acknowledged || result.matchedCount !== 1) {
      throw new Error(
        `job ${String(job._id)} (name: ${job.name}) cannot be updated in the database, maybe it does not exist anymore?`,
      );
    }
  };
}
