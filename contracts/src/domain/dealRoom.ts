import type { PassReason, RateIndex } from '../types';

/** What every invalid room link answers: unknown, expired and revoked look the same. */
export const ROOM_NOT_FOUND = 'This link is not valid or has expired';

/** The reasons a lender may give for passing, in the order the room offers them. */
export const PASS_REASON_LABELS: Record<PassReason, string> = {
  'outside-credit-box': 'Outside our credit box',
  'property-type': 'Property type',
  location: 'Location',
  'loan-size': 'Loan size',
  leverage: 'Leverage',
  sponsor: 'Sponsor',
  pricing: 'Pricing',
  timing: 'Timing',
  other: 'Other',
};

/**
 * The rate (percent) assumed for each index when floating quotes are compared, until an admin
 * sets the day's rates in the placement settings.
 */
export const DEFAULT_INDEX_RATES: Record<RateIndex, number> = {
  SOFR: 4.3,
  prime: 7.5,
  'treasury-5y': 4.0,
  'treasury-10y': 4.3,
  other: 5.0,
};

/** The indexes a floating rate may follow. */
export const RATE_INDEX_LABELS: Record<RateIndex, string> = {
  SOFR: 'SOFR',
  prime: 'Prime',
  'treasury-5y': '5-year Treasury',
  'treasury-10y': '10-year Treasury',
  other: 'Other',
};
