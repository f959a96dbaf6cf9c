import type { PlacementSettings, PlacementSettingsRequest } from '@portal/contracts';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { StyledCheckboxLabel } from '../../../ui/CheckboxLabel';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorState } from '../../../ui/ErrorState';
import { StyledFieldHint } from '../../../ui/FieldHint';
import { usePlacementSettings, useSavePlacementSettings } from '../hooks/usePlacementSettings';
import { useUnsavedChangesWarning } from '../hooks/useUnsavedChangesWarning';
import { fieldErrorsOf } from '../utils/fieldErrors';
import { FormStatus, StyledSettingInput, StyledSettingsPart } from './SettingsFormParts';
import {
  checkIndexRates,
  INDEX_RATE_FIELDS,
  INDEX_RATE_MAX,
  INDEX_RATE_MIN,
  indexRateKey,
  indexRatesFromDraft,
  sameIndexRates,
  submissionSettingsErrorKey,
  toIndexRatesDraft,
  toSubmissionSettingsDraft,
  type SubmissionSettingsDraft,
  type SubmissionSettingsErrors,
} from '../utils/submissionSettingsDraft';

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledRates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const SWITCH_ID = 'submission-settings-move';
const inputId = (key: string) => `submission-settings-${key.replace('.', '-')}`;
const errorId = (key: string) => `${inputId(key)}-error`;

