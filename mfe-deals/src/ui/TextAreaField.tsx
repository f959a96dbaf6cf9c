import { useId, type TextareaHTMLAttributes } from 'react';
import { StyledField, StyledFieldError, StyledLabel, StyledTextArea } from './fieldStyles';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
};

/** A labelled multi-line text input. */
export function TextAreaField({ label, value, onValueChange, error, ...textAreaProps }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledTextArea
        {...textAreaProps}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        $invalid={Boolean(error)}
      />
      {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
    </StyledField>
  );
}
