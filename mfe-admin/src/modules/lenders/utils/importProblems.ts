import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** One problem of a refused CSV file: where (row and column, when known) and what. */
export type ImportProblem = { row: number | null; column: string | null; message: string };

/** A refused file: the gateway's headline ('The file has 2 errors: nothing was imported') and each problem. */
export type ImportRefusal = { headline: string; problems: ImportProblem[] };

const ROW_FIELD = /^rows\[(\d+)\](?:\.(.+))?$/;

/**
 * The problems of an import's 400 answer, each `details` entry as its row and column
 * (`rows[4].max_ltv`) and its message ('Row 4, column max_ltv: …'); null for any other failure.
 */
export function importRefusalOf(error: unknown): ImportRefusal | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !error.body) return null;
  const problems = (error.body.details ?? []).map(({ field, message }) => {
    const match = ROW_FIELD.exec(field);
    return { row: match ? Number(match[1]) : null, column: match?.[2] ?? null, message };
  });
  return { headline: error.body.error, problems };
}
