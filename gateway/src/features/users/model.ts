import { Schema, type Connection, type Model } from 'mongoose';

/**
 * Where a user's access stands with Discord roles: `granted` (admitted by a granting role, so
 * the recurring check may revoke it), `revoked` (the check or sign-in took it away; restored when
 * the role is back), `blocked` (an admin removed access by hand: roles never re-admit them), or
 * null (roles have no say: manual, auto-access or admin access is never revoked by roles).
 */
export type RoleAccess = 'granted' | 'revoked' | 'blocked' | null;

export type UserRecord = {
  _id: string;
  discordId: string;
  username: string;
  usernameLower: string;
  name: string | null;
  email: string | null;
  avatar: string | null;
  isAdmin: boolean;
  isWhitelisted: boolean;
  roleAccess?: RoleAccess;
  /** The member's own share of broker fees in percent; absent or null: the fee settings' default. */
  brokerSharePercent?: number | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const userSchema = new Schema<UserRecord>(
  {
    _id: { type: String, required: true },
    discordId: { type: String, required: true },
    username: { type: String, required: true },
    usernameLower: { type: String, required: true },
    name: { type: String, default: null },
    email: { type: String, default: null },
    avatar: { type: String, default: null },
    isAdmin: { type: Boolean, default: false },
    isWhitelisted: { type: Boolean, default: false },
    roleAccess: { type: String, default: null },
    brokerSharePercent: { type: Number, default: undefined },
    lastLoginAt: { type: Date, default: null },
  },
  { collection: 'users', timestamps: true, versionKey: false },
);

export type UserModel = Model<UserRecord>;

export const userModel = (db: Connection): UserModel => db.models.User ?? db.model<UserRecord>('User', userSchema);
