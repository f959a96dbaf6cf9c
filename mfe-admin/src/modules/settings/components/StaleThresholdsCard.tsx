import type { StaleThresholds } from '@portal/contracts';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { StyledFieldHint } from '../../../ui/FieldHint';
import { StyledTableScroller } from '../../../ui/Table';
import { StyledVisuallyHidden } from '@portal/web-kit/ui/VisuallyHidden';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useResetStaleThresholds, useSaveStaleThresholds, useStaleThresholds } from '../hooks/useStaleThresholds';
import { useUnsavedChangesWarning } from '../hooks/useUnsavedChangesWarning';
import { fieldErrorsOf } from '../utils/fieldErrors';
import { formatOutcomeTime } from '../utils/formatOutcomeTime';
import { parseStaleDays, staleDaysError } from '../utils/staleDays';
import { ResetThresholdsDialog } from './ResetThresholdsDialog';

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledThresholdTable = styled(StyledTableScroller)`
  max-width: 560px;
  td {
    width: 100%;
  }
  th[scope='row'] {
    /* One line where there is room (the days column takes the rest); wraps only on a phone. */
    white-space: nowrap;
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
  @media (max-width: 480px) {
    th,
    td {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
    }
    th[scope='row'] {
      white-space: normal;
    }
  }
`;

const StyledDaysInput = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  input {
    width: 5rem;
    min-height: 36px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

type Draft = Record<string, string>;

const toDraft = (saved: StaleThresholds): Draft =>
  Object.fromEntries(saved.stages.map((row) => [row.stage, row.days === null ? '' : String(row.days)]));

const inputId = (index: number) => `stale-threshold-${index}`;
const errorId = (index: number) => `stale-threshold-${index}-error`;

function ThresholdsForm({ saved }: { saved: StaleThresholds }) {
  const initial = toDraft(saved);
  const [draft, setDraft] = useState<Draft>(initial);
  // Problems per stage: found before sending, or named by the gateway's 400.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveStaleThresholds();
  const reset = useResetStaleThresholds();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const stages = saved.stages.map((row) => row.stage);
  const dirty = stages.some((stage) => (draft[stage] ?? '').trim() !== initial[stage]);
  useUnsavedChangesWarning(dirty);

  const handleChange = (stage: string, value: string) => {
    setDraft((current) => ({ ...current, [stage]: value }));
    setErrors(({ [stage]: _cleared, ...rest }) => rest);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rows = stages.map((stage) => ({ stage, days: parseStaleDays(draft[stage] ?? '') }));
    const invalid = Object.fromEntries(
      rows.filter((row) => row.days === undefined).map((row) => [row.stage, staleDaysError(row.stage)]),
    );
    setErrors(invalid);
    const firstInvalid = stages.findIndex((stage) => invalid[stage]);
    if (firstInvalid >= 0) {
      document.getElementById(inputId(firstInvalid))?.focus();
      return;
    }
    save.mutate(
      { stages: rows.map((row) => ({ stage: row.stage, days: row.days ?? null })) },
      {
        onError: (error) => {
          const named: Record<string, string> = {};
          for (const { field, message } of fieldErrorsOf(error)) {
            const stage = rows[Number(/^stages\.(\d+)/.exec(field)?.[1])]?.stage;
            if (stage) named[stage] ??= message;
          }
          setErrors(named);
        },
      },
    );
  };

  // A success replaces `saved`, and the form is drawn afresh from the defaults (its key changes).
  const handleReset = () => reset.mutate(undefined, { onSettled: () => setConfirmingReset(false) });

  const handleDiscard = () => {
    setDraft(initial);
    setErrors({});
  };

  const problems = Object.keys(errors).length;
  return (
    <form aria-label="Stale-deal thresholds" onSubmit={handleSubmit} noValidate>
      <StyledThresholdTable>
        <table>
          <caption>
            <StyledVisuallyHidden>Days in stage after which a deal is stale, per stage</StyledVisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Stage</th>
              <th scope="col">Stale after</th>
            </tr>
          </thead>
          <tbody>
            {stages.map((stage, index) => (
              <tr key={stage}>
                <th scope="row">
                  <label htmlFor={inputId(index)}>
                    {stage}
                    <StyledVisuallyHidden>: days in stage before a deal is stale</StyledVisuallyHidden>
                  </label>
                </th>
                <td>
                  <StyledDaysInput>
                    <input
                      id={inputId(index)}
                      value={draft[stage] ?? ''}
                      onChange={(event) => handleChange(stage, event.target.value)}
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder="Never"
                      maxLength={3}
                      aria-invalid={errors[stage] ? true : undefined}
                      aria-describedby={errors[stage] ? errorId(index) : undefined}
                    />
                    <span aria-hidden="true">days</span>
                  </StyledDaysInput>
                  {errors[stage] ? (
                    <StyledFieldHint id={errorId(index)} $error>
                      {errors[stage]}
                    </StyledFieldHint>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </StyledThresholdTable>
      <StyledFieldHint>Whole days from 1 to 365. Leave a stage empty and its deals are never stale.</StyledFieldHint>
      <StyledButtonRow>
        {problems > 0 ? (
          <StyledToneBadge $tone="danger" role="alert">
            {problems === 1 ? '1 stage needs fixing' : `${problems} stages need fixing`}
          </StyledToneBadge>
        ) : dirty ? (
          <StyledToneBadge $tone="warning">Unsaved changes</StyledToneBadge>
        ) : (
          <span>{saved.updatedAt ? `Last saved ${formatOutcomeTime(saved.updatedAt)}` : 'Defaults in use'}</span>
        )}
        {dirty ? (
          <StyledButton type="button" $variant="secondary" onClick={handleDiscard} disabled={save.isPending}>
            Discard changes
          </StyledButton>
        ) : null}
        <StyledButton type="submit" disabled={save.isPending || reset.isPending}>
          {save.isPending ? 'Saving…' : 'Save thresholds'}
        </StyledButton>
        {saved.updatedAt ? (
          <StyledButton type="button" $variant="ghost" onClick={() => setConfirmingReset(true)}>
            Reset to defaults
          </StyledButton>
        ) : null}
      </StyledButtonRow>
      {confirmingReset ? (
        <ResetThresholdsDialog
          resetting={reset.isPending}
          onConfirm={handleReset}
          onCancel={() => setConfirmingReset(false)}
        />
      ) : null}
    </form>
  );
}

/** Per stage, the days a deal may stay in it before the lists mark it stale. */
export function StaleThresholdsCard() {
  const thresholds = useStaleThresholds();
  return (
    <StyledCard aria-labelledby="stale-thresholds-title">
      <h3 id="stale-thresholds-title">Stale deals</h3>
      <StyledIntro>
        A deal that stays in its stage longer than the stage&apos;s threshold shows a Stale badge in the deal lists and
        the pipeline, and is listed in its owner&apos;s reminder e-mail. Changes apply at once.
      </StyledIntro>
      {thresholds.isPending ? (
        <Spinner label="Loading stale thresholds…" />
      ) : thresholds.isError ? (
        <ErrorState
          message={serverErrorText(thresholds.error, 'Failed to load the stale thresholds')}
          onRetry={() => void thresholds.refetch()}
        />
      ) : thresholds.data.stages.length === 0 ? (
        <EmptyState title="No pipeline stages">The pipeline has no stages to set thresholds for.</EmptyState>
      ) : (
        <ThresholdsForm key={thresholds.data.updatedAt ?? 'defaults'} saved={thresholds.data} />
      )}
    </StyledCard>
  );
}
