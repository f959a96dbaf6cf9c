import { Schema, type Connection, type Model } from 'mongoose';
import type { ChecklistStatus, LenderQuoteTerms, StageChangeSource, UnderwritingValues } from '@portal/contracts';

/** 'N of M' as stored on the deal: required items Accepted of all required items. */
export type ChecklistProgressRecord = { done: number; total: number };

/**
 * The state of one checklist item of a deal, stored on the deal by item id. An item without a
 * state is Missing since the deal was created.
 */
export type ChecklistItemState = {
  id: string;
  status: ChecklistStatus;
  /** The admin's reason when Rejected. */
  reason: string | null;
  reviewedAt: Date | null;
  /** When the status last changed (a Missing item: since when it is missing). */
  since: Date;
};

/** The selected quote's lender and terms, as recorded on the deal. */
export type SelectedQuoteRecord = { quoteId: string; lenderName: string; terms: LenderQuoteTerms; selectedAt: Date };

/**
 * A deal's broker fee as stored on the deal (features/fees): money in dollars, days as
 * yyyy-MM-dd (UTC); `hasFee: true` beside it is what the fee reads select by.
 */
export type DealFeeRecord = {
  feePoints: number | null;
  feeAmount: number | null;
  /** The loan the points apply to: the selected quote's amount, once one is selected. */
  loanAmount: number | null;
  /** The deal's own share in percent; null: the owner's, else the default of the settings. */
  brokerSharePercent: number | null;
  expectedClosingOn: string | null;
  invoicedOn: string | null;
  receivedOn: string | null;
  receivedAmount: number | null;
  /** The selected quote the figures were filled from. */
  quoteId: string | null;
  updatedAt: Date | null;
};

export type StageChangeRecord = { from: string | null; to: string | null; at: Date; source: StageChangeSource };

/** The text fields a deal can carry; null when empty. */
export const DEAL_TEXT_FIELDS = [
  'propertyName',
  'propertyAddress',
  'propertyType',
  'dealType',
  'propertyVintage',
  'sponsorNetWorth',
  'sponsorLiquidity',
  'loanRequest',
  'additionalInformation',
  'contactFirstName',
  'contactLastName',
  'contactName',
  'contactPhone',
  'contactEmail',
  'opportunityName',
  'ghlOpportunityId',
  /** The GHL contact the push upserted for the deal's client. */
  'ghlContactId',
  'applicationDealType',
  'applicationPropertyType',
  'applicationPropertyAddress',
  'applicationPropertyVintage',
  'applicationSponsorNetWorth',
  'applicationSponsorLiquidity',
  'applicationLoanRequest',
  'applicationAdditionalInformation',
] as const;

export type DealTextField = (typeof DEAL_TEXT_FIELDS)[number];

