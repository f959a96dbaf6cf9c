/** A write refused by a unique index (MongoDB and FerretDB both answer code 11000). */
export const isDuplicateKey = (error: unknown): boolean => (error as { code?: number } | null)?.code === 11000;

/**
 * Runs an upsert by `_id`, once more if it lost a race: two upserts of a document that does not
 * exist yet may both try to insert it, and the loser is refused by the `_id` index (FerretDB
 * always, MongoDB sometimes). The second try finds the document and updates it.
 */
export async function upsertRetried<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return write();
  }
}
