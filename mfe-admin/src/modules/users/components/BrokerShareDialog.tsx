import type { User } from '@portal/contracts';
import { useState } from 'react';
import { StyledField } from '../../../ui/Field';
import { StyledFieldHint } from '../../../ui/FieldHint';
import { FormDialog } from '../../../ui/FormDialog';
import { fieldErrorsOf } from '../../settings/utils/fieldErrors';
import { useUpdateUser } from '../hooks/useUpdateUser';

const INPUT_ID = 'broker-share-input';
const ERROR_ID = `${INPUT_ID}-error`;
const HINT_ID = `${INPUT_ID}-hint`;

/** Empty is the default (null); else a number from 0 to 100, or the problem in words. */
export function parseBrokerShare(text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return { value: null };
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 && value <= 100
    ? { value }
    : { error: 'Broker share must be a number from 0 to 100 %, or empty for the default' };
}

export type BrokerShareDialogProps = {
  user: User;
  /** The default share of the fee settings, when known. */
  defaultShare: number | null;
  onClose: () => void;
};

/** A member's own share of broker fees; empty puts them back on the default of the fee settings. */
export function BrokerShareDialog({ user, defaultShare, onClose }: BrokerShareDialogProps) {
  const [text, setText] = useState(user.brokerSharePercent == null ? '' : String(user.brokerSharePercent));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateUser();

  const handleSubmit = () => {
    const parsed = parseBrokerShare(text);
    if ('error' in parsed) {
      setError(parsed.error);
      document.getElementById(INPUT_ID)?.focus();
      return;
    }
    update.mutate(
      { id: user.id, changes: { brokerSharePercent: parsed.value } },
      {
        onSuccess: onClose,
        onError: (failure) => {
          const named = fieldErrorsOf(failure).find(({ field }) => field === 'brokerSharePercent');
          if (named) setError(named.message);
        },
      },
    );
  };

  const defaultText = defaultShare === null ? 'the default of the fee settings' : `the default (${defaultShare} %)`;
  return (
    <FormDialog
      title={`Broker share of ${user.username}`}
      submitLabel="Save share"
      saving={update.isPending}
      onSubmit={handleSubmit}
      onCancel={onClose}
      width="440px"
    >
      <div>
        <StyledField>
          Broker share (%)
          <input
            id={INPUT_ID}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            inputMode="decimal"
            autoComplete="off"
            maxLength={8}
            data-autofocus
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? ERROR_ID : null, HINT_ID].filter(Boolean).join(' ')}
          />
        </StyledField>
        {error ? (
          <StyledFieldHint id={ERROR_ID} $error>
            {error}
          </StyledFieldHint>
        ) : null}
        <StyledFieldHint id={HINT_ID}>
          The part of each fee this member earns, unless a deal sets its own. Leave empty for {defaultText}.
        </StyledFieldHint>
      </div>
    </FormDialog>
  );
}
