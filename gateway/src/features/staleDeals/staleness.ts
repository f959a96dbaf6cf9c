import { normaliseStageName, PIPELINE_STAGES, type StaleThreshold } from '@portal/contracts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The stages a threshold can be set for (the stage list of docs/product.md#pipeline-stages, in
 * pipeline order).
 */
export const STALE_STAGES = PIPELINE_STAGES;

export type StaleStage = (typeof STALE_STAGES)[number];

/** Days in stage per stage; null: never stale. */
export type Thresholds = Record<StaleStage, number | null>;

/** Until an admin saves their own (docs/stale-deals.md): a Closed deal is never stale. */
export const DEFAULT_THRESHOLDS: Thresholds = {
  Qualification: 7,
  'Needs Analysis': 14,
  'Lender Submission': 14,
  Proposal: 14,
  'Signed Proposal': 21,
  Underwriting: 30,
  Approved: 30,
  Closed: null,
};

export const MIN_DAYS = 1;
export const MAX_DAYS = 365;

export const isStaleStage = (stage: string): stage is StaleStage => (STALE_STAGES as readonly string[]).includes(stage);

/** What staleness is judged against: the time of the read and the thresholds in force. */
export type StaleView = { now: Date; thresholds: Thresholds };

/** The fields staleness reads. */
export type StageTiming = {
  stage: string | null;
  stageEnteredAt?: Date | string | null;
  stageLastUpdated?: Date | string | null;
  stageHistory?: { to: string | null; at: Date | string }[] | null;
  createdAt: Date | string;
};

const dateOf = (value: Date | string | null | undefined): Date | null => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * When the deal entered its current stage: `stageEnteredAt` when stored, else (deals written
 * before it existed) the latest change of the history, else `stageLastUpdated`, else creation.
 */
export function stageEnteredAtOf(deal: StageTiming): Date {
  const stored = dateOf(deal.stageEnteredAt);
  if (stored) return stored;
  const lastChange = deal.stageHistory?.at(-1);
  return dateOf(lastChange?.at) ?? dateOf(deal.stageLastUpdated) ?? dateOf(deal.createdAt) ?? new Date(0);
}

/** The threshold of a stored stage name (normalised); null for no stage, unknown stages, or none set. */
export function thresholdOf(stage: string | null | undefined, thresholds: Thresholds): number | null {
  const name = normaliseStageName(stage);
  return name && isStaleStage(name) ? thresholds[name] : null;
}

/**
 * Whole days in the current stage, and whether that is past the stage's threshold: stale once
 * the deal has been in the stage longer than `days` × 24 hours (the list filter's cut-off).
 */
export function stalenessOf(
  deal: StageTiming,
  view: StaleView,
): { stageEnteredAt: Date; daysInStage: number; stale: boolean } {
  const enteredAt = stageEnteredAtOf(deal);
  const elapsed = Math.max(0, view.now.getTime() - enteredAt.getTime());
  const days = thresholdOf(deal.stage, view.thresholds);
  return {
    stageEnteredAt: enteredAt,
    daysInStage: Math.floor(elapsed / DAY_MS),
    stale: days !== null && elapsed > days * DAY_MS,
  };
}

/** Per stage with a threshold, the time before which entering it makes a deal stale now. */
export type StaleCutoff = { stage: StaleStage; enteredBefore: Date };

export function staleCutoffs(view: StaleView): StaleCutoff[] {
  return STALE_STAGES.flatMap((stage) => {
    const days = view.thresholds[stage];
    return days === null ? [] : [{ stage, enteredBefore: new Date(view.now.getTime() - days * DAY_MS) }];
  });
}

/** The thresholds as the contract lists them (every stage, in order). */
export const toThresholdRows = (thresholds: Thresholds): StaleThreshold[] =>
  STALE_STAGES.map((stage) => ({ stage, days: thresholds[stage] }));
