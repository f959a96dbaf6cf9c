import { useEffect, useRef, useState } from 'react';
import { useSelectedLender } from '../hooks/useSelectedLender';
import { NO_LENDER_FILTERS, type LenderFilters } from '../types/LenderFilters';
import { LenderDirectory } from './LenderDirectory';
import { LenderPage } from './LenderPage';

const { q: _q, ...NO_FILTERS } = NO_LENDER_FILTERS;

/**
 * Lenders: the admins' lender directory (docs/lenders.md, docs/lenders-csv.md). The list, or the
 * page of the lender named in the address (`?tab=lenders&lender=<id>`); the search and filters
 * stay as they were when the admin comes back, and focus returns to the lender's link.
 */
export function LendersTab() {
  const [lenderId] = useSelectedLender();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Omit<LenderFilters, 'q'>>(NO_FILTERS);
  const lastOpened = useRef<string | null>(null);
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);

  useEffect(
    function rememberTheLenderToReturnTo() {
      if (lenderId) lastOpened.current = lenderId;
      else {
        setReturnFocusTo(lastOpened.current);
        lastOpened.current = null;
      }
    },
    [lenderId],
  );

  if (lenderId) return <LenderPage key={lenderId} id={lenderId} />;
  return (
    <LenderDirectory
      search={search}
      onSearch={setSearch}
      filters={filters}
      onFilter={setFilters}
      returnFocusTo={returnFocusTo}
    />
  );
}
