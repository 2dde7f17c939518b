import styled, { css } from 'styled-components';

/** The bordered, finger-sized label around a checkbox or a radio button, marked when its input is checked. */
export const choiceLabel = css`
  align-items: center;
  min-height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  user-select: none;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:has(input:disabled) {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

/** The native checkbox or radio inside a `choiceLabel`. */
export const ChoiceInput = styled.input`
  /* Beside a label long enough to wrap, the box keeps its size instead of shrinking as a flex item. */
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;
`;
