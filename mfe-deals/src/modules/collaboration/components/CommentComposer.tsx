import { StyledButton } from '@portal/web-kit/ui/Button';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { StyledTextArea } from '../../../ui/fieldStyles';
import { COMMENT_MAX_LENGTH, COMMENT_TOO_LONG, commentProblem } from '../utils/commentRules';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledCounter = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

const format = (n: number) => n.toLocaleString('en-US');

export type CommentComposerProps = {
  label: string;
  submitLabel: string;
  initialBody?: string;
  busy: boolean;
  /** Resolves true when the comment was saved (the composer then empties or closes). */
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/**
 * A comment's text box with a live length counter: past 2,000 characters it says so and will not
 * send. Ctrl+Enter (⌘+Enter) sends; Escape cancels an edit.
 */
export function CommentComposer({
  label,
  submitLabel,
  initialBody = '',
  busy,
  onSubmit,
  onCancel,
  autoFocus = false,
}: CommentComposerProps) {
  const id = useId();
  const [body, setBody] = useState(initialBody);
  const [tried, setTried] = useState(false);
  const over = body.length > COMMENT_MAX_LENGTH;
  const problem = commentProblem(body);
  const shownProblem = over ? COMMENT_TOO_LONG : tried ? problem : null;

  async function send() {
    setTried(true);
    if (problem || busy) return;
    if (await onSubmit(body)) {
      setBody('');
      setTried(false);
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  }

  return (
    <StyledForm aria-label={label} onSubmit={handleSubmit} noValidate>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledTextArea
        id={id}
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={handleKeyDown}
        aria-invalid={shownProblem ? true : undefined}
        aria-describedby={`${id}-count${shownProblem ? ` ${id}-error` : ''}`}
        $invalid={Boolean(shownProblem)}
        autoFocus={autoFocus}
      />
      <StyledRow>
        <StyledCounter id={`${id}-count`} $over={over}>
          {format(body.length)} / {format(COMMENT_MAX_LENGTH)} characters
        </StyledCounter>
        <StyledActions>
          {onCancel && (
            <StyledButton type="button" $variant="secondary" $compact onClick={onCancel}>
              Cancel
            </StyledButton>
          )}
          <StyledButton type="submit" $compact disabled={busy || over}>
            {busy ? 'Saving…' : submitLabel}
          </StyledButton>
        </StyledActions>
      </StyledRow>
      {shownProblem && (
        <StyledError id={`${id}-error`} role="alert">
          {shownProblem}
        </StyledError>
      )}
    </StyledForm>
  );
}
