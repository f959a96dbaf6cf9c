import { Schema, type Connection, type Model } from 'mongoose';

/** The one settings document (`_id` = SETTINGS_ID): the guild and the roles that grant access. */
export type RoleAccessSettingsRecord = {
  _id: string;
  guildId: string | null;
  grantingRoleIds: string[];
  /** When the recurring check last completed. */
  lastCheckAt: Date | null;
  updatedAt: Date;
};

export const SETTINGS_ID = 'discord-role-access';

export type AccessChangeKind = 'granted' | 'revoked' | 'restored';
export type AccessChangeReason = 'has_role' | 'lost_role' | 'left_guild';
export type AccessChangeVia = 'sign_in' | 'check';

/** One change of a user's access made because of their Discord roles (kept for the admins' audit list). */
export type AccessChangeRecord = {
  _id: string;
  userId: string;
  username: string;
  discordId: string;
  change: AccessChangeKind;
  reason: AccessChangeReason;
  via: AccessChangeVia;
  createdAt: Date;
};

const settingsSchema = new Schema<RoleAccessSettingsRecord>(
  {
    _id: { type: String, required: true },
    guildId: { type: String, default: null },
    grantingRoleIds: { type: [String], default: [] },
    lastCheckAt: { type: Date, default: null },
  },
  { collection: 'discordroleaccess', timestamps: { createdAt: false, updatedAt: true }, versionKey: false },
);

const changeSchema = new Schema<AccessChangeRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    username: { type: String, required: true },
    discordId: { type: String, required: true },
    change: { type: String, required: true },
    reason: { type: String, required: true },
    via: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'discordaccesschanges', versionKey: false },
);

/**
 * The latest run of the check (`_id` = CHECK_RUN_ID), Check now's or the recurring one's, so any
 * instance can tell an admin how far it got. `runId` keeps a finished run's late writes off the next.
 */
export type RoleCheckRunRecord = {
  _id: string;
  runId: string;
  status: 'running' | 'finished' | 'failed';
  checked: number;
  total: number;
  revoked: number;
  restored: number;
  startedAt: Date;
  /** The latest progress report (absent on runs recorded before it was kept). */
  heartbeatAt?: Date | null;
  finishedAt: Date | null;
  error: string | null;
};

export const CHECK_RUN_ID = 'latest';

const checkRunSchema = new Schema<RoleCheckRunRecord>(
  {
    _id: { type: String, required: true },
    runId: { type: String, required: true },
    status: { type: String, required: true },
    checked: { type: Number, default: 0 },
    total: { type: Number, default: 0 },
    revoked: { type: Number, default: 0 },
    restored: { type: Number, default: 0 },
    startedAt: { type: Date, required: true },
    heartbeatAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
    error: { type: String, default: null },
  },
  { collection: 'discordrolechecks', versionKey: false },
);

export type RoleAccessSettingsModel = Model<RoleAccessSettingsRecord>;
export type AccessChangeModel = Model<AccessChangeRecord>;

export const roleAccessSettingsModel = (db: Connection): RoleAccessSettingsModel =>
  db.models.DiscordRoleAccess ?? db.model<RoleAccessSettingsRecord>('DiscordRoleAccess', settingsSchema);

export const accessChangeModel = (db: Connection): AccessChangeModel =>
  db.models.DiscordAccessChange ?? db.model<AccessChangeRecord>('DiscordAccessChange', changeSchema);

export type RoleCheckRunModel = Model<RoleCheckRunRecord>;

export const roleCheckRunModel = (db: Connection): RoleCheckRunModel =>
  db.models.DiscordRoleCheckRun ?? db.model<RoleCheckRunRecord>('DiscordRoleCheckRun', checkRunSchema);
