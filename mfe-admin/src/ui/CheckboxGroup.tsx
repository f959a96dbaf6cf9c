import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StyledCheckboxLabel } from './CheckboxLabel';
import { StyledFieldHint } from './FieldHint';

const StyledFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const StyledOptions = styled.div<{ $minWidth: string; $scroll: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $minWidth }) => $minWidth}), 1fr));
  gap: 0 ${({ theme }) => theme.space.md};
  ${({ $scroll, theme }) =>
    $scroll
      ? `max-height: 240px; overflow-y: auto; padding: ${theme.space.xs} ${theme.space.sm};
         border: 1px solid ${theme.colors.border}; border-radius: ${theme.radii.md};`
      : ''}
`;

export type CheckboxOption<T extends string> = { value: T; label: ReactNode };

export type CheckboxGroupProps<T extends string> = {
  /** Prefix of the ids of the group's error and boxes. */
  id: string;
  legend: string;
  options: readonly CheckboxOption<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  error?: string | null;
  /** The narrowest a column gets (more columns on wide screens). */
  minColumnWidth?: string;
  /** A long list (the states) scrolls inside a box. */
  scroll?: boolean;
  disabled?: boolean;
};

/** A multiple choice as a fieldset of checkboxes, in columns, with its error under the legend. */
export function CheckboxGroup<T extends string>({
  id,
  legend,
  options,
  selected,
  onChange,
  error,
  minColumnWidth = '160px',
  scroll = false,
  disabled = false,
}: CheckboxGroupProps<T>) {
  const errorId = `${id}-error`;
  const toggle = (value: T, checked: boolean) =>
    onChange(
      checked
        ? options.map((option) => option.value).filter((v) => v === value || selected.includes(v))
        : selected.filter((v) => v !== value),
    );
  return (
    <StyledFieldset id={id} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {error ? (
        <StyledFieldHint id={errorId} $error>
          {error}
        </StyledFieldHint>
      ) : null}
      <StyledOptions $minWidth={minColumnWidth} $scroll={scroll} tabIndex={scroll ? -1 : undefined}>
        {options.map((option) => (
          <StyledCheckboxLabel key={option.value}>
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              disabled={disabled}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </StyledCheckboxLabel>
        ))}
      </StyledOptions>
    </StyledFieldset>
  );
}
