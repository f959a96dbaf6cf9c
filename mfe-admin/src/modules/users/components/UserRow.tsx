import type { User, UserUpdateRequest } from '@portal/contracts';
import styled from 'styled-components';
import { StyledCheckboxLabel } from '../../../ui/CheckboxLabel';
import { StyledWrapCell } from '../../../ui/Table';
import type { PagedRowProps } from '../../../ui/PagedTable';
import { UserAvatar } from './UserAvatar';

const StyledIdentity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  strong {
    display: block;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export type UserRowProps = {
  user: User;
  /** The flags being saved for this user, shown until the answer arrives. */
  pending: UserUpdateRequest | null;
  onChange: (changes: UserUpdateRequest) => void;
  /** From the paged table: the row's index and the ref that measures it. */
  rowProps?: PagedRowProps;
};

/** One user: avatar or initial, username, e-mail, and the Whitelisted and Admin boxes. */
export function UserRow({ user, pending, onChange, rowProps }: UserRowProps) {
  const nameId = `user-${user.id}-name`;
  const isWhitelisted = pending?.isWhitelisted ?? user.isWhitelisted;
  const isAdmin = pending?.isAdmin ?? user.isAdmin;
  return (
    <tr {...rowProps}>
      <StyledWrapCell>
        <StyledIdentity>
          <UserAvatar avatar={user.avatar} username={user.username} />
          <div>
            <strong id={nameId}>{user.username}</strong>
            {user.name && user.name !== user.username ? <small>{user.name}</small> : null}
          </div>
        </StyledIdentity>
      </StyledWrapCell>
      <StyledWrapCell>{user.email ?? '—'}</StyledWrapCell>
      <td data-stack="inline">
        <StyledCheckboxLabel>
          <input
            type="checkbox"
            checked={isWhitelisted}
            disabled={pending !== null}
            aria-describedby={nameId}
            onChange={(event) => onChange({ isWhitelisted: event.target.checked })}
          />
          Whitelisted
        </StyledCheckboxLabel>
      </td>
      <td data-stack="inline">
        <StyledCheckboxLabel>
          <input
            type="checkbox"
            checked={isAdmin}
            disabled={pending !== null}
            aria-describedby={nameId}
            onChange={(event) => onChange({ isAdmin: event.target.checked })}
          />
          Admin
        </StyledCheckboxLabel>
      </td>
    </tr>
  );
}
