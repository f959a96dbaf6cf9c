import type { User } from '@portal/contracts';
import { useState } from 'react';
import styled from 'styled-components';

const StyledCard = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  min-width: 0;
`;

const StyledAvatar = styled.img`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  object-fit: cover;
  flex: none;
`;

const StyledPlaceholder = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  flex: none;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
`;

const StyledIdentity = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const StyledUsername = styled.span`
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledRole = styled.span<{ $admin: boolean }>`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.12em;
  color: ${({ theme, $admin }) => ($admin ? theme.colors.accent : theme.colors.textMuted)};
`;

export type UserCardProps = {
  user: User;
};

/** Avatar (or a placeholder with the initial), username and role label 'ADMIN' or 'USER'. */
export function UserCard({ user }: UserCardProps) {
  const [avatarFailed, setAvatarFailed] = useState(false);
  const initial = (user.username || user.name || '?').charAt(0).toUpperCase();
  return (
    <StyledCard>
      {user.avatar && !avatarFailed ? (
        <StyledAvatar src={user.avatar} alt="" onError={() => setAvatarFailed(true)} data-testid="user-avatar" />
      ) : (
        <StyledPlaceholder aria-hidden="true" data-testid="user-avatar-placeholder">
          {initial}
        </StyledPlaceholder>
      )}
      <StyledIdentity>
        <StyledUsername>{user.username}</StyledUsername>
        <StyledRole $admin={user.isAdmin}>{user.isAdmin ? 'ADMIN' : 'USER'}</StyledRole>
      </StyledIdentity>
    </StyledCard>
  );
}
