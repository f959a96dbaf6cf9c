import { useState } from 'react';
import styled from 'styled-components';

const StyledAvatar = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 36px;
  height: 36px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export type UserAvatarProps = {
  avatar: string | null;
  username: string;
};

/** The user's avatar, or the first letter of their username when there is none (or it fails). */
export function UserAvatar({ avatar, username }: UserAvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <StyledAvatar aria-hidden="true" data-testid="user-avatar">
      {avatar && !failed ? (
        <img src={avatar} alt="" onError={() => setFailed(true)} />
      ) : (
        (username.trim()[0] ?? '?').toUpperCase()
      )}
    </StyledAvatar>
  );
}
