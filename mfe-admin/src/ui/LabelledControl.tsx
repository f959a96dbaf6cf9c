import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StyledField } from './Field';
import { StyledFieldHint } from './FieldHint';

const StyledControl = styled(StyledField)`
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** What a control is given so its label, hint and error reach screen readers. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type LabelledControlProps = {
  id: string;
  label: ReactNode;
  /** The field's problem (the server's words or the form's), shown under it and announced with it. */
  error?: string | null;
  hint?: ReactNode;
  /** The input, select or textarea, given its id and aria attributes. */
  children: (props: ControlProps) => ReactNode;
};

/** A label above its control, with the field's error and hint below it (outside the label). */
export function LabelledControl({ id, label, error, hint, children }: LabelledControlProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div>
      <StyledControl as="div">
        <label htmlFor={id}>{label}</label>
        {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      </StyledControl>
      {error ? (
        <StyledFieldHint id={errorId} $error>
          {error}
        </StyledFieldHint>
      ) : null}
      {hint ? <StyledFieldHint id={hintId}>{hint}</StyledFieldHint> : null}
    </div>
  );
}
