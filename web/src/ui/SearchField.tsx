import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

import { fieldAdornmentStyles, fieldControlStyles } from './Field';

export interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The accessible name, e.g. "Search clients"; the placeholder says what can be searched. */
  label: string;
}

/**
 * A search box with a magnifier. The label is the input's accessible name (the magnifier is decorative); the
 * search role around it makes it a landmark screen-reader users can jump to.
 */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { label, className, ...inputProps },
  ref,
) {
  return (
    <StyledSearch role="search" className={className}>
      <StyledIcon aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M13 13l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </StyledIcon>
      <StyledInput ref={ref} type="search" aria-label={label} autoComplete="off" spellCheck={false} {...inputProps} />
    </StyledSearch>
  );
});

const StyledSearch = styled.div`
  position: relative;
  flex: 1 1 16rem;
  min-width: 0;
`;

const StyledIcon = styled.svg`
  ${fieldAdornmentStyles}
`;

// Never invalid: a search box takes any text.
const StyledInput = styled.input<{ $invalid?: boolean }>`
  min-height: 2.75rem;
  width: 100%;
  padding: 0.5rem 0.75rem 0.5rem 2.5rem;
  /* A placeholder longer than a narrow box ends in '…' rather than being cut mid-letter. */
  text-overflow: ellipsis;
  ${fieldControlStyles}
`;
