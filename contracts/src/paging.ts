/** The largest `limit` a paged list accepts (openapi.yaml `components/parameters/Limit`). */
export const MAX_PAGE_LIMIT = 200;

/** A page of a paged list, as every paged operation answers it. */
export type PageOf<T> = { items: T[]; nextCursor: string | null; total: number };

/**
 * Every row of a paged list, following `nextCursor` to the end. For the few places that need
 * a whole list (a picker of every user, an export); screens page as the user scrolls instead.
 */
export async function collectPages<T>(fetchPage: (cursor: string | undefined) => Promise<PageOf<T>>): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    rows.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}
