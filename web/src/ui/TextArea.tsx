import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
}

/** A labelled multi-line text box with its hint and error wired up through aria-describedby. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, id, rows = 4, ...textAreaProps },
  ref,
) {
  const generated = useId();
  const textAreaId = id ?? `textarea-${generated}`;
  const hintId = hint ? `${textAreaId}-hint` : undefined;
  const errorId = error ? `${textAreaId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <StyledField>
      <StyledLabel htmlFor={textAreaId}>{label}</StyledLabel>
      <StyledTextArea
        ref={ref}
        id={textAreaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        $invalid={Boolean(error)}
        {...textAreaProps}
      />
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

const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 5.5rem;
  padding: 0.625rem 0.75rem;
  resize: vertical;
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
