import type { DuplicateSettings } from '@portal/contracts';
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
import { useDuplicateSettings, useSaveDuplicateSettings } from '../../duplicates/hooks/useDuplicateSettings';
import { useSettingsForm } from '../hooks/useSettingsForm';
import { FormStatus, StyledSettingInput } from './SettingsFormParts';

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFieldBlock = styled.div`
  max-width: 22rem;
  label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

type DuplicateKey = 'closedWithinDays';
const FIELDS: readonly DuplicateKey[] = ['closedWithinDays'];
const INPUT_ID = 'duplicate-closed-within-days';
const ERROR_ID = `${INPUT_ID}-error`;
const HINT_ID = `${INPUT_ID}-hint`;

function checkWindow(draft: Record<DuplicateKey, string>) {
  const days = draft.closedWithinDays.trim() === '' ? Number.NaN : Number(draft.closedWithinDays.trim());
  return Number.isInteger(days) && days >= 0 && days <= 3650
    ? {}
    : { closedWithinDays: 'Closed deals count for must be a whole number of days from 0 to 3650' };
}

function DuplicateCheckForm({ saved }: { saved: DuplicateSettings }) {
  const form = useSettingsForm<DuplicateKey>({
    initial: { closedWithinDays: String(saved.closedWithinDays) },
    fields: FIELDS,
    check: checkWindow,
    errorKey: (field) => (field === 'closedWithinDays' ? field : null),
    inputId: () => INPUT_ID,
  });
  const save = useSaveDuplicateSettings();
  const [restoring, setRestoring] = useState(false);
  const isDefault = saved.closedWithinDays === saved.defaults.closedWithinDays;
  const error = form.errors.closedWithinDays;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate()) return;
    save.mutate({ closedWithinDays: Number(form.draft.closedWithinDays.trim()) }, { onError: form.showServerErrors });
  };

  return (
    <form aria-label="Duplicate check" onSubmit={handleSubmit} noValidate>
      <StyledFieldBlock>
        <label htmlFor={INPUT_ID}>Closed deals count for (days)</label>
        <StyledSettingInput
          id={INPUT_ID}
          value={form.draft.closedWithinDays}
          onChange={(event) => form.change('closedWithinDays', event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? ERROR_ID : null, HINT_ID].filter(Boolean).join(' ')}
        />
        {error ? (
          <StyledFieldHint id={ERROR_ID} $error>
            {error}
          </StyledFieldHint>
        ) : null}
        <StyledFieldHint id={HINT_ID}>
          0 compares with open deals only; at most 3650. Default: {saved.defaults.closedWithinDays} days.
        </StyledFieldHint>
      </StyledFieldBlock>
      <StyledButtonRow>
        <FormStatus problems={form.problems} dirty={form.dirty} idle={isDefault ? <span>Default in use</span> : null} />
        <StyledButton type="submit" disabled={save.isPending}>
          {save.isPending && !restoring ? 'Saving…' : 'Save duplicate check'}
        </StyledButton>
        {form.dirty ? (
          <StyledButton type="button" $variant="secondary" disabled={save.isPending} onClick={form.discard}>
            Discard changes
          </StyledButton>
        ) : null}
        {isDefault ? null : (
          <StyledButton type="button" $variant="ghost" onClick={() => setRestoring(true)}>
            Restore default
          </StyledButton>
        )}
      </StyledButtonRow>
      {restoring ? (
        <ConfirmDialog
          title="Restore the default duplicate check"
          confirmLabel="Restore the default"
          busyLabel="Restoring…"
          busy={save.isPending}
          onConfirm={() => save.mutate({ closedWithinDays: null }, { onSettled: () => setRestoring(false) })}
          onCancel={() => setRestoring(false)}
        >
          Count closed deals for {saved.defaults.closedWithinDays} days again? Unsaved changes in this card are lost.
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

/** How long a closed deal still counts when a new or edited deal is compared (docs/duplicates-and-fees.md). */
export function DuplicateCheckCard() {
  const settings = useDuplicateSettings();
  return (
    <StyledCard aria-labelledby="duplicate-check-title">
      <h3 id="duplicate-check-title">Duplicate check</h3>
      <StyledIntro>
        A deal created, edited or imported is compared with every deal still open, and with closed deals for this many
        days after they closed. A match is flagged for admins under Duplicates.
      </StyledIntro>
      {settings.isPending ? (
        <Spinner label="Loading the duplicate check…" />
      ) : settings.isError ? (
        <ErrorState
          message={serverErrorText(settings.error, 'Failed to load the duplicate check')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <DuplicateCheckForm key={settings.data.closedWithinDays} saved={settings.data} />
      )}
    </StyledCard>
  );
}
