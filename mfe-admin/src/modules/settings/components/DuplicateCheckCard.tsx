import type { DuplicateSettings } from '@portal/contracts';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { StyledFieldHint } from '../../../ui/FieldHint';
import { useDuplicateSettings, useSaveDuplicateSettings } from '../../duplicates/hooks/useDuplicateSettings';
import { useSettingsForm } from '../hooks/useSettingsForm';
import { SettingsCardFrame, SettingsFormActions } from './SettingsCardFrame';
import { StyledSettingInput } from './SettingsFormParts';

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
      <SettingsFormActions
        problems={form.problems}
        dirty={form.dirty}
        isDefault={isDefault}
        defaultText="Default in use"
        saving={save.isPending}
        saveLabel="Save duplicate check"
        onDiscard={form.discard}
        restore={{
          label: 'Restore default',
          title: 'Restore the default duplicate check',
          confirmLabel: 'Restore the default',
          question: `Count closed deals for ${saved.defaults.closedWithinDays} days again?`,
        }}
        onRestore={(done) => save.mutate({ closedWithinDays: null }, { onSettled: done })}
      />
    </form>
  );
}

/** How long a closed deal still counts when a new or edited deal is compared (docs/duplicates-and-fees.md). */
export function DuplicateCheckCard() {
  const settings = useDuplicateSettings();
  return (
    <SettingsCardFrame
      titleId="duplicate-check-title"
      title="Duplicate check"
      intro="A deal created, edited or imported is compared with every deal still open, and with closed deals for this many days after they closed. A match is flagged for admins under Duplicates."
      settings={settings}
      what="the duplicate check"
    >
      {(saved) => <DuplicateCheckForm key={saved.closedWithinDays} saved={saved} />}
    </SettingsCardFrame>
  );
}
