/**
 * The creation minute, day and month kept on every deal (UTC, `2026-11-27T17:05`, `2026-11-27`,
 * `2026-11`), so that a list's first page can be read by equality.
 *
 * FerretDB v1 hands PostgreSQL plain equalities only: no range, no `$in`, and no limit under a
 * sort. A member's sorted first page therefore read every deal of the member (docs/performance.md,
 * "Write soak"). The rollups know the ids and creation times of the page's deals (their newest
 * lists); the few buckets those fall in are read by equality instead, and the page is taken from
 * them.
 */
export const CREATED_BUCKET_FIELDS = ['createdMinute', 'createdDay', 'createdMonth'] as const;
export type CreatedBucketField = (typeof CREATED_BUCKET_FIELDS)[number];
export type CreatedBuckets = Record<CreatedBucketField, string>;

/** How many characters of the ISO time each bucket keeps. */
const WIDTH: Readonly<Record<CreatedBucketField, number>> = { createdMinute: 16, createdDay: 10, createdMonth: 7 };

/**
 * The most buckets a first page reads. Each is one query; past a few, the one sorted query over
 * the scope costs less than their round trips.
 */
export const MAX_BUCKET_READS = 3;

export function createdBucketsOf(createdAt: Date): CreatedBuckets {
  const iso = createdAt.toISOString();
  return {
    createdMinute: iso.slice(0, WIDTH.createdMinute),
    createdDay: iso.slice(0, WIDTH.createdDay),
    createdMonth: iso.slice(0, WIDTH.createdMonth),
  };
}

/** The record with its creation buckets, as every insert stores it. */
export const withCreatedBuckets = <T extends { createdAt: Date }>(record: T): T => ({
  ...record,
  ...createdBucketsOf(record.createdAt),
});

/**
 * The finest bucket whose values cover these creation times in at most MAX_BUCKET_READS reads
 * (the finest reads the fewest other deals); null when even months take more.
 */
export function bucketsCovering(times: readonly Date[]): { field: CreatedBucketField; values: string[] } | null {
  if (times.length === 0) return null;
  for (const field of CREATED_BUCKET_FIELDS) {
    const values = [...new Set(times.map((at) => new Date(at).toISOString().slice(0, WIDTH[field])))];
    if (values.length <= MAX_BUCKET_READS) return { field, values };
  }
  return null;
}
