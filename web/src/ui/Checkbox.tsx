import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChoiceInput, choiceLabel } from './Choice';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  id?: string;
}

/** A native checkbox with its label beside it; the whole label is the click target. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, id, ...inputProps }, ref) {
  const generated = useId();
  const inputId = id ?? `checkbox-${generated}`;
  return (
    <StyledLabel htmlFor={inputId}>
      <ChoiceInput ref={ref} id={inputId} type="checkbox" {...inputProps} />
      <span>{label}</span>
    </StyledLabel>
  );
});

/** Groups related checkboxes (or other controls) under one visible legend. */
export function Fieldset({ legend, hint, children }: { legend: ReactNode; hint?: ReactNode; children: ReactNode }) {
  const hintId = useId();
  return (
    <StyledFieldset aria-describedby={hint ? hintId : undefined}>
      <StyledLegend>{legend}</StyledLegend>
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {children}
    </StyledFieldset>
  );
}

const StyledLabel = styled.label`
  ${choiceLabel}
  display: inline-flex;
  gap: 0.5rem;
  padding: 0 0.75rem;
`;

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: 0.375rem;
  font-weight: 600;
  font-size: 0.9375rem;
`;

const StyledHint = styled.p`
  flex-basis: 100%;
  margin: -0.125rem 0 0.25rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
