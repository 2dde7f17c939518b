import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field and announced with it; marks the input invalid. */
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  /** A short unit shown inside the field before the value, such as "$". */
  prefix?: string;
}

/** A labelled input with its hint and error wired up through aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, required, prefix, ...inputProps },
  ref,
) {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <StyledField>
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <StyledControl>
        {prefix ? <StyledPrefix aria-hidden="true">{prefix}</StyledPrefix> : null}
        <StyledInput
          ref={ref}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          $prefixed={Boolean(prefix)}
          {...inputProps}
        />
      </StyledControl>
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledField>
  );
});

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`;

const StyledLabel = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
`;

const StyledControl = styled.div`
  position: relative;
`;

const StyledPrefix = styled.span`
  position: absolute;
  left: 0.75rem;
  top: 50%;
  transform: translateY(-50%);
  pointer-events: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledInput = styled.input<{ $invalid: boolean; $prefixed: boolean }>`
  min-height: 2.75rem;
  width: 100%;
  padding: 0.5rem 0.75rem;
  padding-left: ${({ $prefixed }) => ($prefixed ? '1.75rem' : '0.75rem')};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;
