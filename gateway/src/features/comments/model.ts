import { Schema, type Connection, type Model } from 'mongoose';
import type { ActorRecord } from '../activity/model';

/** A comment on a deal, between its owner and the admins. The author is the session's user. */
export type CommentRecord = {
  _id: string;
  dealId: string;
  author: ActorRecord;
  /** Plain text exactly as written. */
  body: string;
  createdAt: Date;
  editedAt: Date | null;
};

const commentSchema = new Schema<CommentRecord>(
  {
    _id: { type: String, required: true },
    dealId: { type: String, required: true },
    author: { type: Object, required: true },
    body: { type: String, required: true },
    createdAt: { type: Date, required: true },
    editedAt: { type: Date, default: null },
  },
  { collection: 'comments', versionKey: false, timestamps: false },
);

export type CommentModel = Model<CommentRecord>;
export const commentModel = (db: Connection): CommentModel =>
  db.models.Comment ?? db.model<CommentRecord>('Comment', commentSchema);
