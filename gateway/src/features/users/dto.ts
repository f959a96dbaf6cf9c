import type { User } from '@portal/contracts';
import type { UserRecord } from './model';

/** The contract's User from a stored record. */
export function toUserDto(user: UserRecord): User {
  return {
    id: user._id,
    discordId: user.discordId,
    username: user.username,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    isAdmin: user.isAdmin,
    isWhitelisted: user.isWhitelisted,
    createdAt: new Date(user.createdAt).toISOString(),
    lastLoginAt: user.lastLoginAt ? new Date(user.lastLoginAt).toISOString() : null,
  };
}
