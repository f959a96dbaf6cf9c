import { LOAN_PURPOSE_LABELS, LOAN_PURPOSES, type MatchTolerancesDto, type PlacementSettings } from '@portal/contracts';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { StyledVisuallyHidden, visuallyHidden } from '@portal/web-kit/ui/VisuallyHidden';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorState } from '../../../ui/ErrorState';
import { StyledFieldHint } from '../../../ui/FieldHint';
import { StyledTableScroller } from '../../../ui/Table';
import { usePlacementSettings, useSavePlacementSettings } from '../hooks/usePlacementSettings';
import { useUnsavedChangesWarning } from '../hooks/useUnsavedChangesWarning';
import { fieldErrorsOf } from '../utils/fieldErrors';
import { FormStatus, StyledSettingInput, StyledSettingsPart } from './SettingsFormParts';
import {
  checkPlacementDraft,
  placementErrorKey,
  sameSizing,
  sameTolerances,
  SIZING_TERM_FIELDS,
  sizingFromDraft,
  TOLERANCE_FIELDS,
  tolerancesFromDraft,
  toSizingDraft,
  toToleranceDraft,
  type PlacementDraft,
  type PlacementErrors,
} from '../utils/placementDraft';

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/* The table turns into one block per purpose when the card, not the window, is narrow. */
const StyledTermsContainer = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

/** A cell's own label: hidden beside the column headings, shown once the row is stacked. */
const StyledCellLabel = styled.span`
  ${visuallyHidden}
`;

const StyledTermsTable = styled(StyledTableScroller)`
  th[scope='row'] {
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: normal;
    text-transform: none;
    font-weight: 600;
  }
  tbody tr:hover {
    background: transparent;
  }
  tbody tr:last-child th {
    border-bottom: none;
  }
  td {
    vertical-align: top;
  }
  label {
    display: block;
  }

  @container (max-width: 760px) {
    border: 0;
    overflow-x: visible;
    table,
    tbody,
    tr,
    th,
    td {
      display: block;
      width: auto;
    }
    thead {
      ${visuallyHidden}
    }
    tbody {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.space.md};
    }
    tr {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 140px), 1fr));
      gap: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.md};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
    }
    th[scope='row'] {
      grid-column: 1 / -1;
      padding: 0;
      border: 0;
    }
    td {
      padding: 0;
      border: 0;
    }
    ${StyledCellLabel} {
      position: static;
      width: auto;
      height: auto;
      margin: 0 0 ${({ theme }) => theme.space.xs};
      overflow: visible;
      clip: auto;
      white-space: normal;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.xs};
    }
  }
`;

