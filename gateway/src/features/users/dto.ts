import type { User } from '@portal/contracts';
import type { UserRecord } from './model';

/** What the contract's User is made of (a whole record, or only these fields read by projection). */
export type UserProfileFields = Pick<
  UserRecord,
  | '_id'
  | 'discordId'
  | 'username'
  | 'name'
  | 'email'
  | 'avatar'
  | 'isAdmin'
  | 'isWhitelisted'
  | 'createdAt'
  | 'lastLoginAt'
>;

/** The contract's User from a stored record. */
export function toUserDto(user: UserProfileFields): User {
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

/** The User of the admins' views: with the member's own share of broker fees (null: the default). */
export function toAdminUserDto(user: UserProfileFields & Pick<UserRecord, 'brokerSharePercent'>): User {
  return { ...toUserDto(user), brokerSharePercent: user.brokerSharePercent ?? null };
}
