import { useMemo, useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { StyledField } from '../../../ui/Field';
import { StyledSectionHeader } from '../../../ui/SectionHeader';
import { Spinner } from '@portal/shell/ui/Spinner';
import { StyledStack } from '../../../ui/Stack';
import { StyledTableScroller } from '../../../ui/Table';
import { serverErrorText } from '../../core/utils/serverErrorText';
import { useUpdateUser } from '../hooks/useUpdateUser';
import { useUsers } from '../hooks/useUsers';
import { UserRow } from './UserRow';

/** Users: approve members (Whitelisted) and grant admin; each toggle saves at once. */
export function UsersTab() {
  const users = useUsers();
  const update = useUpdateUser();
  const [search, setSearch] = useState('');

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle || !users.data) return users.data ?? [];
    return users.data.filter((user) =>
      [user.username, user.name, user.email].some((value) => value?.toLowerCase().includes(needle)),
    );
  }, [users.data, search]);

  const pendingCount = users.data?.filter((user) => !user.isWhitelisted).length ?? 0;

  return (
    <StyledStack>
      <StyledSectionHeader>
        <div>
          <h2>Users</h2>
          <p>
            {users.data
              ? `${users.data.length} users · ${pendingCount} awaiting approval`
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
      ) : users.isError ? (
        <ErrorState
          message={serverErrorText(users.error, 'Failed to fetch users')}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.length === 0 ? (
        <EmptyState title="No users yet">People appear here after their first sign-in with Discord.</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title="No matching users">Try another name or e-mail address.</EmptyState>
      ) : (
        <StyledTableScroller>
          <table aria-label="Users">
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">E-mail</th>
                <th scope="col">Whitelisted</th>
                <th scope="col">Admin</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  pending={update.isPending && update.variables.id === user.id ? update.variables.changes : null}
                  onChange={(changes) => update.mutate({ id: user.id, changes })}
                />
              ))}
            </tbody>
          </table>
        </StyledTableScroller>
      )}
    </StyledStack>
  );
}
