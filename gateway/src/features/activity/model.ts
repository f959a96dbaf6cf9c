import { Schema, type Connection, type Model } from 'mongoose';
import type { ActivityKind, ActivitySource } from '@portal/contracts';

export type ActorRecord = { id: string | null; name: string; role: 'member' | 'admin' | 'system' };
export type FieldChangeRecord = { field: string; label: string; from: string | null; to: string | null };

/**
 * One timeline entry of a deal, never changed once written. `_id` is deterministic for entries
 * that may be written twice (`<deal>:created`, `<deal>:stage:<n>`: the live write and the lazy
 * migration of older deals), random otherwise.
 */
export type ActivityRecord = {
  _id: string;
  dealId: string;
  kind: ActivityKind;
  actor: ActorRecord;
  source: ActivitySource;
  changes: FieldChangeRecord[];
  document: { id: string; fileName: string } | null;
  commentId: string | null;
  /** The item and decision of a checklistReviewed entry. */
  checklistReview?: ChecklistReviewRecord | null;
  /** The lender and the line of a lender* entry (a submission, its deal room, the lender's answer). */
  lender?: LenderActivityRecord | null;
  createdAt: Date;
};

export type LenderActivityRecord = {
  submissionId: string;
  lenderName: string;
  summary: string;
  /** The answer of a lenderAnswered entry (interested, passed, quoted). */
  answer?: 'interested' | 'passed' | 'quoted';
  /** The answer's plain-text detail (pass reason and text, or the quote's terms). */
  detail?: string | null;
};

export type ChecklistReviewRecord = {
  itemId: string;
  itemName: string;
  decision: 'accept' | 'reject';
  reason: string | null;
};

const activitySchema = new Schema<ActivityRecord>(
  {
    _id: { type: String, required: true },
    dealId: { type: String, required: true },
    kind: { type: String, required: true },
    actor: { type: Object, required: true },
    source: { type: String, required: true },
    changes: { type: [Object], default: [] },
    document: { type: Object, default: null },
    commentId: { type: String, default: null },
    checklistReview: { type: Object, default: null },
    lender: { type: Object, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'activities', versionKey: false, timestamps: false },
);

export type ActivityModel = Model<ActivityRecord>;
export const activityModel = (db: Connection): ActivityModel =>
  db.models.Activity ?? db.model<ActivityRecord>('Activity', activitySchema);

export const createdActivityId = (dealId: string) => `${dealId}:created`;
export const stageActivityId = (dealId: string, index: number) => `${dealId}:stage:${index}`;
