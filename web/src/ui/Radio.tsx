import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  /** A second, quieter line under the label. */
  hint?: ReactNode;
  id?: string;
}

/**
 * A native radio button with its label beside it; the whole label is the click target. Group radios with the same
 * `name` inside a `Fieldset` (ui/Checkbox) so the legend names the choice.
 */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio({ label, hint, id, ...inputProps }, ref) {
  const generated = useId();
  const inputId = id ?? `radio-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <StyledLabel htmlFor={inputId}>
      <StyledInput ref={ref} id={inputId} type="radio" aria-describedby={hintId} {...inputProps} />
      <StyledText>
        <span>{label}</span>
        {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      </StyledText>
    </StyledLabel>
  );
});

const StyledLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  user-select: none;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:has(input:disabled) {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

const StyledInput = styled.input`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const StyledHint = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
