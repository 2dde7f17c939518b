import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChoiceInput, choiceLabel } from './Choice';

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
      <ChoiceInput ref={ref} id={inputId} type="radio" aria-describedby={hintId} {...inputProps} />
      <StyledText>
        <span>{label}</span>
        {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      </StyledText>
    </StyledLabel>
  );
});

const StyledLabel = styled.label`
  ${choiceLabel}
  display: flex;
  gap: 0.625rem;
  padding: 0.5rem 0.75rem;

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
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
