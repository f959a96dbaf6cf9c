import type { Quotas } from '@portal/contracts';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { ErrorState } from '../../../ui/ErrorState';
import { StyledField } from '../../../ui/Field';
import { StyledFieldHint } from '../../../ui/FieldHint';
import { StyledFormGrid } from '../../../ui/FormGrid';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useQuotas, useSaveQuotas } from '../hooks/useQuotas';
import { useSettingsForm } from '../hooks/useSettingsForm';
import { formatOutcomeTime } from '../utils/formatOutcomeTime';
import {
  QUOTA_FIELDS,
  quotaError,
  quotasRequest,
  quotaText,
  toQuotaDraft,
  type QuotaDraft,
  type QuotaName,
} from '../utils/quotaDraft';

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledQuotaInput = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  > span {
    white-space: nowrap;
  }
`;

const inputId = (name: QuotaName) => `quota-${name}`;
const hintId = (name: QuotaName) => `quota-${name}-hint`;
const errorId = (name: QuotaName) => `quota-${name}-error`;

const QUOTA_NAMES = QUOTA_FIELDS.map((field) => field.name);

/** The quotas' own checks, by field. */
function checkQuotas(draft: QuotaDraft): Partial<Record<QuotaName, string>> {
  const invalid: Partial<Record<QuotaName, string>> = {};
  for (const field of QUOTA_FIELDS) {
    const problem = quotaError(draft[field.name], field);
    if (problem) invalid[field.name] = problem;
  }
  return invalid;
}

const quotaNamed = (field: string): QuotaName | null => QUOTA_NAMES.find((name) => name === field) ?? null;

function QuotasForm({ saved }: { saved: Quotas }) {
  const initial = toQuotaDraft(saved);
  const form = useSettingsForm<QuotaName>({
    initial,
    fields: QUOTA_NAMES,
    check: checkQuotas,
    errorKey: quotaNamed,
    inputId,
  });
  const { draft, errors, dirty } = form;
  const save = useSaveQuotas();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate()) return;
    const request = quotasRequest(draft, initial);
    if (Object.keys(request).length === 0) return;
    save.mutate(request, { onError: form.showServerErrors });
  };

  const handleDefaults = () => {
    form.clearErrors();
    save.mutate(Object.fromEntries(QUOTA_FIELDS.map((field) => [field.name, null])), {
      onError: form.showServerErrors,
    });
  };

  const { problems } = form;
  return (
    <form aria-label="Quotas per member" onSubmit={handleSubmit} noValidate>
      <StyledFormGrid>
        {QUOTA_FIELDS.map((field) => {
          const error = errors[field.name];
          const defaultText = `Default: ${quotaText(saved.defaults[field.name], field.bytes)} ${field.unit}.`;
          return (
            <div key={field.name}>
              <StyledField as="div">
                <label htmlFor={inputId(field.name)}>{field.label}</label>
                <StyledQuotaInput>
                  <input
                    id={inputId(field.name)}
                    value={draft[field.name]}
                    onChange={(event) => form.change(field.name, event.target.value)}
                    inputMode={field.bytes ? 'decimal' : 'numeric'}
                    autoComplete="off"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={[error ? errorId(field.name) : null, hintId(field.name)]
                      .filter(Boolean)
                      .join(' ')}
                  />
                  <span aria-hidden="true">{field.unit}</span>
                </StyledQuotaInput>
              </StyledField>
              {error ? (
                <StyledFieldHint id={errorId(field.name)} $error>
                  {error}
                </StyledFieldHint>
              ) : null}
              <StyledFieldHint id={hintId(field.name)}>
                {field.hint} {defaultText}
              </StyledFieldHint>
            </div>
          );
        })}
      </StyledFormGrid>
      <StyledButtonRow>
        {problems > 0 ? (
          <StyledToneBadge $tone="danger" role="alert">
            {problems === 1 ? '1 quota needs fixing' : `${problems} quotas need fixing`}
          </StyledToneBadge>
        ) : dirty ? (
          <StyledToneBadge $tone="warning">Unsaved changes</StyledToneBadge>
        ) : (
          <span>{saved.updatedAt ? `Last saved ${formatOutcomeTime(saved.updatedAt)}` : 'Defaults in use'}</span>
        )}
        {dirty ? (
          <StyledButton type="button" $variant="secondary" onClick={form.discard} disabled={save.isPending}>
            Discard changes
          </StyledButton>
        ) : null}
        <StyledButton type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save quotas'}
        </StyledButton>
        {saved.updatedAt ? (
          <StyledButton type="button" $variant="ghost" onClick={handleDefaults} disabled={save.isPending}>
            Use the defaults
          </StyledButton>
        ) : null}
      </StyledButtonRow>
    </form>
  );
}

/** Per member: open notification streams, changes per minute, and stored document bytes (per member and per deal). */
export function QuotasCard() {
  const quotas = useQuotas();
  return (
    <StyledCard aria-labelledby="quotas-title">
      <h3 id="quotas-title">Quotas per member</h3>
      <StyledIntro>
        Limits that keep one account from crowding out the others. They apply to admins too, on every gateway instance,
        from the next request; lowering a storage quota removes nothing already stored.
      </StyledIntro>
      {quotas.isPending ? (
        <Spinner label="Loading quotas…" />
      ) : quotas.isError ? (
        <ErrorState
          message={serverErrorText(quotas.error, 'Failed to load the quotas')}
          onRetry={() => void quotas.refetch()}
        />
      ) : (
        <QuotasForm key={quotas.data.updatedAt ?? 'defaults'} saved={quotas.data} />
      )}
    </StyledCard>
  );
}
