import type { AutoAccessUser } from '@portal/contracts';
import { useState } from 'react';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { StyledSectionHeader } from '../../../ui/SectionHeader';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { StyledStack } from '../../../ui/Stack';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useAutoAccessPages } from '../hooks/useAutoAccessPages';
import { useRemoveAutoAccessUser } from '../hooks/useRemoveAutoAccessUser';
import { AddUsernameForm } from './AddUsernameForm';
import { AutoAccessTable } from './AutoAccessTable';
import { BulkAddForm } from './BulkAddForm';
import { HowItWorks } from './HowItWorks';

type OpenForm = 'add' | 'bulk' | null;

/** Discord Auto-Access: usernames whitelisted automatically on their first sign-in. */
export function AutoAccessTab() {
  const entries = useAutoAccessPages();
  const remove = useRemoveAutoAccessUser();
  const [openForm, setOpenForm] = useState<OpenForm>(null);

  const handleRemove = (entry: AutoAccessUser) => {
    if (!window.confirm(`Are you sure you want to remove "${entry.discordUsername}" from the auto-access list?`))
      return;
    remove.mutate(entry);
  };

  const toggle = (form: Exclude<OpenForm, null>) => setOpenForm((current) => (current === form ? null : form));

  return (
    <StyledStack>
      <StyledSectionHeader>
        <div>
          <h2>Discord Auto-Access</h2>
          <p>Discord usernames that are approved automatically on their first sign-in.</p>
        </div>
        <StyledButtonRow>
          <StyledButton
            type="button"
            aria-expanded={openForm === 'add'}
            aria-controls="auto-access-form"
            onClick={() => toggle('add')}
          >
            Add Username
          </StyledButton>
          <StyledButton
            type="button"
            $variant="secondary"
            aria-expanded={openForm === 'bulk'}
            aria-controls="auto-access-form"
            onClick={() => toggle('bulk')}
          >
            Bulk Add
          </StyledButton>
        </StyledButtonRow>
      </StyledSectionHeader>

      {/* Hidden while closed, so the empty box adds no second gap above the list. */}
      <div id="auto-access-form" hidden={openForm === null}>
        {openForm === 'add' ? <AddUsernameForm onDone={() => setOpenForm(null)} /> : null}
        {openForm === 'bulk' ? <BulkAddForm onDone={() => setOpenForm(null)} /> : null}
      </div>

      {entries.isPending ? (
        <Spinner label="Loading the auto-access list…" />
      ) : entries.isError && !entries.entries ? (
        <ErrorState
          message={serverErrorText(entries.error, 'Failed to fetch users')}
          onRetry={() => void entries.refetch()}
        />
      ) : !entries.entries || entries.entries.length === 0 ? (
        <EmptyState title="No usernames on the auto-access list yet">
          Add a Discord username to let that person in on their first sign-in.
        </EmptyState>
      ) : (
        <AutoAccessTable
          entries={entries.entries}
          total={entries.total}
          hasMore={entries.hasNextPage}
          loadingMore={entries.isFetchingNextPage}
          onLoadMore={entries.loadMore}
          removingId={remove.isPending ? remove.variables.id : null}
          onRemove={handleRemove}
        />
      )}

      {entries.isError && entries.entries ? (
        <ErrorState
          message={serverErrorText(entries.error, 'Failed to fetch users')}
          onRetry={() => void entries.refetch()}
        />
      ) : null}

      <HowItWorks />
    </StyledStack>
  );
}
