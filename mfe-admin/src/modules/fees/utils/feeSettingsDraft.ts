import { PIPELINE_STAGES, type FeeSettings, type PipelineStageName, type StageProbabilities } from '@portal/contracts';

/** The fee settings form's keys: the two figures, and `stageProbabilities.<stage>` per stage. */
export type FeeSettingsKey =
  'defaultBrokerSharePercent' | 'overdueAfterDays' | `stageProbabilities.${PipelineStageName}`;

export const stageKey = (stage: PipelineStageName): FeeSettingsKey => `stageProbabilities.${stage}`;

export const FEE_SETTINGS_KEYS: readonly FeeSettingsKey[] = [
  'defaultBrokerSharePercent',
  'overdueAfterDays',
  ...PIPELINE_STAGES.map(stageKey),
];

export type FeeSettingsDraft = Record<FeeSettingsKey, string>;

export function toFeeSettingsDraft(values: Omit<FeeSettings, 'defaults'> | FeeSettings['defaults']): FeeSettingsDraft {
  return {
    defaultBrokerSharePercent: String(values.defaultBrokerSharePercent),
    overdueAfterDays: String(values.overdueAfterDays),
    ...Object.fromEntries(PIPELINE_STAGES.map((stage) => [stageKey(stage), String(values.stageProbabilities[stage])])),
  } as FeeSettingsDraft;
}

const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The contract's ranges, checked before sending so each problem shows beside its field. */
export function checkFeeSettingsDraft(draft: FeeSettingsDraft): Partial<Record<FeeSettingsKey, string>> {
  const errors: Partial<Record<FeeSettingsKey, string>> = {};
  const share = numberOf(draft.defaultBrokerSharePercent);
  if (!Number.isFinite(share) || share < 0 || share > 100)
    errors.defaultBrokerSharePercent = 'Default broker share must be a number from 0 to 100 %';
  const days = numberOf(draft.overdueAfterDays);
  if (!Number.isInteger(days) || days < 0 || days > 365)
    errors.overdueAfterDays = 'Overdue after must be a whole number of days from 0 to 365';
  for (const stage of PIPELINE_STAGES) {
    const value = numberOf(draft[stageKey(stage)]);
    if (!Number.isFinite(value) || value < 0 || value > 100)
      errors[stageKey(stage)] = `${stage} probability must be a number from 0 to 100 %`;
  }
  return errors;
}

/** The whole settings as the request sends them (every part, once the checks passed). */
export function feeSettingsRequest(draft: FeeSettingsDraft) {
  return {
    defaultBrokerSharePercent: numberOf(draft.defaultBrokerSharePercent),
    overdueAfterDays: numberOf(draft.overdueAfterDays),
    stageProbabilities: Object.fromEntries(
      PIPELINE_STAGES.map((stage) => [stage, numberOf(draft[stageKey(stage)])]),
    ) as StageProbabilities,
  };
}

/** The form's key for a field a 400 names: `defaultBrokerSharePercent`, `stageProbabilities.Proposal`. */
export function feeSettingsErrorKey(field: string): FeeSettingsKey | null {
  return FEE_SETTINGS_KEYS.find((key) => key === field) ?? null;
}

export const sameFeeSettings = (a: FeeSettingsDraft, b: FeeSettingsDraft): boolean =>
  FEE_SETTINGS_KEYS.every((key) => a[key].trim() === b[key].trim());
