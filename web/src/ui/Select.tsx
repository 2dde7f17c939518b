import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

import { FieldFrame, fieldControlStyles, fieldDisabledStyles, useFieldIds, type FieldProps } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, FieldProps {
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select a service" (value ''). */
  placeholder?: string;
}

/** A labelled native <select>: keyboard, screen reader and mobile pickers work as people expect. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, hint, id, ...selectProps },
  ref,
) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, 'select', hint, error);

  return (
    <FieldFrame controlId={controlId} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId} shrink>
      <StyledControl>
        <StyledSelect
          ref={ref}
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          {...selectProps}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
        <StyledChevron aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
          <path
            d="M5 7.5l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </StyledChevron>
      </StyledControl>
    </FieldFrame>
  );
});

const StyledControl = styled.div`
  position: relative;
`;

const StyledSelect = styled.select<{ $invalid: boolean }>`
  appearance: none;
  min-height: 2.75rem;
  width: 100%;
  padding: 0.5rem 2.25rem 0.5rem 0.75rem;
  cursor: pointer;
  ${fieldControlStyles}
  ${fieldDisabledStyles}
  option {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledChevron = styled.svg`
  position: absolute;
  right: 0.75rem;
  top: 50%;
  transform: translateY(-50%);
  pointer-events: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;
