import { useId, type SelectHTMLAttributes } from 'react';
import { StyledField, StyledFieldError, StyledFieldHint, StyledLabel, StyledSelect } from './fieldStyles';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly (string | SelectOption)[];
  /** The first, empty choice, e.g. 'Select deal type' or 'All statuses'. */
  placeholder: string;
  error?: string | undefined;
  /** A note under the select, announced with it. */
  hint?: string | undefined;
};

/** A labelled select with an empty first choice. */
export function SelectField({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  error,
  hint,
  ...selectProps
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledSelect
        {...selectProps}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        $invalid={Boolean(error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </StyledSelect>
      {hint && <StyledFieldHint id={hintId}>{hint}</StyledFieldHint>}
      {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
    </StyledField>
  );
}
