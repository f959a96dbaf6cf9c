import { createHmac, timingSafeEqual } from 'node:crypto';
import { ok, type DomainError, type Result } from './errors';

/** Rows per page when the request names no `limit` (the contract's default). */
export const DEFAULT_PAGE_LIMIT = 50;
export const INVALID_CURSOR = 'Invalid cursor';

/** What a list request asks for: `limit` rows after the row the cursor points at. */
export type PageRequest = { limit?: number; cursor?: string };

/** A keyset position: the last row of the previous page, in the order `createdAt` desc, `_id` desc. */
export type Keyset = { createdAt: Date; id: string };

/** A page as every paged list answers it. */
export type Page<T> = { items: T[]; nextCursor: string | null; total: number };

/** The scope a cursor is bound to: the list and everything that selects its rows (caller, filter). */
export type CursorScope = { list: string; filter: Record<string, unknown> };

/**
 * A decoded page request: the limit to use, where to resume (null on the first page) and the total
 * counted for the first page, which later pages repeat instead of counting again (null: count it).
 */
export type PagePosition = { limit: number; after: Keyset | null; total: number | null };

/** Where a cursor resumes, and the total it carries from the first page. */
type CursorPosition = Keyset & { total: number | null };

const MAC_BYTES = 16;

/** Filters with keys in a fixed order and empty values dropped, so equal filters give equal scopes. */
function canonical(scope: CursorScope): string {
  const entries = Object.entries(scope.filter)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([scope.list, entries]);
}

const invalid = (message: string): { ok: false; error: DomainError<'validation'> } => ({
  ok: false,
  error: { kind: 'validation', summary: INVALID_CURSOR, message, details: [{ field: 'query.cursor', message }] },
});

/**
 * Opaque keyset cursors: base64url of the position, a dot, and an HMAC (key derived from the
 * JWT secret) over the position and its scope. A cursor handed out for one list, caller or
 * filter therefore fails on any other, and an altered one fails everywhere.
 */
export function createCursorCodec(secret: string) {
  const key = createHmac('sha256', secret).update('portal list cursor v1').digest();

  function mac(scope: CursorScope, payload: string): Buffer {
    return createHmac('sha256', key)
      .update(canonical(scope))
      .update('\n')
      .update(payload)
      .digest()
      .subarray(0, MAC_BYTES);
  }

  function encode(scope: CursorScope, position: Keyset, total: number): string {
    const payload = Buffer.from(JSON.stringify([position.createdAt.getTime(), position.id, total])).toString(
      'base64url',
    );
    return `${payload}.${mac(scope, payload).toString('base64url')}`;
  }

  function decode(scope: CursorScope, cursor: string): Result<CursorPosition, DomainError<'validation'>> {
    const [payload, signature, ...rest] = cursor.split('.');
    if (!payload || !signature || rest.length > 0) {
      return invalid('The cursor is malformed: start again from the first page (no cursor)');
    }
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(scope, payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return invalid(
        'The cursor was altered or belongs to another list or filter: start again from the first page (no cursor)',
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      parsed = null;
    }
    // [createdAt ms, id, total]; cursors handed out before the total was carried have two entries.
    if (
      !Array.isArray(parsed) ||
      (parsed.length !== 2 && parsed.length !== 3) ||
      typeof parsed[0] !== 'number' ||
      !Number.isFinite(parsed[0]) ||
      typeof parsed[1] !== 'string' ||
      (parsed.length === 3 && !(Number.isSafeInteger(parsed[2]) && (parsed[2] as number) >= 0))
    ) {
      return invalid('The cursor is malformed: start again from the first page (no cursor)');
    }
    return ok({ createdAt: new Date(parsed[0]), id: parsed[1], total: (parsed[2] as number | undefined) ?? null });
  }

  return {
    /** Reads a list request's `limit` and `cursor` for the given scope (400 'Invalid cursor' when foreign). */
    position(scope: CursorScope, request: PageRequest): Result<PagePosition, DomainError<'validation'>> {
      const limit = request.limit ?? DEFAULT_PAGE_LIMIT;
      if (request.cursor === undefined) return ok({ limit, after: null, total: null });
      const decoded = decode(scope, request.cursor);
      if (!decoded.ok) return decoded;
      const { total, ...after } = decoded.value;
      return ok({ limit, after, total });
    },

    /**
     * The page answer from up to `limit + 1` rows read in keyset order: the extra row only tells
     * that another page exists; the cursor points at the last row shown and carries the total, so
     * a list is counted once, on its first page (on FerretDB a count reads the whole collection).
     */
    page<R extends { _id: string; createdAt: Date }, T>(
      scope: CursorScope,
      { limit }: PagePosition,
      rows: R[],
      total: number,
      toItem: (row: R) => T,
    ): Page<T> {
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      const nextCursor =
        rows.length > limit && last
          ? encode(scope, { createdAt: new Date(last.createdAt), id: last._id }, total)
          : null;
      return { items: shown.map(toItem), nextCursor, total };
    },
  };
}

export type CursorCodec = ReturnType<typeof createCursorCodec>;

/** The sort of every paged list: newest first, id as tie-break. */
export const KEYSET_SORT = { createdAt: -1, _id: -1 } as const;

/** The condition "after this row" in KEYSET_SORT order, to AND with a list's own filter. */
export function afterKeyset(after: Keyset | null): Record<string, unknown> {
  if (!after) return {};
  return {
    $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, _id: { $lt: after.id } }],
  };
}

/** A list filter and the keyset condition together (both may use `$or`, so they are ANDed). */
export function withKeyset(filter: Record<string, unknown>, after: Keyset | null): Record<string, unknown> {
  if (!after) return filter;
  return Object.keys(filter).length === 0 ? afterKeyset(after) : { $and: [filter, afterKeyset(after)] };
}
