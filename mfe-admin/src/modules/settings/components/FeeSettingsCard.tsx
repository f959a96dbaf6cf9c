import { PIPELINE_STAGES, type FeeSettings } from '@portal/contracts';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorState } from '../../../ui/ErrorState';
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
import { FormStatus, StyledSettingInput, StyledSettingsPart } from './SettingsFormParts';

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

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
  const [restoring, setRestoring] = useState(false);
  const isDefault = sameFeeSettings(toFeeSettingsDraft(saved), toFeeSettingsDraft(saved.defaults));
  const { draft, errors } = form;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate()) return;
    save.mutate({ request: feeSettingsRequest(draft), restore: false }, { onError: form.showServerErrors });
  };

  const handleRestore = () =>
    save.mutate(
      { request: { defaultBrokerSharePercent: null, overdueAfterDays: null, stageProbabilities: null }, restore: true },
      { onSettled: () => setRestoring(false) },
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
      <StyledButtonRow>
        <FormStatus
          problems={form.problems}
          dirty={form.dirty}
          idle={isDefault ? <span>Defaults in use</span> : null}
        />
        <StyledButton type="submit" disabled={save.isPending}>
          {save.isPending && !restoring ? 'Saving…' : 'Save fee settings'}
        </StyledButton>
        {form.dirty ? (
          <StyledButton type="button" $variant="secondary" disabled={save.isPending} onClick={form.discard}>
            Discard changes
          </StyledButton>
        ) : null}
        {isDefault ? null : (
          <StyledButton type="button" $variant="ghost" onClick={() => setRestoring(true)}>
            Restore defaults
          </StyledButton>
        )}
      </StyledButtonRow>
      {restoring ? (
        <ConfirmDialog
          title="Restore the default fee settings"
          confirmLabel="Restore the defaults"
          busyLabel="Restoring…"
          busy={save.isPending}
          onConfirm={handleRestore}
          onCancel={() => setRestoring(false)}
        >
          Put the shipped broker share, overdue days and stage probabilities back? Unsaved changes in this card are
          lost, and every fee&apos;s share, due day and the forecast follow at once.
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

/** The default broker share, when an unpaid fee is overdue, and the stage probabilities of the forecast. */
export function FeeSettingsCard() {
  const settings = useFeeSettings();
  return (
    <StyledCard aria-labelledby="fee-settings-title">
      <h3 id="fee-settings-title">Fees</h3>
      <StyledIntro>
        The share of a fee a broker earns unless set for the member or the deal, how long after the closing date an
        unpaid fee turns overdue, and how likely a deal in each stage is to close.
      </StyledIntro>
      {settings.isPending ? (
        <Spinner label="Loading the fee settings…" />
      ) : settings.isError ? (
        <ErrorState
          message={serverErrorText(settings.error, 'Failed to load the fee settings')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <FeeSettingsForm key={JSON.stringify(toFeeSettingsDraft(settings.data))} saved={settings.data} />
      )}
    </StyledCard>
  );
}
