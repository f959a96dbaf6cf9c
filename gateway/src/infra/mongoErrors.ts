/** A write refused by a unique index (MongoDB and FerretDB both answer code 11000). */
export const isDuplicateKey = (error: unknown): boolean => (error as { code?: number } | null)?.code === 11000;
