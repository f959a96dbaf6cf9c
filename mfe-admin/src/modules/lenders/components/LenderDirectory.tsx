import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useDebouncedValue } from '@portal/web-kit/hooks/useDebouncedValue';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { ProgressBar } from '../../../ui/ProgressBar';
import { StyledSectionHeader } from '../../../ui/SectionHeader';
import { StyledStack } from '../../../ui/Stack';
import { useCsvExport } from '../../exports/hooks/useCsvExport';
import { useLenderPages } from '../hooks/useLenderPages';
import { useSelectedLender } from '../hooks/useSelectedLender';
import { NO_LENDER_FILTERS, type LenderFilters } from '../types/LenderFilters';
import { LenderDialog } from './LenderDialog';
import { LenderFiltersBar } from './LenderFiltersBar';
import { LenderImportPanel } from './LenderImportPanel';
import { lenderLinkId, LendersTable } from './LendersTable';

const SEARCH_DELAY_MS = 250;
const IMPORT_PANEL_ID = 'lender-import';

/** The gateway refuses a search without a letter or digit: such text searches nothing. */
const searchable = (text: string) => (/[\p{L}\p{N}]/u.test(text) ? text : '');

const StyledActions = styled(StyledButtonRow)`
  /* The idle progress region takes no room. */
  > [aria-live]:empty {
    display: none;
  }
`;

export type LenderDirectoryProps = {
  /** The search as typed and the filters, kept by the tab so they survive a visit to a lender's page. */
  search: string;
  onSearch: (text: string) => void;
  filters: Omit<LenderFilters, 'q'>;
  onFilter: (filters: Omit<LenderFilters, 'q'>) => void;
  /** The lender whose page was last open: focus returns to its link. */
  returnFocusTo: string | null;
};

/**
 * The lender directory: search, filters, the paged list, and the actions that fill it (Add lender,
 * Import CSV) or save it (Export CSV).
 */
export function LenderDirectory({ search, onSearch, filters, onFilter, returnFocusTo }: LenderDirectoryProps) {
  const q = useDebouncedValue(searchable(search.trim()), SEARCH_DELAY_MS);
  const lenders = useLenderPages({ ...filters, q });
  const { exportCsv, progress } = useCsvExport();
  const [, openLender] = useSelectedLender();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const filtered = q !== '' || Object.values(filters).some((value) => value !== '');

  const listShown = lenders.lenders !== undefined;
  // Nothing to fill the directory with but these: the header leaves them to the empty state.
  const emptyDirectory = listShown && lenders.lenders?.length === 0 && !filtered;

  useEffect(
    function returnFocusToTheLendersLink() {
      // Once the list is shown after coming back from a lender's page.
      if (returnFocusTo && listShown) document.getElementById(lenderLinkId(returnFocusTo))?.focus();
    },
    [returnFocusTo, listShown],
  );

  const handleClear = () => {
    onSearch('');
    onFilter(NO_LENDER_FILTERS);
  };

  const importButton = (
    <StyledButton
      type="button"
      $variant="secondary"
      aria-expanded={importing}
      aria-controls={IMPORT_PANEL_ID}
      onClick={() => setImporting((open) => !open)}
    >
      Import CSV
    </StyledButton>
  );
  const addButton = (
    <StyledButton type="button" onClick={() => setCreating(true)}>
      Add lender
    </StyledButton>
  );

  return (
    <StyledStack>
      <StyledSectionHeader>
        <div>
          <h2 id="lenders-title" tabIndex={-1}>
            Lenders
          </h2>
          <p>
            {lenders.lenders && !filtered
              ? `${lenders.total.toLocaleString('en-US')} lenders in the directory`
              : 'Lenders and their programs (credit boxes), matched against deals.'}
          </p>
        </div>
        <StyledActions>
          <div aria-live="polite">
            {progress ? <ProgressBar label="Exporting lenders" percent={progress.percent} /> : null}
          </div>
          {emptyDirectory ? null : (
            <>
              {addButton}
              {importButton}
            </>
          )}
          <StyledButton
            type="button"
            $variant="secondary"
            disabled={progress !== null || emptyDirectory}
            onClick={() => void exportCsv('lenders')}
          >
            Export CSV
          </StyledButton>
        </StyledActions>
      </StyledSectionHeader>

      <div id={IMPORT_PANEL_ID} hidden={!importing}>
        {importing ? <LenderImportPanel onDone={() => setImporting(false)} /> : null}
      </div>

      <LenderFiltersBar
        search={search}
        onSearch={onSearch}
        filters={{ ...filters, q }}
        onFilter={({ q: _q, ...rest }) => onFilter(rest)}
        onClear={handleClear}
      />

      {lenders.isPending ? (
        <Spinner label="Loading lenders…" />
      ) : lenders.isError && !lenders.lenders ? (
        <ErrorState
          message={serverErrorText(lenders.error, 'Failed to fetch lenders')}
          onRetry={() => void lenders.refetch()}
        />
      ) : !lenders.lenders || lenders.lenders.length === 0 ? (
        filtered ? (
          <EmptyState
            title="No matching lenders"
            actions={
              <StyledButton type="button" $variant="secondary" $compact onClick={handleClear}>
                Clear filters
              </StyledButton>
            }
          >
            Try another name, or fewer filters.
          </EmptyState>
        ) : (
          <EmptyState
            title="No lenders yet"
            actions={
              <>
                {addButton}
                {importButton}
              </>
            }
          >
            Add lenders one by one, or import a spreadsheet of lenders with their programs and contacts.
          </EmptyState>
        )
      ) : (
        <LendersTable
          lenders={lenders.lenders}
          total={lenders.total}
          hasMore={lenders.hasNextPage}
          loadingMore={lenders.isFetchingNextPage}
          onLoadMore={lenders.loadMore}
        />
      )}

      {lenders.isError && lenders.lenders ? (
        <ErrorState
          message={serverErrorText(lenders.error, 'Failed to fetch lenders')}
          onRetry={() => void lenders.refetch()}
        />
      ) : null}

      {creating ? (
        <LenderDialog lender={null} onClose={() => setCreating(false)} onSaved={(lender) => openLender(lender.id)} />
      ) : null}
    </StyledStack>
  );
}
