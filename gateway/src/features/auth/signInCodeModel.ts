import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A sign-in code waiting for its exchange: `_id` is the code's hash, `bindingHash` the hash of the
 * secret the browser that signed in holds in its cookie. The codes themselves are never stored.
 */
export type SignInCodeRecord = { _id: string; bindingHash: string; userId: string; expiresAt: Date };

const signInCodeSchema = new Schema<SignInCodeRecord>(
  {
    _id: { type: String, required: true },
    bindingHash: { type: String, required: true },
    userId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'signincodes', versionKey: false },
);

export type SignInCodeModel = Model<SignInCodeRecord>;

export const signInCodeModel = (db: Connection): SignInCodeModel =>
  db.models.SignInCode ?? db.model<SignInCodeRecord>('SignInCode', signInCodeSchema);
