import { useState } from 'react';

export type SecretInputProps = {
  /** The current value: the server's mask while unchanged, or what the admin typed. */
  value: string;
  /** The mask the server sent for a saved secret (null when none is saved). */
  mask: string | null;
  onChange: (value: string) => void;
  autoComplete?: string;
  'aria-describedby'?: string;
};

/**
 * A password field for a saved secret. It shows the server's mask; focusing it clears the mask so
 * the admin types a new value, and leaving it empty puts the mask back (the secret stays unchanged).
 */
export function SecretInput({ value, mask, onChange, autoComplete = 'new-password', ...rest }: SecretInputProps) {
  const [editing, setEditing] = useState(false);
  return (
    <input
      type="password"
      value={value}
      autoComplete={autoComplete}
      placeholder={editing && mask ? 'Type a new value, or leave empty to keep the saved one' : undefined}
      onFocus={() => {
        setEditing(true);
        if (mask && value === mask) onChange('');
      }}
      onBlur={() => {
        setEditing(false);
        if (mask && value === '') onChange(mask);
      }}
      onChange={(event) => onChange(event.target.value)}
      {...rest}
    />
  );
}
