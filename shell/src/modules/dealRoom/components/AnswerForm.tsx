import {
  localIsoDate,
  PASS_REASON_LABELS,
  RATE_INDEX_LABELS,
  RECOURSE_LABELS,
  type DealRoom,
  type DealRoomAnswerRequest,
} from '@portal/contracts';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { sendDealRoomAnswer } from '../api/dealRoomApi';
import { answerRequestFrom, EMPTY_ANSWER, type AnswerFormValues } from '../utils/answerForm';
import { TermSheetField, type TermSheetState } from './TermSheetField';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledChoices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 600;
  }
`;

const StyledChoice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const StyledField = styled.label<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  ${({ $wide }) => ($wide ? 'grid-column: 1 / -1;' : '')}

  input,
  select,
  textarea {
    min-height: 40px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 400;
  }
  textarea {
    min-height: 88px;
    resize: vertical;
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const StyledHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const StyledError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};
`;

const CHOICES: { value: AnswerFormValues['answer']; label: string }[] = [
  { value: 'interested', label: 'Interested' },
  { value: 'pass', label: 'Pass' },
  { value: 'quote', label: 'Send a quote' },
];

/** One option per entry of a label map, in its order (values as the contract names them). */
function LabelledOptions({ labels }: { labels: Readonly<Record<string, string>> }) {
  return (
    <>
      {Object.entries(labels).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}

/** A labelled input bound to one field of the form. */
function Field({ label, hint, wide, children }: { label: string; hint?: string; wide?: boolean; children: ReactNode }) {
  return (
    <StyledField $wide={wide}>
      <span>
        {label}
        {hint && <StyledHint> ({hint})</StyledHint>}
      </span>
      {children}
    </StyledField>
  );
}

/**
 * The lender's answer: interested, pass (a reason and a note) or a quote. A later answer replaces
 * the earlier one; every quote is kept. The gateway checks each figure and names the field.
 */
export function AnswerForm({ token, onAnswered }: { token: string; onAnswered: (room: DealRoom) => void }) {
  const { api } = usePortalServices();
  const [values, setValues] = useState<AnswerFormValues>(EMPTY_ANSWER);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [termSheet, setTermSheet] = useState<TermSheetState>({ kind: 'none' });
  const errorId = useId();

  const bind = (field: keyof AnswerFormValues) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    'aria-describedby': error ? errorId : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = answerRequestFrom(values, localIsoDate(new Date()));
    if (!request.ok) {
      setError(request.message);
      document.querySelector<HTMLElement>(`[name="${request.field}"]`)?.focus();
      return;
    }
    if (request.value.answer === 'quote' && termSheet.kind === 'uploading') {
      setError('Please wait until the term sheet has been uploaded.');
      return;
    }
    // The term sheet goes with a quote only; a failed upload is left out (its message says so).
    const answer: DealRoomAnswerRequest =
      request.value.answer === 'quote' && termSheet.kind === 'uploaded'
        ? { ...request.value, termSheetId: termSheet.document.id }
        : request.value;
    setError(null);
    setSending(true);
    try {
      onAnswered(await sendDealRoomAnswer(api, token, answer));
      toast.success('Your answer was sent. Thank you.');
      setValues(EMPTY_ANSWER);
      setTermSheet({ kind: 'none' });
    } catch (failure) {
      setError(serverErrorText(failure, 'Your answer could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <StyledForm onSubmit={(event) => void submit(event)} noValidate aria-label="Your answer">
      <StyledChoices>
        <legend>Choose your answer</legend>
        {CHOICES.map((choice) => (
          <StyledChoice key={choice.value}>
            <input
              type="radio"
              name="answer"
              value={choice.value}
              checked={values.answer === choice.value}
              onChange={() => setValues((current) => ({ ...current, answer: choice.value }))}
            />
            {choice.label}
          </StyledChoice>
        ))}
      </StyledChoices>

      {values.answer === 'pass' && (
        <StyledGrid>
          <Field label="Reason">
            <select {...bind('passReason')} required>
              <option value="">Choose a reason</option>
              <LabelledOptions labels={PASS_REASON_LABELS} />
            </select>
          </Field>
          <Field label="Note" hint="optional" wide>
            <textarea {...bind('passText')} maxLength={2000} />
          </Field>
        </StyledGrid>
      )}

      {values.answer === 'quote' && (
        <StyledGrid>
          <Field label="Loan amount" hint="$">
            <input {...bind('amount')} inputMode="decimal" autoComplete="off" required />
          </Field>
          <Field label="Rate type">
            <select {...bind('rateType')}>
              <option value="fixed">Fixed</option>
              <option value="floating">Floating</option>
            </select>
          </Field>
          {values.rateType === 'fixed' ? (
            <Field label="Rate" hint="%">
              <input {...bind('ratePercent')} inputMode="decimal" autoComplete="off" required />
            </Field>
          ) : (
            <>
              <Field label="Index">
                <select {...bind('index')} required>
                  <option value="">Choose an index</option>
                  <LabelledOptions labels={RATE_INDEX_LABELS} />
                </select>
              </Field>
              <Field label="Spread" hint="basis points">
                <input {...bind('spreadBps')} inputMode="numeric" autoComplete="off" required />
              </Field>
            </>
          )}
          <Field label="Term" hint="months">
            <input {...bind('termMonths')} inputMode="numeric" autoComplete="off" required />
          </Field>
          <Field label="Amortisation" hint="months, 0 for interest-only">
            <input {...bind('amortisationMonths')} inputMode="numeric" autoComplete="off" required />
          </Field>
          <Field label="Interest-only" hint="months">
            <input {...bind('interestOnlyMonths')} inputMode="numeric" autoComplete="off" />
          </Field>
          <Field label="Maximum LTV" hint="%">
            <input {...bind('maxLtvPercent')} inputMode="decimal" autoComplete="off" />
          </Field>
          <Field label="Maximum LTC" hint="%">
            <input {...bind('maxLtcPercent')} inputMode="decimal" autoComplete="off" />
          </Field>
          <Field label="Origination fee" hint="%">
            <input {...bind('originationFeePercent')} inputMode="decimal" autoComplete="off" />
          </Field>
          <Field label="Exit fee" hint="%">
            <input {...bind('exitFeePercent')} inputMode="decimal" autoComplete="off" />
          </Field>
          <Field label="Recourse">
            <select {...bind('recourse')} required>
              <option value="">Choose</option>
              <LabelledOptions labels={RECOURSE_LABELS} />
            </select>
          </Field>
          <Field label="Days to close" hint="from signed term sheet">
            <input {...bind('closingDays')} inputMode="numeric" autoComplete="off" />
          </Field>
          <Field label="Quote valid until">
            <input {...bind('expiresOn')} type="date" />
          </Field>
          <Field label="Prepayment" wide>
            <input {...bind('prepayment')} maxLength={500} autoComplete="off" />
          </Field>
          <Field label="Conditions" wide>
            <textarea {...bind('conditions')} maxLength={2000} />
          </Field>
          <TermSheetField token={token} state={termSheet} onChange={setTermSheet} />
        </StyledGrid>
      )}

      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
      <div>
        <StyledButton type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send answer'}
        </StyledButton>
      </div>
    </StyledForm>
  );
}