const StyledTolerances = styled.div`
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

/** The input of `key` (`construction.maxLtcPercent`, `tolerances.dscr`) and its error. */
const inputId = (key: string) => `placement-${key.replace('.', '-')}`;
const errorId = (key: string) => `${inputId(key)}-error`;

/** Every field's key in the order the form shows them (the first problem gets the focus). */
const FIELD_ORDER = [
  ...LOAN_PURPOSES.flatMap((purpose) => SIZING_TERM_FIELDS.map(({ field }) => `${purpose}.${field}`)),
  ...TOLERANCE_FIELDS.map(({ field }) => `tolerances.${field}`),
];

type SettingInputProps = {
  settingKey: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

function SettingInput({ settingKey, value, error, onChange }: SettingInputProps) {
  return (
    <>
      <StyledSettingInput
        id={inputId(settingKey)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(settingKey) : undefined}
      />
      {error ? (
        <StyledFieldHint id={errorId(settingKey)} $error>
          {error}
        </StyledFieldHint>
      ) : null}
    </>
  );
}

type Restoring = 'sizing' | 'tolerances' | null;

function PlacementForm({ saved }: { saved: PlacementSettings }) {
  const initial: PlacementDraft = {
    sizing: toSizingDraft(saved.sizingDefaults),
    tolerances: toToleranceDraft(saved.tolerances),
  };
  const shipped: PlacementDraft = {
    sizing: toSizingDraft(saved.defaults.sizingDefaults),
    tolerances: toToleranceDraft(saved.defaults.tolerances),
  };
  const [draft, setDraft] = useState<PlacementDraft>(initial);
  // Problems by field: found by the domain's checks before sending, or named by the gateway's 400.
  const [errors, setErrors] = useState<PlacementErrors>({});
  const [restoring, setRestoring] = useState<Restoring>(null);
  const save = useSavePlacementSettings();
  const dirty = !sameSizing(draft.sizing, initial.sizing) || !sameTolerances(draft.tolerances, initial.tolerances);
  useUnsavedChangesWarning(dirty);
  const sizingIsShipped = sameSizing(initial.sizing, shipped.sizing);
  const tolerancesAreShipped = sameTolerances(initial.tolerances, shipped.tolerances);

  const clearError = (key: string) => setErrors(({ [key]: _cleared, ...rest }) => rest);

  const handleSizingChange = (purpose: (typeof LOAN_PURPOSES)[number], field: string, value: string) => {
    setDraft((current) => ({
      ...current,
      sizing: { ...current.sizing, [purpose]: { ...current.sizing[purpose], [field]: value } },
    }));
    clearError(`${purpose}.${field}`);
  };

  const handleToleranceChange = (field: string, value: string) => {
    setDraft((current) => ({ ...current, tolerances: { ...current.tolerances, [field]: value } }));
    clearError(`tolerances.${field}`);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = checkPlacementDraft(draft);
    setErrors(invalid);
    const first = FIELD_ORDER.find((key) => invalid[key]);
    if (first) {
      document.getElementById(inputId(first))?.focus();
      return;
    }
    save.mutate(
      {
        kind: 'save',
        // The checks passed: every tolerance is a number.
        request: {
          sizingDefaults: sizingFromDraft(draft.sizing),
          tolerances: tolerancesFromDraft(draft.tolerances) as MatchTolerancesDto,
        },
      },
      {
        onError: (error) => {
          const named: PlacementErrors = {};
          for (const { field, message } of fieldErrorsOf(error)) {
            const key = placementErrorKey(field);
            if (key) named[key] ??= message;
          }
          setErrors(named);
        },
      },
    );
  };

  // A success replaces `saved`, and the form is drawn afresh from it (its key changes).
  const handleRestore = () =>
    save.mutate(
      restoring === 'sizing'
        ? { kind: 'restoreSizing', request: { sizingDefaults: null } }
        : { kind: 'restoreTolerances', request: { tolerances: null } },
      { onSettled: () => setRestoring(null) },
    );

  const handleDiscard = () => {
    setDraft(initial);
    setErrors({});
  };

  const status = (
    <FormStatus
      problems={Object.keys(errors).length}
      dirty={dirty}
      idle={sizingIsShipped && tolerancesAreShipped ? <span>Defaults in use</span> : null}
    />
  );
  return (
    <form aria-label="Loan sizing and matching" onSubmit={handleSubmit} noValidate>
      <StyledSettingsPart>
        <legend>Default terms by loan purpose</legend>
        <StyledFieldHint>
          A deal is sized on these terms when no program is chosen. Rate 0-30 %, amortisation 12-480 whole months; leave
          a limit empty and it is not set (LTV and LTC 1-100 %, DSCR 0.5-5x, debt yield 0-50 %).
        </StyledFieldHint>
        <StyledTermsContainer>
          <StyledTermsTable>
            <table>
              <caption>
                <StyledVisuallyHidden>Default sizing terms per loan purpose</StyledVisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">Loan purpose</th>
                  {SIZING_TERM_FIELDS.map(({ field, label, unit }) => (
                    <th scope="col" key={field}>
                      {label} ({unit})
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {LOAN_PURPOSES.map((purpose) => (
                  <tr key={purpose}>
                    <th scope="row">{LOAN_PURPOSE_LABELS[purpose]}</th>
                    {SIZING_TERM_FIELDS.map(({ field, label, unit }) => {
                      const key = `${purpose}.${field}`;
                      return (
                        <td key={field}>
                          <label htmlFor={inputId(key)}>
                            <StyledVisuallyHidden>{LOAN_PURPOSE_LABELS[purpose]}: </StyledVisuallyHidden>
                            <StyledCellLabel>
                              {label} ({unit})
                            </StyledCellLabel>
                          </label>
                          <SettingInput
                            settingKey={key}
                            value={draft.sizing[purpose][field]}
                            error={errors[key]}
                            onChange={(value) => handleSizingChange(purpose, field, value)}
                          />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </StyledTermsTable>
        </StyledTermsContainer>
      </StyledSettingsPart>

      <StyledSettingsPart>
        <legend>Match tolerances</legend>
        <StyledFieldHint>
          How far a program may miss one criterion and still be Near. 0 turns Near off for that criterion.
        </StyledFieldHint>
        <StyledTolerances>
          {TOLERANCE_FIELDS.map(({ field, label, unit }) => {
            const key = `tolerances.${field}`;
            return (
              <div key={field}>
                <label htmlFor={inputId(key)}>
                  {label} tolerance ({unit})
                </label>
                <SettingInput
                  settingKey={key}
                  value={draft.tolerances[field]}
                  error={errors[key]}
                  onChange={(value) => handleToleranceChange(field, value)}
                />
              </div>
            );
          })}
        </StyledTolerances>
      </StyledSettingsPart>

      <StyledButtonRow>
        {status}
        <StyledButton type="submit" disabled={save.isPending}>
          {save.isPending && restoring === null ? 'Saving…' : 'Save settings'}
        </StyledButton>
        {dirty ? (
          <StyledButton type="button" $variant="secondary" disabled={save.isPending} onClick={handleDiscard}>
            Discard changes
          </StyledButton>
        ) : null}
        {sizingIsShipped ? null : (
          <StyledButton type="button" $variant="ghost" onClick={() => setRestoring('sizing')}>
            Restore default terms
          </StyledButton>
        )}
        {tolerancesAreShipped ? null : (
          <StyledButton type="button" $variant="ghost" onClick={() => setRestoring('tolerances')}>
            Restore default tolerances
          </StyledButton>
        )}
      </StyledButtonRow>
      {restoring ? (
        <ConfirmDialog
          title={restoring === 'sizing' ? 'Restore default terms' : 'Restore default tolerances'}
          confirmLabel="Restore the defaults"
          busyLabel="Restoring…"
          busy={save.isPending}
          onConfirm={handleRestore}
          onCancel={() => setRestoring(null)}
        >
          {restoring === 'sizing'
            ? 'Put the shipped sizing terms back for every loan purpose?'
            : 'Put the shipped match tolerances back?'}{' '}
          Unsaved changes in this card are lost, and deals are sized and matched by the defaults at once.
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

/** The default sizing terms per loan purpose and the match tolerances (docs/lenders.md). */
export function PlacementSettingsCard() {
  const settings = usePlacementSettings();
  return (
    <StyledCard aria-labelledby="placement-settings-title">
      <h3 id="placement-settings-title">Loan sizing and matching</h3>
      <StyledIntro>
        The terms a deal&apos;s loan is sized on when no lender program is chosen, and how close a program must come to
        be listed as Near. Changes apply at once to every deal&apos;s sizing and matches.
      </StyledIntro>
      {settings.isPending ? (
        <Spinner label="Loading the loan sizing and matching settings…" />
      ) : settings.isError ? (
        <ErrorState
          message={serverErrorText(settings.error, 'Failed to load the loan sizing and matching settings')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <PlacementForm
          key={JSON.stringify([settings.data.sizingDefaults, settings.data.tolerances])}
          saved={settings.data}
        />
      )}
    </StyledCard>
  );
}
