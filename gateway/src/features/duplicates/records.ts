import type { DuplicateFlagSource, DuplicateFlagStatus, DuplicateMatchReason } from '@portal/contracts';

/** One document per property key (`_id` = the key from propertyKeys()): the deals holding it. */
export const PROPERTY_KEYS_COLLECTION = 'propertykeys';
/** One document per deal that raised a flag (docs/duplicates-and-fees.md). */
export const DUPLICATE_FLAGS_COLLECTION = 'duplicateflags';
/** Pairs an admin resolved as not a duplicate (`_id` = the two deal ids, sorted, joined by '|'). */
export const DUPLICATE_DISMISSALS_COLLECTION = 'duplicatedismissals';

/** A key's document: the deals whose property gives this key. */
export type PropertyKeyRecord = { _id: string; dealIds: string[] };

/** The keys a deal was last indexed under (`_id` = `deal:<id>`), so an edit can drop the old ones. */
export type DealKeysRecord = { _id: string; keys: string[] };

export type FlagMatchRecord = { dealId: string; reasons: DuplicateMatchReason[] };

/**
 * What an admin sees of a deal of a flag once it is gone (deleted or merged away): kept on the
 * flag so the list still names it.
 */
export type FlagDealSnapshot = {
  dealId: string;
  dealNumber: string;
  userId: string;
  propertyName: string | null;
  propertyAddress: string | null;
  propertyState: string | null;
  ghlOpportunityId: string | null;
  createdAt: Date;
};

export type DuplicateFlagRecord = {
  _id: string;
  /** The deal that raised the flag (its `_id`). */
  dealId: string;
  matches: FlagMatchRecord[];
  source: DuplicateFlagSource;
  status: DuplicateFlagStatus;
  /** The deals of the flag as they were last seen, by `_id`. */
  snapshots: FlagDealSnapshot[];
  createdAt: Date;
  resolvedAt: Date | null;
  resolvedBy: string | null;
  keptDealId: string | null;
};

/** The key of a pair of deals, whichever order they come in. */
export const pairKey = (a: string, b: string): string => [a, b].sort().join('|');

/** The `_id` of a deal's keys document. */
export const dealKeysId = (dealId: string): string => `deal:${dealId}`;
