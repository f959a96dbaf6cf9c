import type { User, UserUpdateRequest } from '@portal/contracts';
import { StyledButton } from '@portal/web-kit/ui/Button';
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

/** The member's own share, else the default (with its figure when known). */
function shareText(user: User, defaultShare: number | null): string {
  if (user.brokerSharePercent != null) return `${user.brokerSharePercent} %`;
  return defaultShare === null ? 'Default' : `Default (${defaultShare} %)`;
}

export type UserRowProps = {
  user: User;
  /** The flags being saved for this user, shown until the answer arrives. */
  pending: UserUpdateRequest | null;
  onChange: (changes: UserUpdateRequest) => void;
  /** Opens the member's own broker share; `defaultShare` is the fee settings' (null while unknown). */
  onEditShare: () => void;
  defaultShare: number | null;
  /** From the paged table: the row's index and the ref that measures it. */
  rowProps?: PagedRowProps;
};

/** One user: avatar or initial, username, e-mail, the Whitelisted and Admin boxes, and their broker share. */
export function UserRow({ user, pending, onChange, onEditShare, defaultShare, rowProps }: UserRowProps) {
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
      <td data-stack="inline">
        <StyledButton
          type="button"
          $variant="ghost"
          onClick={onEditShare}
          aria-label={`Broker share of ${user.username}: ${shareText(user, defaultShare)}. Change`}
        >
          {shareText(user, defaultShare)}
        </StyledButton>
      </td>
    </tr>
  );
}
