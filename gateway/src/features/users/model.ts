import { Schema, type Connection, type Model } from 'mongoose';

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
    lastLoginAt: { type: Date, default: null },
  },
  { collection: 'users', timestamps: true, versionKey: false },
);

export type UserModel = Model<UserRecord>;

export const userModel = (db: Connection): UserModel => db.models.User ?? db.model<UserRecord>('User', userSchema);
