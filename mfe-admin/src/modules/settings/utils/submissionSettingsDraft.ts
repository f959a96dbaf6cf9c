import { RATE_INDEX_LABELS, type IndexRates, type PlacementSettings, type RateIndex } from '@portal/contracts';

/** The indexes in the form's order, with their labels (the deal room's, contracts/src/domain/dealRoom.ts). */
export const INDEX_RATE_FIELDS = (Object.keys(RATE_INDEX_LABELS) as RateIndex[]).map((index) => ({
  index,
  label: RATE_INDEX_LABELS[index],
}));

/** The contract's range of an assumed index rate, in percent. */
export const INDEX_RATE_MIN = 0;
export const INDEX_RATE_MAX = 25;

/** The Lender submissions card's form: the switch, and each index rate as typed. */
export type SubmissionSettingsDraft = {
  moveToLenderSubmissionOnSend: boolean;
  indexRates: Record<RateIndex, string>;
};

/** Problems keyed like the gateway names them without `body.`: `indexRates.SOFR`. */
export type SubmissionSettingsErrors = Record<string, string>;

export const indexRateKey = (index: RateIndex) => `indexRates.${index}`;

export const toIndexRatesDraft = (rates: IndexRates): Record<RateIndex, string> =>
  Object.fromEntries(INDEX_RATE_FIELDS.map(({ index }) => [index, String(rates[index])])) as Record<RateIndex, string>;

export function toSubmissionSettingsDraft(settings: PlacementSettings): SubmissionSettingsDraft {
  return {
    moveToLenderSubmissionOnSend: settings.moveToLenderSubmissionOnSend,
    indexRates: toIndexRatesDraft(settings.indexRates),
  };
}

const parseRate = (value: string): number => {
  const trimmed = value.trim().replace(/\s*%$/, '');
  return trimmed === '' ? Number.NaN : Number(trimmed);
};

/** Each index rate is required, a number from 0 to 25 %; the errors by field. */
export function checkIndexRates(rates: Record<RateIndex, string>): SubmissionSettingsErrors {
  const errors: SubmissionSettingsErrors = {};
  for (const { index, label } of INDEX_RATE_FIELDS) {
    const text = rates[index].trim();
    const value = parseRate(text);
    if (text === '') errors[indexRateKey(index)] = `${label} rate is required`;
    else if (!Number.isFinite(value) || value < INDEX_RATE_MIN || value > INDEX_RATE_MAX) {
      errors[indexRateKey(index)] = `${label} rate must be a number from ${INDEX_RATE_MIN} to ${INDEX_RATE_MAX} %`;
    }
  }
  return errors;
}

/** The rates to send (the checks passed: every one is a number). */
export const indexRatesFromDraft = (rates: Record<RateIndex, string>): IndexRates =>
  Object.fromEntries(INDEX_RATE_FIELDS.map(({ index }) => [index, parseRate(rates[index])])) as IndexRates;

export const sameIndexRates = (a: Record<RateIndex, string>, b: Record<RateIndex, string>): boolean =>
  INDEX_RATE_FIELDS.every(
    ({ index }) => parseRate(a[index]) === parseRate(b[index]) || a[index].trim() === b[index].trim(),
  );

/** The form's key for a field a 400 names (`body.` already removed), or null for one it does not show. */
export function submissionSettingsErrorKey(field: string): string | null {
  const match = /^indexRates\.(.+)$/.exec(field);
  if (!match) return null;
  return INDEX_RATE_FIELDS.some(({ index }) => index === match[1]) ? field : null;
}
