import type { User } from '@portal/contracts';
import { useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { StyledField } from '../../../ui/Field';
import { PagedTable } from '../../../ui/PagedTable';
import { StyledSectionHeader } from '../../../ui/SectionHeader';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { StyledStack } from '../../../ui/Stack';
import { useDebouncedValue } from '@portal/web-kit/hooks/useDebouncedValue';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useAnalytics } from '../../overview/hooks/useAnalytics';
import { useUpdateUser, type UserFlagChange } from '../hooks/useUpdateUser';
import { useUserPages } from '../hooks/useUserPages';
import { useFeeSettings } from '../../fees/hooks/useFeeSettings';
import { BrokerShareDialog } from './BrokerShareDialog';
import { UserRow } from './UserRow';

const SEARCH_DELAY_MS = 250;

/**
 * Users: approve members (Whitelisted), grant admin (each toggle saves at once) and set a member's
 * own broker share. The list is read
 * page by page as it is scrolled, and the search runs on the gateway over every user.
 */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const users = useUserPages(query);
  // The counts in the header come from the Overview's figures (kept by the gateway, not counted here).
  const analytics = useAnalytics();
  const update = useUpdateUser();
  // The toggle being saved, set in the click itself so the box shows its new state at once (the
  // mutation's own state arrives a moment later) and returns to the saved state if refused.
  const [saving, setSaving] = useState<UserFlagChange | null>(null);
  const toggle = (change: UserFlagChange) => {
    setSaving(change);
    update.mutate(change, { onSettled: () => setSaving(null) });
  };
  const counts = analytics.data?.users;
  const feeSettings = useFeeSettings();
  const defaultShare = feeSettings.data?.defaultBrokerSharePercent ?? null;
  const [editingShare, setEditingShare] = useState<User | null>(null);

  return (
    <StyledStack>
      <StyledSectionHeader>
        <div>
          <h2>Users</h2>
          <p>
            {counts
              ? `${counts.total.toLocaleString('en-US')} users · ${counts.pending.toLocaleString('en-US')} awaiting approval`
              : 'Approve members and grant admin access.'}
          </p>
        </div>
        <StyledField style={{ minWidth: 'min(100%, 280px)' }}>
          Search users
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </StyledField>
      </StyledSectionHeader>
      {users.isPending ? (
        <Spinner label="Loading users…" />
      ) : users.isError && !users.users ? (
        <ErrorState
          message={serverErrorText(users.error, 'Failed to fetch users')}
          onRetry={() => void users.refetch()}
        />
      ) : !users.users || users.users.length === 0 ? (
        query ? (
          <EmptyState title="No matching users">Try another name or e-mail address.</EmptyState>
        ) : (
          <EmptyState title="No users yet">People appear here after their first sign-in with Discord.</EmptyState>
        )
      ) : (
        <PagedTable
          label="Users"
          noun="users"
          head={
            <tr>
              <th scope="col">User</th>
              <th scope="col">E-mail</th>
              <th scope="col">Whitelisted</th>
              <th scope="col">Admin</th>
              <th scope="col">Broker share</th>
            </tr>
          }
          rows={users.users}
          total={users.total}
          rowKey={(user) => user.id}
          rowHeight={57}
          stackOnPhone
          renderRow={(user, rowProps) => (
            <UserRow
              key={user.id}
              user={user}
              rowProps={rowProps}
              pending={saving?.id === user.id ? saving.changes : null}
              onChange={(changes) => toggle({ id: user.id, changes })}
              onEditShare={() => setEditingShare(user)}
              defaultShare={defaultShare}
            />
          )}
          hasMore={users.hasNextPage}
          loadingMore={users.isFetchingNextPage}
          onLoadMore={users.loadMore}
        />
      )}
      {users.isError && users.users ? (
        <ErrorState
          message={serverErrorText(users.error, 'Failed to fetch users')}
          onRetry={() => void users.refetch()}
        />
      ) : null}
      {editingShare ? (
        <BrokerShareDialog user={editingShare} defaultShare={defaultShare} onClose={() => setEditingShare(null)} />
      ) : null}
    </StyledStack>
  );
}
