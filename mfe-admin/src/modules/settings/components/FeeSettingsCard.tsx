import { PIPELINE_STAGES, type FeeSettings } from '@portal/contracts';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { StyledFieldHint } from '../../../ui/FieldHint';
import { useFeeSettings, useSaveFeeSettings } from '../../fees/hooks/useFeeSettings';
import {
  checkFeeSettingsDraft,
  FEE_SETTINGS_KEYS,
  feeSettingsErrorKey,
  feeSettingsRequest,
  sameFeeSettings,
  stageKey,
  toFeeSettingsDraft,
  type FeeSettingsKey,
} from '../../fees/utils/feeSettingsDraft';
import { useSettingsForm } from '../hooks/useSettingsForm';
import { SettingsCardFrame, SettingsFormActions } from './SettingsCardFrame';
import { StyledSettingInput, StyledSettingsPart } from './SettingsFormParts';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 170px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const inputId = (key: FeeSettingsKey) => `fee-settings-${key.replace(/[^A-Za-z]+/g, '-')}`;
const errorId = (key: FeeSettingsKey) => `${inputId(key)}-error`;

type FeeInputProps = {
  settingKey: FeeSettingsKey;
  label: string;
  value: string;
  error: string | undefined;
  integer?: boolean;
  onChange: (value: string) => void;
};

function FeeInput({ settingKey, label, value, error, integer = false, onChange }: FeeInputProps) {
  return (
    <div>
      <label htmlFor={inputId(settingKey)}>{label}</label>
      <StyledSettingInput
        id={inputId(settingKey)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode={integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        maxLength={8}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(settingKey) : undefined}
      />
      {error ? (
        <StyledFieldHint id={errorId(settingKey)} $error>
          {error}
        </StyledFieldHint>
      ) : null}
    </div>
  );
}

function FeeSettingsForm({ saved }: { saved: FeeSettings }) {
  const form = useSettingsForm<FeeSettingsKey>({
    initial: toFeeSettingsDraft(saved),
    fields: FEE_SETTINGS_KEYS,
    check: checkFeeSettingsDraft,
    errorKey: feeSettingsErrorKey,
    inputId,
  });
  const save = useSaveFeeSettings();
  const isDefault = sameFeeSettings(toFeeSettingsDraft(saved), toFeeSettingsDraft(saved.defaults));
  const { draft, errors } = form;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate()) return;
    save.mutate({ request: feeSettingsRequest(draft), restore: false }, { onError: form.showServerErrors });
  };

  const handleRestore = (done: () => void) =>
    save.mutate(
      { request: { defaultBrokerSharePercent: null, overdueAfterDays: null, stageProbabilities: null }, restore: true },
      { onSettled: done },
    );

  return (
    <form aria-label="Fees" onSubmit={handleSubmit} noValidate>
      <StyledSettingsPart>
        <legend>Shares and payment</legend>
        <StyledGrid>
          <FeeInput
            settingKey="defaultBrokerSharePercent"
            label="Default broker share (%)"
            value={draft.defaultBrokerSharePercent}
            error={errors.defaultBrokerSharePercent}
            onChange={(value) => form.change('defaultBrokerSharePercent', value)}
          />
          <FeeInput
            settingKey="overdueAfterDays"
            label="Overdue after closing (days)"
            value={draft.overdueAfterDays}
            error={errors.overdueAfterDays}
            integer
            onChange={(value) => form.change('overdueAfterDays', value)}
          />
        </StyledGrid>
        <StyledFieldHint>
          A member&apos;s own share (Users) and a deal&apos;s own share win over the default. Defaults:{' '}
          {saved.defaults.defaultBrokerSharePercent} %, {saved.defaults.overdueAfterDays} days.
        </StyledFieldHint>
      </StyledSettingsPart>
      <StyledSettingsPart>
        <legend>Probability of closing by stage</legend>
        <StyledFieldHint>The forecast weighs each expected share by its deal&apos;s stage (0-100 %).</StyledFieldHint>
        <StyledGrid>
          {PIPELINE_STAGES.map((stage) => (
            <FeeInput
              key={stage}
              settingKey={stageKey(stage)}
              label={`${stage} (%)`}
              value={draft[stageKey(stage)]}
              error={errors[stageKey(stage)]}
              onChange={(value) => form.change(stageKey(stage), value)}
            />
          ))}
        </StyledGrid>
      </StyledSettingsPart>
      <SettingsFormActions
        problems={form.problems}
        dirty={form.dirty}
        isDefault={isDefault}
        defaultText="Defaults in use"
        saving={save.isPending}
        saveLabel="Save fee settings"
        onDiscard={form.discard}
        restore={{
          label: 'Restore defaults',
          title: 'Restore the default fee settings',
          confirmLabel: 'Restore the defaults',
          question:
            'Put the shipped broker share, overdue days and stage probabilities back? Every fee’s share, due day and the forecast follow at once.',
        }}
        onRestore={handleRestore}
      />
    </form>
  );
}

/** The default broker share, when an unpaid fee is overdue, and the stage probabilities of the forecast. */
export function FeeSettingsCard() {
  const settings = useFeeSettings();
  return (
    <SettingsCardFrame
      titleId="fee-settings-title"
      title="Fees"
      intro="The share of a fee a broker earns unless set for the member or the deal, how long after the closing date an unpaid fee turns overdue, and how likely a deal in each stage is to close."
      settings={settings}
      what="the fee settings"
    >
      {(saved) => <FeeSettingsForm key={JSON.stringify(toFeeSettingsDraft(saved))} saved={saved} />}
    </SettingsCardFrame>
  );
}