export type DealRecord = {
  _id: string;
  /** Human-readable, unique: DL-<year>-<6 digits>. */
  dealId: string;
  userId: string;
  /** The owner's Discord username when the deal was created. */
  createdBy: string | null;
  loanAmount: number | null;
  status: string;
  stage: string | null;
  stageLastUpdated: Date | null;
  stageHistory: StageChangeRecord[];
  /**
   * When the deal entered its current stage: written by every stage change (repository.ts fills
   * it in on create and insert, and with each applied stage); absent only on deals stored before
   * it existed, until the start-up backfill (deals/stageEnteredAtBackfill.ts).
   */
  stageEnteredAt?: Date | null;
  /** GHL's time of the stage information last applied; older webhook events are ignored. */
  ghlStageObservedAt?: Date | null;
  /** The document checklist's 'N of M', kept here so lists read it without a join (features/checklist). */
  checklist?: ChecklistProgressRecord;
  /** The status of each checklist item that is not plainly Missing, by item id (features/checklist). */
  checklistItems?: ChecklistItemState[];
  /** When the owner was last e-mailed about the deal's missing items (the reminder job). */
  checklistRemindedAt?: Date | null;
  /**
   * Set when the deal's deletion begins (before its documents are listed): uploads finishing from
   * then on withdraw their document (documents/service.ts). Left set only by a deletion that died;
   * deleting the deal again finishes it.
   */
  deletingSince?: Date | null;
  /**
   * The quote an admin selected (features/quotes): the one place that says which quote of the
   * deal is selected, so concurrent selections end with exactly one. Absent until then.
   */
  selectedQuote?: SelectedQuoteRecord | null;
  /** The broker fee (features/fees); absent until a figure is recorded or a quote selected. */
  fee?: Partial<DealFeeRecord> | null;
  /** True once the deal has a fee: what the fee reads select by (indexes hasFee, userId_hasFee). */
  hasFee?: boolean;
  /** Search tokens (deals/search.ts), kept by the repository on every write of a searched field. */
  search?: string[];
  /**
   * 'pending' from the create or edit that changed the property until its duplicate check ran
   * (features/duplicates): the sweep finishes checks a stopped process left.
   */
  duplicateCheck?: 'pending' | null;
  /** The open duplicate flag this deal raised (features/duplicates); absent or null when none. */
  duplicateFlagId?: string | null;
  createdAt: Date;
  updatedAt: Date;
} & { [K in DealTextField]: string | null } & {
  /** The optional underwriting fields (docs/lenders.md#underwriting-fields); absent on older deals. */
  [K in keyof UnderwritingValues]?: UnderwritingValues[K];
};

const text = { type: String, default: null };

const stageChangeSchema = new Schema<StageChangeRecord>(
  {
    from: { type: String, default: null },
    to: { type: String, default: null },
    at: { type: Date, required: true },
    source: { type: String, required: true },
  },
  { _id: false },
);

const dealSchema = new Schema<DealRecord>(
  {
    _id: { type: String, required: true },
    dealId: { type: String, required: true },
    userId: { type: String, required: true },
    createdBy: text,
    ...Object.fromEntries(DEAL_TEXT_FIELDS.map((field) => [field, text])),
    loanAmount: { type: Number, default: null },
    status: { type: String, default: 'Open' },
    stage: { type: String, default: null },
    stageLastUpdated: { type: Date, default: null },
    stageHistory: { type: [stageChangeSchema], default: [] },
    stageEnteredAt: { type: Date, default: null },
    ghlStageObservedAt: { type: Date, default: null },
    checklist: { type: Object, default: undefined },
    checklistItems: { type: [Object], default: undefined },
    checklistRemindedAt: { type: Date, default: null },
    search: { type: [String], default: undefined },
    selectedQuote: { type: Object, default: undefined },
    fee: { type: Object, default: undefined },
    hasFee: { type: Boolean, default: undefined },
    duplicateCheck: { type: String, default: undefined },
    duplicateFlagId: { type: String, default: undefined },
    propertyState: text,
    propertyValue: { type: Number, default: null },
    netOperatingIncome: { type: Number, default: null },
    loanPurpose: text,
    totalProjectCost: { type: Number, default: null },
    termMonths: { type: Number, default: null },
    amortisationMonths: { type: Number, default: null },
    interestOnlyMonths: { type: Number, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  // Timestamps come from the injected clock, so tests can place deals in time.
  { collection: 'deals', timestamps: false, versionKey: false },
);

export type DealModel = Model<DealRecord>;

export const dealModel = (db: Connection): DealModel => db.models.Deal ?? db.model<DealRecord>('Deal', dealSchema);

type CounterRecord = { _id: string; seq: number };
const counterSchema = new Schema<CounterRecord>(
  { _id: { type: String, required: true }, seq: { type: Number, required: true } },
  { collection: 'counters', versionKey: false },
);

export type CounterModel = Model<CounterRecord>;

export const counterModel = (db: Connection): CounterModel =>
  db.models.Counter ?? db.model<CounterRecord>('Counter', counterSchema);