function SubmissionSettingsForm({ saved }: { saved: PlacementSettings }) {
  const initial = toSubmissionSettingsDraft(saved);
  const shippedRates = toIndexRatesDraft(saved.defaults.indexRates);
  const [draft, setDraft] = useState<SubmissionSettingsDraft>(initial);
  const [errors, setErrors] = useState<SubmissionSettingsErrors>({});
  const [restoring, setRestoring] = useState(false);
  const save = useSavePlacementSettings();
  const switchChanged = draft.moveToLenderSubmissionOnSend !== initial.moveToLenderSubmissionOnSend;
  const ratesChanged = !sameIndexRates(draft.indexRates, initial.indexRates);
  const dirty = switchChanged || ratesChanged;
  useUnsavedChangesWarning(dirty);
  const ratesAreShipped = sameIndexRates(initial.indexRates, shippedRates);

  const handleRateChange = (key: string, index: keyof SubmissionSettingsDraft['indexRates'], value: string) => {
    setDraft((current) => ({ ...current, indexRates: { ...current.indexRates, [index]: value } }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = ratesChanged ? checkIndexRates(draft.indexRates) : {};
    setErrors(invalid);
    const first = INDEX_RATE_FIELDS.map(({ index }) => indexRateKey(index)).find((key) => invalid[key]);
    if (first) {
      document.getElementById(inputId(first))?.focus();
      return;
    }
    if (!dirty) return;
    // Only what changed: rates left alone stay the shipped ones, not a saved copy of them.
    const request: PlacementSettingsRequest = {
      ...(switchChanged ? { moveToLenderSubmissionOnSend: draft.moveToLenderSubmissionOnSend } : {}),
      ...(ratesChanged ? { indexRates: indexRatesFromDraft(draft.indexRates) } : {}),
    };
    save.mutate(
      { kind: 'saveSubmissions', request },
      {
        onError: (error) => {
          const named: SubmissionSettingsErrors = {};
          for (const { field, message } of fieldErrorsOf(error)) {
            const key = submissionSettingsErrorKey(field);
            if (key) named[key] ??= message;
          }
          setErrors(named);
        },
      },
    );
  };

  const handleRestore = () =>
    save.mutate({ kind: 'restoreIndexRates', request: { indexRates: null } }, { onSettled: () => setRestoring(false) });

  const handleDiscard = () => {
    setDraft(initial);
    setErrors({});
  };

  const status = <FormStatus problems={Object.keys(errors).length} dirty={dirty} />;

  return (
    <form aria-label="Lender submissions" onSubmit={handleSubmit} noValidate>
      <StyledSettingsPart>
        <legend>Sending to lenders</legend>
        <StyledCheckboxLabel htmlFor={SWITCH_ID}>
          <input
            id={SWITCH_ID}
            type="checkbox"
            role="switch"
            checked={draft.moveToLenderSubmissionOnSend}
            aria-describedby={`${SWITCH_ID}-hint`}
            onChange={(event) =>
              setDraft((current) => ({ ...current, moveToLenderSubmissionOnSend: event.target.checked }))
            }
          />
          Move the deal to Lender Submission in GHL when it is sent to lenders
        </StyledCheckboxLabel>
        <StyledFieldHint id={`${SWITCH_ID}-hint`}>
          A send moves the deal&apos;s opportunity to the Lender Submission stage of the configured pipeline. A deal
          without an opportunity, or GHL not configured, is left as it is.
        </StyledFieldHint>
      </StyledSettingsPart>

      <StyledSettingsPart>
        <legend>Index rates for comparing floating quotes</legend>
        <StyledFieldHint>
          A floating quote is compared at its index&apos;s rate here plus its spread. Percent, {INDEX_RATE_MIN} to{' '}
          {INDEX_RATE_MAX}.
        </StyledFieldHint>
        <StyledRates>
          {INDEX_RATE_FIELDS.map(({ index, label }) => {
            const key = indexRateKey(index);
            return (
              <div key={index}>
                <label htmlFor={inputId(key)}>{label} (%)</label>
                <StyledSettingInput
                  id={inputId(key)}
                  value={draft.indexRates[index]}
                  onChange={(event) => handleRateChange(key, index, event.target.value)}
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={8}
                  aria-invalid={errors[key] ? true : undefined}
                  aria-describedby={errors[key] ? errorId(key) : undefined}
                />
                {errors[key] ? (
                  <StyledFieldHint id={errorId(key)} $error>
                    {errors[key]}
                  </StyledFieldHint>
                ) : null}
              </div>
            );
          })}
        </StyledRates>
      </StyledSettingsPart>

      <StyledButtonRow>
        {status}
        <StyledButton type="submit" disabled={save.isPending || !dirty}>
          {save.isPending && !restoring ? 'Saving…' : 'Save settings'}
        </StyledButton>
        {dirty ? (
          <StyledButton type="button" $variant="secondary" disabled={save.isPending} onClick={handleDiscard}>
            Discard changes
          </StyledButton>
        ) : null}
        {ratesAreShipped ? (
          <span>Default rates in use</span>
        ) : (
          <StyledButton type="button" $variant="ghost" onClick={() => setRestoring(true)}>
            Restore default rates
          </StyledButton>
        )}
      </StyledButtonRow>
      {restoring ? (
        <ConfirmDialog
          title="Restore default rates"
          confirmLabel="Restore the defaults"
          busyLabel="Restoring…"
          busy={save.isPending}
          onConfirm={handleRestore}
          onCancel={() => setRestoring(false)}
        >
          Put the shipped index rates back? Unsaved changes in this card are lost, and floating quotes are compared at
          the default rates at once.
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

/**
 * Lender submissions: whether a send moves the deal to Lender Submission in GHL, and the rates
 * assumed for floating-rate indexes when quotes are compared (docs/placement.md).
 */
export function LenderSubmissionSettingsCard() {
  const settings = usePlacementSettings();
  return (
    <StyledCard aria-labelledby="submission-settings-title">
      <h3 id="submission-settings-title">Lender submissions</h3>
      <StyledIntro>
        What sending a deal to lenders does in GHL, and the index rates floating quotes are compared at.
      </StyledIntro>
      {settings.isPending ? (
        <Spinner label="Loading the lender submission settings…" />
      ) : settings.isError ? (
        <ErrorState
          message={serverErrorText(settings.error, 'Failed to load the lender submission settings')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SubmissionSettingsForm
          key={JSON.stringify([settings.data.moveToLenderSubmissionOnSend, settings.data.indexRates])}
          saved={settings.data}
        />
      )}
    </StyledCard>
  );
}
