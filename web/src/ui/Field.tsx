import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** The props every labelled control (TextField, TextArea, Select) takes besides its own. */
export interface FieldProps {
  label: ReactNode;
  /** Shown under the field and announced with it; marks the control invalid. */
  error?: string | null;
  hint?: ReactNode;
  id?: string;
}

/** The control's id (given or generated) and the ids its hint and error are announced through. */
export function useFieldIds(id: string | undefined, prefix: string, hint: ReactNode, error: string | null | undefined) {
  const generated = useId();
  const controlId = id ?? `${prefix}-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

interface FieldFrameProps {
  controlId: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId?: string;
  error?: string | null;
  errorId?: string;
  /** Lets the field shrink below its content's width inside a flex row. */
  shrink?: boolean;
  children: ReactNode;
}

/** One field's frame: the label above the control, then its hint and its error. */
export function FieldFrame({ controlId, label, hint, hintId, error, errorId, shrink, children }: FieldFrameProps) {
  return (
    <StyledField $shrink={Boolean(shrink)}>
      <StyledLabel htmlFor={controlId}>{label}</StyledLabel>
      {children}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </StyledField>
  );
}

/** The look every text-like control shares: border (red when invalid), surface, placeholder and focus ring. */
/** Something shown inside a control at its start (a search icon, a '$'), vertically centred and not clickable. */
export const fieldAdornmentStyles = css`
  position: absolute;
  left: 0.75rem;
  top: 50%;
  transform: translateY(-50%);
  pointer-events: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const fieldControlStyles = css<{ $invalid?: boolean }>`
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
`;

/** Greys a disabled control out. */
export const fieldDisabledStyles = css`
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }

  /* A value shown but not editable (still sent with the form, unlike a disabled one). */
  &:read-only:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledField = styled.div<{ $shrink: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  ${({ $shrink }) => ($shrink ? 'min-width: 0;' : '')}
`;

const StyledLabel = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
`;
