import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

import { FieldFrame, fieldAdornmentStyles, fieldControlStyles, fieldDisabledStyles, useFieldIds, type FieldProps } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldProps {
  /** A short unit shown inside the field before the value, such as "$". */
  prefix?: string;
}

/** A labelled input with its hint and error wired up through aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, required, prefix, ...inputProps },
  ref,
) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, 'field', hint, error);

  return (
    <FieldFrame controlId={controlId} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <StyledControl>
        {prefix ? <StyledPrefix aria-hidden="true">{prefix}</StyledPrefix> : null}
        <StyledInput
          ref={ref}
          id={controlId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          $prefixed={Boolean(prefix)}
          {...inputProps}
        />
      </StyledControl>
    </FieldFrame>
  );
});

const StyledControl = styled.div`
  position: relative;
`;

const StyledPrefix = styled.span`
  ${fieldAdornmentStyles}
`;

const StyledInput = styled.input<{ $invalid: boolean; $prefixed: boolean }>`
  min-height: 2.75rem;
  width: 100%;
  padding: 0.5rem 0.75rem;
  padding-left: ${({ $prefixed }) => ($prefixed ? '1.75rem' : '0.75rem')};
  ${fieldControlStyles}
  ${fieldDisabledStyles}
`;
