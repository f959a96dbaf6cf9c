/**
 * All a member is ever told about a possible duplicate (docs/duplicates-and-fees.md#duplicates):
 * never the other deal, its owner, its stage or whether it is open.
 */
export const POSSIBLE_DUPLICATE_MESSAGE = 'This property may already be in our pipeline; an admin will review it.';
