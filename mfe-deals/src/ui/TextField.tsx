import { useId, type InputHTMLAttributes } from 'react';
import { StyledField, StyledFieldError, StyledInput, StyledLabel, StyledRequiredMark } from './fieldStyles';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
};

/** A labelled input whose error is shown under it and announced with it (aria-describedby). */
export function TextField({ label, value, onValueChange, error, required = false, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>
        {label}
        {required && <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark>}
      </StyledLabel>
      <StyledInput
        {...inputProps}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        $invalid={Boolean(error)}
      />
      {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
    </StyledField>
  );
}
