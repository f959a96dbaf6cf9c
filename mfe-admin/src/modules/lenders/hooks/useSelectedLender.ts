import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The address parameter naming the lender whose page is open (`?tab=lenders&lender=<id>`). */
export const LENDER_PARAM = 'lender';

/** The address's search with the lender page `id` open (or closed, for null), on the Lenders tab. */
export function lenderSearch(current: URLSearchParams, id: string | null): string {
  const next = new URLSearchParams(current);
  next.set('tab', 'lenders');
  if (id) next.set(LENDER_PARAM, id);
  else next.delete(LENDER_PARAM);
  return `?${next.toString()}`;
}

/**
 * The lender whose page is open, kept in the address so the page can be linked, reloaded and left
 * with the browser's Back; opening and closing it adds a history entry.
 */
export function useSelectedLender(): [string | null, (id: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const select = useCallback(
    (id: string | null) => setSearchParams((current) => new URLSearchParams(lenderSearch(current, id))),
    [setSearchParams],
  );
  return [searchParams.get(LENDER_PARAM), select];
}
